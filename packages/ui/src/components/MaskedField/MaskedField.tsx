import { memo, useLayoutEffect, useRef, type FocusEventHandler, type Ref } from 'react';
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

/** What MaskedField reads of react-imask's component: its mask (`maskRef`, once mounted). */
interface MaskHandle {
  maskRef?: { unmaskedValue: string };
}

/**
 * Text field with an imask pattern. The caller keeps the unmasked value; the formatting lives in
 * the mask (never rewritten in `onAccept`). Memoized: a form's other fields changing does not
 * render it again.
 *
 * The mask holds what is typed, so the value is not handed to `IMaskInput` (which would apply it
 * again after every render): it goes into the mask only when it says something else than the mask
 * already has (a restored draft, a form emptied, a key the caller did not take), never back after
 * a key the caller just took.
 */
export const MaskedField = memo(function MaskedField({
  label,
  hint,
  error,
  id,
  readOnly,
  locked,
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
  const maskHandle = useRef<MaskHandle>(null);
  const held = useRef(value);
  const showHeld = () => {
    const masked = maskHandle.current?.maskRef;
    if (masked && masked.unmaskedValue !== held.current) masked.unmaskedValue = held.current;
  };
  // A layout effect: the mask (made as IMaskInput mounted, just before) shows the value before
  // the browser paints.
  useLayoutEffect(() => {
    held.current = value;
    showHeld();
  }, [value]);
  return (
    <Field label={label} hint={hint} error={error} id={id} readOnly={readOnly} locked={locked}>
      {(control) => (
        <IMaskInput
          {...control}
          mask={definition.mask}
          ref={maskHandle}
          unmask
          lazy
          onAccept={(next: string) => {
            if (next === held.current) return;
            onValueChange?.(next);
            // As a controlled input does: a key the caller did not take (its form busy elsewhere)
            // is undone once React has rendered what the caller holds, never left on screen.
            queueMicrotask(showHeld);
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
        />
      )}
    </Field>
  );
});
