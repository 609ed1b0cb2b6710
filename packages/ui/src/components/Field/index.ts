export {
  Field,
  FieldError,
  FieldHint,
  useFieldIds,
  type FieldChromeProps,
  type FieldControlProps,
  type FieldProps,
} from './Field';
export { controlCss } from './Field.styles';
