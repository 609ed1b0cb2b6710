import type { FieldErrors } from '../validation';

/** How every form of the kit reports an edit: one field and its new value. */
export type FieldChangeHandler<T> = <K extends keyof T & string>(field: K, value: T[K]) => void;

type TextKey<T> = { [K in keyof T & string]: T[K] extends string ? K : never }[keyof T & string];
type BooleanKey<T> = {
  [K in keyof T & string]: T[K] extends boolean ? K : never;
}[keyof T & string];

type Handler = (input: never) => void;
type HandlerKind = 'text' | 'masked' | 'value' | 'checked';

/**
 * The handlers made for each `onFieldChange`, by kind and field: the same change handler gives the
 * same handler for a field on every render, so a memoized field whose value did not change is
 * skipped. (A caller that makes a new `onFieldChange` on every render gets new handlers: it loses
 * nothing but the skipping.)
 */
const madeFor = new WeakMap<object, Map<string, Handler>>();

function handler<H extends Handler>(
  onFieldChange: object,
  kind: HandlerKind,
  field: string,
  make: () => H,
): H {
  let made = madeFor.get(onFieldChange);
  if (!made) {
    made = new Map();
    madeFor.set(onFieldChange, made);
  }
  const key = `${kind}:${field}`;
  let found = made.get(key);
  if (!found) {
    found = make();
    made.set(key, found);
  }
  return found as H;
}

/**
 * The props that bind a field of the kit to one key of a form's values: its name, value, error,
 * `locked` (the form takes no edit for now) and change handler (`onChange` for TextField,
 * PasswordField and TextAreaField; `onValueChange` for MaskedField; `value`/`checked` handlers for
 * PhotoPicker and Checkbox), so a form writes each field's wiring once. A stable `onFieldChange`
 * gives stable handlers (see `madeFor`).
 */
export function fieldBinder<T>(
  values: T,
  errors: FieldErrors<T>,
  onFieldChange: FieldChangeHandler<T>,
  locked = false,
) {
  const common = <K extends TextKey<T>>(field: K) => ({
    name: field,
    value: values[field] as string,
    error: errors[field],
    locked,
  });
  return {
    text: <K extends TextKey<T>>(field: K) => ({
      ...common(field),
      onChange: handler(
        onFieldChange,
        'text',
        field,
        () => (event: { target: { value: string } }) =>
          onFieldChange(field, event.target.value as T[K]),
      ),
    }),
    masked: <K extends TextKey<T>>(field: K) => ({
      ...common(field),
      onValueChange: handler(
        onFieldChange,
        'masked',
        field,
        () => (value: string) => onFieldChange(field, value as T[K]),
      ),
    }),
    /** `(value) => onFieldChange(field, value)`, the same one on every render. */
    value: <K extends keyof T & string>(field: K) =>
      handler(onFieldChange, 'value', field, () => (value: T[K]) => onFieldChange(field, value)),
    /** A checkbox's `onChange` that reports its `checked`, the same one on every render. */
    checked: <K extends BooleanKey<T>>(field: K) =>
      handler(
        onFieldChange,
        'checked',
        field,
        () => (event: { target: { checked: boolean } }) =>
          onFieldChange(field, event.target.checked as T[K]),
      ),
  };
}
