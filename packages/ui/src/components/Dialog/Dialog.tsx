import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';

export interface DialogProps {
  /** Controlled: the caller opens and closes it. */
  open: boolean;
  /** Called on `Fechar`, Escape and a click on the backdrop. */
  onClose: () => void;
  /** Visible title; it also names the dialog. */
  title: string;
  children: ReactNode;
  /** `narrow` for a question with its answers; `wide` (the default) for a text to read. */
  size?: 'wide' | 'narrow';
}

const Root = styled.dialog<{ $size: 'wide' | 'narrow' }>`
  width: min(${({ $size }) => ($size === 'narrow' ? '480px' : '720px')}, calc(100vw - 32px));
  max-width: none;
  max-height: none;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  box-shadow: ${({ theme }) => theme.shadows.card};

  &::backdrop {
    background: rgba(3, 8, 20, 0.75);
  }
`;

/** The scrolling box (it holds the close button, so it is reachable by keyboard). */
const Inner = styled.div`
  max-height: min(85vh, 760px);
  overflow: auto;
  overscroll-behavior: contain;
`;

const Header = styled.div`
  position: sticky;
  top: 0;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[5]}`};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.brandDeep};
`;

const Content = styled.div`
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[5]} ${theme.space[5]}`};
  line-height: 1.6;
  h3 {
    margin: ${({ theme }) => `${theme.space[4]} 0 ${theme.space[2]}`};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p,
  ul {
    margin: 0 0 ${({ theme }) => theme.space[3]};
  }
`;

/**
 * Modal dialog on the native `<dialog>`. `showModal()` makes the page behind inert (Tab stays
 * inside), turns Escape into a `cancel` event and, on `close()`, gives the focus back to the element
 * that opened it. Escape, `Fechar` and a click on the backdrop call `onClose`; the body does not
 * scroll while it is open.
 */
export function Dialog({ open, onClose, title, children, size = 'wide' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    if (!dialog.open) dialog.showModal();
    // The focus starts on Fechar, the dialog's first button: with a long text the browser would
    // focus the scrolling box instead, and a phone's or a desktop's height would decide which.
    dialog.querySelector('button')?.focus();

    const requestClose = () => onCloseRef.current();
    // Escape: keep the dialog open until the caller says so.
    const onCancel = (event: Event) => {
      event.preventDefault();
      requestClose();
    };
    // The browser may close it anyway (a second Escape without user activation): tell the caller.
    const onNativeClose = () => requestClose();
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) requestClose();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    dialog.addEventListener('click', onClick);

    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      dialog.removeEventListener('click', onClick);
      if (dialog.open) dialog.close();
      document.body.style.overflow = previousOverflow;
    };
  }, [open]);

  return (
    <Root ref={ref} $size={size} aria-labelledby={open ? titleId : undefined}>
      {open && (
        <Inner>
          <Header>
            <Title id={titleId}>{title}</Title>
            <Button variant="secondary" onClick={() => onCloseRef.current()}>
              Fechar
            </Button>
          </Header>
          <Content>{children}</Content>
        </Inner>
      )}
    </Root>
  );
}
