import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FormStatusValue } from '../components/FormStatus';
import { hasErrors, type FieldErrors } from '../validation';

export interface ValidatedFormOptions<T> {
  /**
   * The form's request state. `pending` ignores submits. Turning `success` (or `queued`: the
   * values were handed to an outbox) puts the form back to its first state: whoever sent the
   * values may clear or replace them (ContactFlow empties the form), and nobody should see
   * 'required' on fields the person never got wrong.
   */
  status?: FormStatusValue | undefined;
  /**
   * Messages for fields from outside the form (a server's answer, placed by a flow). Shown
   * whatever the state, and over the form's own message for the same field. They do not block
   * a submit: whoever sets them clears them.
   */
  fieldErrors?: FieldErrors<T> | undefined;
}

/**
 * Validate-on-submit for a controlled form. Until a submit fails no error of its own shows;
 * after it the errors follow the values live (fixing a field clears its message) until the
 * request succeeds (`status` turns `success`), then it is "validate on the next submit" again.
 * `onValid` is only called with values that pass; on failure the first invalid control gets
 * the focus. Outside `fieldErrors` are merged in, and win.
 */
export function useValidatedForm<T>(
  values: T,
  validate: (values: T) => FieldErrors<T>,
  onValid: (values: T) => void,
  { status = 'idle', fieldErrors }: ValidatedFormOptions<T> = {},
) {
  const [attempted, setAttempted] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  // Forget the failed submit in the render where `success` arrives (not in an effect), so the
  // values the caller has just cleared are never shown with errors, not even for one frame.
  const succeeded = status === 'success' || status === 'queued';
  const [wasSucceeded, setWasSucceeded] = useState(succeeded);
  if (succeeded !== wasSucceeded) {
    setWasSucceeded(succeeded);
    if (succeeded) setAttempted(false);
  }

  const errors: FieldErrors<T> = {
    ...(attempted ? validate(values) : {}),
    ...withoutEmpty(fieldErrors),
  };

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'pending') return;
    if (hasErrors(validate(values))) {
      setAttempted(true);
      setFocusRequest((n) => n + 1);
      return;
    }
    onValid(values);
  };

  return { formRef, errors, handleSubmit };
}

/** Only the fields with a message (`{ email: '' }` or `undefined` flag nothing). */
function withoutEmpty<T>(errors: FieldErrors<T> | undefined): FieldErrors<T> {
  const kept: FieldErrors<T> = {};
  for (const key of Object.keys(errors ?? {}) as (keyof T)[]) {
    const message = errors?.[key];
    if (message) kept[key] = message;
  }
  return kept;
}
