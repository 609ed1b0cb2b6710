import { useCallback, useState } from 'react';
import type { FieldChangeHandler } from './fieldBinder';

/**
 * A form's values held in React state, with the kit's one-field change handler: for callers that
 * keep the values themselves (stories, the profile page) rather than in a machine. The handler is
 * the same on every render, so the form's fields that did not change are not rendered again.
 */
export function useFormValues<T>(initial: T) {
  const [values, setValues] = useState(initial);
  const onFieldChange = useCallback<FieldChangeHandler<T>>(
    (field, value) => setValues((current) => ({ ...current, [field]: value })),
    [],
  );
  return { values, setValues, onFieldChange };
}
