import type { FocusEventHandler, Ref } from 'react';
import { IMaskInput } from 'react-imask';
import { maskDefinitions, type MaskKind } from '../../masks';
import { Field, type FieldChromeProps } from '../Field';

export interface MaskedFieldProps extends FieldChromeProps {
  /** `birthDate` dd/mm/aaaa, `phone` (00) 00000-0000, `code` six digits. */
  mask: MaskKind;
  /** The unmasked value: digits only (`01021990`, `11987654321`, `123456`). */
  value: string;
  /** Called with the unmasked value on every accepted change. */
  onValueChange?: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  autoComplete?: string;
  ref?: Ref<HTMLInputElement>;
}

const autoCompleteFor: Record<MaskKind, string> = {
  birthDate: 'bday',
  phone: 'tel-national',
  code: 'one-time-code',
};

/**
 * Text field with an imask pattern. The caller keeps the unmasked value; the formatting lives in
 * the mask (never rewritten in `onAccept`).
 */
export function MaskedField({
  label,
  hint,
  error,
  id,
  readOnly,
  mask,
  value,
  onValueChange,
  onBlur,
  name,
  required,
  disabled,
  placeholder,
  autoComplete,
  ref,
}: MaskedFieldProps) {
  const definition = maskDefinitions[mask];
  return (
    <Field label={label} hint={hint} error={error} id={id} readOnly={readOnly}>
      {(control) => (
        <IMaskInput
          {...control}
          mask={definition.mask}
          unmask
          lazy
          value={value}
          onAccept={(next: string) => {
            if (next !== value) onValueChange?.(next);
          }}
          inputRef={ref}
          onBlur={onBlur}
          name={name}
          type={mask === 'phone' ? 'tel' : 'text'}
          inputMode={definition.inputMode}
          autoComplete={autoComplete ?? autoCompleteFor[mask]}
          placeholder={placeholder ?? definition.placeholder}
          required={required}
          disabled={disabled}
          readOnly={readOnly}
        />
      )}
    </Field>
  );
}
