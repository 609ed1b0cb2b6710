import { useEffect, useRef, useState, type FormEvent } from 'react';
import { hasErrors, type FieldErrors } from '../validation';

/**
 * Validate-on-submit for a controlled form. Until the first submit no error shows; after it the
 * errors follow the values live (fixing a field clears its message). `onValid` is only called
 * with values that pass; on failure the first invalid control gets the focus.
 */
export function useValidatedForm<T>(
  values: T,
  validate: (values: T) => FieldErrors<T>,
  onValid: (values: T) => void,
  { blocked = false }: { blocked?: boolean } = {},
) {
  const [attempted, setAttempted] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const errors: FieldErrors<T> = attempted ? validate(values) : {};

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (blocked) return;
    if (hasErrors(validate(values))) {
      setAttempted(true);
      setFocusRequest((n) => n + 1);
      return;
    }
    onValid(values);
  };

  return { formRef, errors, handleSubmit };
}
