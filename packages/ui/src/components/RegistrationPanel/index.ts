export {
  RegistrationPanel,
  validateRegistration,
  type RegistrationPanelProps,
  type RegistrationValues,
} from './RegistrationPanel';
