export {
  FormStatus,
  type FormStateProps,
  type FormStatusProps,
  type FormStatusValue,
} from './FormStatus';
