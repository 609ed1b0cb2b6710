export { fieldBinder, type FieldChangeHandler } from './fieldBinder';
export { useFormValues } from './useFormValues';
export { useValidatedForm } from './useValidatedForm';
