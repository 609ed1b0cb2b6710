export { default } from './FaleConoscoPage';
