export {
  CONTACT_SUCCESS,
  ContactForm,
  validateContact,
  type ContactFormProps,
  type ContactValues,
} from './ContactForm';
