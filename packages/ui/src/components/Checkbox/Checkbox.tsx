import { memo, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { FieldError, FieldHint, useFieldIds } from '../Field';

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'children'
> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  id?: string;
  ref?: Ref<HTMLInputElement>;
}

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.ink};
  text-align: left;
`;

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
`;

const Box = styled.input`
  flex: none;
  width: 22px;
  height: 22px;
  margin: 11px 0 0;
  accent-color: ${({ theme }) => theme.colors.brandBlue};
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &[aria-invalid='true'] {
    outline: 2px solid ${({ theme }) => theme.colors.danger};
    outline-offset: 1px;
  }
`;

/** The label is the 44px touch target, so the whole line toggles the box. */
const Text = styled.label`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.touchTarget}px;
  padding: ${({ theme }) => `${theme.space[1]} 0`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
`;

/** Checkbox with its label bound, an optional hint and an error under it. Memoized. */
export const Checkbox = memo(function Checkbox({
  label,
  hint,
  error,
  id: idProp,
  ref,
  ...rest
}: CheckboxProps) {
  const { id, hintId, errorId, control } = useFieldIds(idProp, hint, error);
  return (
    <Root>
      <Row>
        <Box ref={ref} type="checkbox" {...control} {...rest} />
        <Text htmlFor={id}>{label}</Text>
      </Row>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
    </Root>
  );
});
