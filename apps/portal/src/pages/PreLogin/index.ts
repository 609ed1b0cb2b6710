export { default } from './PreLoginPage';
