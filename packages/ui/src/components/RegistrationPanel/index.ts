export {
  CONSENT_TEXT,
  RegistrationPanel,
  validateRegistration,
  WRONG_CODE_MESSAGE,
  type RegistrationPanelProps,
  type RegistrationValues,
} from './RegistrationPanel';
