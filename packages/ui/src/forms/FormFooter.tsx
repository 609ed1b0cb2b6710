import { memo, type ReactNode } from 'react';
import { Button } from '../components/Button';
import { FormStatus, type FormStatusProps } from '../components/FormStatus';
import { Actions } from '../components/Panel';

export interface FormFooterProps extends FormStatusProps {
  /** The submit button's text. */
  submitLabel: ReactNode;
  /** The submit button shows busy; by default while `status` is `pending`. */
  pending?: boolean;
  /** The form cannot be sent in its current state (its owner would ignore the submit). */
  submitDisabled?: boolean;
}

/**
 * The end of every form of the kit: the request's status box, then the full-width submit.
 * Memoized: typing in the form above does not render it again.
 */
export const FormFooter = memo(function FormFooter({
  submitLabel,
  pending,
  submitDisabled,
  ...statusProps
}: FormFooterProps) {
  return (
    <>
      <FormStatus {...statusProps} />
      <Actions>
        <Button
          type="submit"
          fullWidth
          disabled={submitDisabled}
          loading={pending ?? statusProps.status === 'pending'}
        >
          {submitLabel}
        </Button>
      </Actions>
    </>
  );
});
