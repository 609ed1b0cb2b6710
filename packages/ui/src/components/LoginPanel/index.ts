export {
  LOGIN_TITLE,
  LoginPanel,
  validateLogin,
  type LoginPanelProps,
  type LoginValues,
} from './LoginPanel';
