export { CodePanel, validateCodeForm, type CodePanelProps, type CodeValues } from './CodePanel';
