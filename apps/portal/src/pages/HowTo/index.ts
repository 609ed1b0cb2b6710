export { default } from './HowToPage';
