export { fieldBinder, type FieldChangeHandler } from './fieldBinder';
export { FormFooter, type FormFooterProps } from './FormFooter';
export { useFormValues } from './useFormValues';
export { useValidatedForm } from './useValidatedForm';
