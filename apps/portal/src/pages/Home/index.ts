export { default } from './HomePage';
