import { useId, type ReactNode } from 'react';
import { ControlBox, End, ErrorText, FieldRoot, Hint, Label, ReadOnlyTag } from './Field.styles';

/** What a control needs to be bound to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  readOnly: true | undefined;
}

export interface FieldChromeProps {
  /** Always visible and bound to the control. */
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the control; marks it `aria-invalid`. */
  error?: string;
  id?: string;
  /** Adds a discreet "(somente leitura)" to the label. */
  readOnly?: boolean;
  /**
   * Read-only for now, with no tag: a request with this value is on its way, and a key typed
   * meanwhile would not be taken.
   */
  locked?: boolean;
}

/**
 * The ids and ARIA of a control: `aria-describedby` (the hint first, then the error), and
 * `readOnly` when it takes no edit.
 */
export function useFieldIds(idProp?: string, hint?: ReactNode, error?: string, readOnly?: boolean) {
  const auto = useId();
  const id = idProp ?? `field-${auto}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const control: FieldControlProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    readOnly: readOnly || undefined,
  };
  return { id, hintId, errorId, control };
}

function ErrorIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="7.5" fill="currentColor" />
      <path d="M8 4v5M8 11.5v.5" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/** The error line under a control (also used by Checkbox and PhotoPicker). */
export function FieldError({ id, children }: { id?: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <ErrorText id={id}>
      <ErrorIcon />
      <span>{children}</span>
    </ErrorText>
  );
}

export function FieldHint({ id, children }: { id?: string; children?: ReactNode }) {
  if (!children) return null;
  return <Hint id={id}>{children}</Hint>;
}

export interface FieldProps extends FieldChromeProps {
  /** Renders the control with the ids and ARIA it needs. */
  children: (control: FieldControlProps) => ReactNode;
  /** Inside the control's box, on the right (the password toggle). */
  end?: ReactNode;
}

/**
 * Shared field chrome: label above, the control, hint and error under it. Every text-like field
 * of the kit (TextField, PasswordField, MaskedField, TextAreaField) is built on it.
 */
export function Field({
  label,
  hint,
  error,
  id: idProp,
  readOnly,
  locked,
  end,
  children,
}: FieldProps) {
  const { id, hintId, errorId, control } = useFieldIds(idProp, hint, error, readOnly || locked);
  return (
    <FieldRoot>
      <Label htmlFor={id}>
        {label}
        {readOnly && <ReadOnlyTag>(somente leitura)</ReadOnlyTag>}
      </Label>
      <ControlBox $hasEnd={Boolean(end)}>
        {children(control)}
        {end && <End>{end}</End>}
      </ControlBox>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
    </FieldRoot>
  );
}
