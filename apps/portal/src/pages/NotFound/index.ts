export { default } from './NotFoundPage';
