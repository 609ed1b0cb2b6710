export { LoginPanel, validateLogin, type LoginPanelProps, type LoginValues } from './LoginPanel';
