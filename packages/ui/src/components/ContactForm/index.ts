export {
  ContactForm,
  validateContact,
  type ContactFormProps,
  type ContactValues,
} from './ContactForm';
