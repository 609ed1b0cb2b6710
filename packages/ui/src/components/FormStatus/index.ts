export {
  FormStatus,
  GENERIC_ERROR,
  type FormStateProps,
  type FormStatusProps,
  type FormStatusValue,
} from './FormStatus';
