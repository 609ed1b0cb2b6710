import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';

export interface Disclosure<P extends HTMLElement = HTMLElement> {
  open: boolean;
  close: (returnFocus?: boolean) => void;
  /** Spread on the toggle button: its ref, type, state and the panel it controls. */
  buttonProps: {
    ref: RefObject<HTMLButtonElement | null>;
    type: 'button';
    'aria-expanded': boolean;
    'aria-controls': string;
    onClick: () => void;
  };
  /** Spread on the panel: its id and ref. */
  panelProps: { id: string; ref: RefObject<P | null> };
}

/**
 * A button that shows and hides a panel. It toggles; Escape pressed on the button or inside the
 * panel (or with nothing focused) closes it and puts focus back on the button; a pointer press
 * outside both closes it, and puts focus back on the button when focus was inside the panel (a
 * click on another control keeps that control's focus). A nested disclosure handles its own
 * Escape first, so one press closes one level.
 */
export function useDisclosure<P extends HTMLElement = HTMLElement>(
  initialOpen = false,
): Disclosure<P> {
  const [open, setOpen] = useState(initialOpen);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const panelRef = useRef<P | null>(null);
  const panelId = useId();

  const close = useCallback((returnFocus = false) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);
  const toggle = useCallback(() => setOpen((value) => !value), []);

  useEffect(() => {
    if (!open) return undefined;
    const button = buttonRef.current;
    const panel = panelRef.current;
    const inside = (node: unknown) =>
      node instanceof Node && Boolean(button?.contains(node) || panel?.contains(node));

    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      close(true);
    };
    const onDocumentKeyDown = (event: KeyboardEvent) => {
      if (event.target === document.body || event.target === document.documentElement) {
        onEscape(event);
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (inside(event.target)) return;
      const focusWasInside = inside(document.activeElement);
      close();
      // After the press has moved focus: back to the button unless another control took it.
      if (focusWasInside) {
        window.setTimeout(() => {
          const active = document.activeElement;
          if (!active || active === document.body || inside(active)) buttonRef.current?.focus();
        }, 0);
      }
    };
    button?.addEventListener('keydown', onEscape);
    panel?.addEventListener('keydown', onEscape);
    document.addEventListener('keydown', onDocumentKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      button?.removeEventListener('keydown', onEscape);
      panel?.removeEventListener('keydown', onEscape);
      document.removeEventListener('keydown', onDocumentKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, close]);

  return {
    open,
    close,
    buttonProps: {
      ref: buttonRef,
      type: 'button',
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: toggle,
    },
    panelProps: { id: panelId, ref: panelRef },
  };
}
