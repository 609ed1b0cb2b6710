export { WaitingMessagesDialog, type WaitingMessagesDialogProps } from './WaitingMessagesDialog';
