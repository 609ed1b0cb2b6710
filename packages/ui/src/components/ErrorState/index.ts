export { ERROR_STATE_MESSAGE, ErrorState, type ErrorStateProps } from './ErrorState';
