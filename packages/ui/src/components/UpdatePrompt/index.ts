export {
  UPDATE_ACTION,
  UPDATE_MESSAGE,
  UpdatePrompt,
  type UpdatePromptProps,
} from './UpdatePrompt';
