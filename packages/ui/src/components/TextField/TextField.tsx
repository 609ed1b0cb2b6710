import { memo, type InputHTMLAttributes, type Ref } from 'react';
import { Field, type FieldChromeProps } from '../Field';

export interface TextFieldProps
  extends FieldChromeProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'> {
  type?: 'text' | 'email' | 'password' | 'tel' | 'search' | 'url';
  ref?: Ref<HTMLInputElement>;
}

/**
 * Labelled text input. `type="email"` for e-mail fields; `readOnly` gives the read-only look and
 * says so next to the label. Errors are shown under the input and bound with aria-describedby.
 * Memoized: a form's other fields changing does not render it again.
 */
export const TextField = memo(function TextField({
  label,
  hint,
  error,
  id,
  readOnly,
  locked,
  type = 'text',
  ref,
  ...rest
}: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id} readOnly={readOnly} locked={locked}>
      {(control) => <input ref={ref} type={type} {...control} {...rest} />}
    </Field>
  );
});
