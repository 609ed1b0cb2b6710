export {
  fieldMessages,
  hasErrors,
  required,
  validateBirthDate,
  validateCode,
  validateEmail,
  validateFields,
  validatePhone,
  type FieldErrors,
  type Validator,
} from './validators';
