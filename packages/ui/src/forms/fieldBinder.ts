import type { FieldErrors } from '../validation';

/** How every form of the kit reports an edit: one field and its new value. */
export type FieldChangeHandler<T> = <K extends keyof T & string>(field: K, value: T[K]) => void;

type TextKey<T> = { [K in keyof T & string]: T[K] extends string ? K : never }[keyof T & string];

/**
 * The props that bind a field of the kit to one key of a form's values: its name, value, error
 * and change handler (`onChange` for TextField, PasswordField and TextAreaField; `onValueChange`
 * for MaskedField), so a form writes each field's wiring once.
 */
export function fieldBinder<T>(
  values: T,
  errors: FieldErrors<T>,
  onFieldChange: FieldChangeHandler<T>,
) {
  const common = <K extends TextKey<T>>(field: K) => ({
    name: field,
    value: values[field] as string,
    error: errors[field],
  });
  return {
    text: <K extends TextKey<T>>(field: K) => ({
      ...common(field),
      onChange: (event: { target: { value: string } }) =>
        onFieldChange(field, event.target.value as T[K]),
    }),
    masked: <K extends TextKey<T>>(field: K) => ({
      ...common(field),
      onValueChange: (value: string) => onFieldChange(field, value as T[K]),
    }),
  };
}
