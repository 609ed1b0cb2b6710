import { memo, type Ref, type TextareaHTMLAttributes } from 'react';
import { Field, type FieldChromeProps } from '../Field';

export interface TextAreaFieldProps
  extends FieldChromeProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'children'> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** Labelled multi-line text (the contact message). Same chrome as TextField, memoized like it. */
export const TextAreaField = memo(function TextAreaField({
  label,
  hint,
  error,
  id,
  readOnly,
  locked,
  rows = 5,
  ref,
  ...rest
}: TextAreaFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id} readOnly={readOnly} locked={locked}>
      {(control) => <textarea ref={ref} rows={rows} {...control} {...rest} />}
    </Field>
  );
});
