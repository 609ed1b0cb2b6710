export {
  CONSENT_TEXT,
  RegistrationPanel,
  validateRegistration,
  type RegistrationPanelProps,
  type RegistrationValues,
} from './RegistrationPanel';
