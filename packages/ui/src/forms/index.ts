export { useValidatedForm } from './useValidatedForm';
