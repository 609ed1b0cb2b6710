import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';

export interface PanelSwitcherProps<K extends string> {
  /** The key of the panel to show. */
  panel: K;
  /** Every panel, by key; only `panels[panel]` is rendered. */
  panels: Record<K, ReactNode>;
}

const enter = keyframes`
  from { opacity: 0; transform: translateY(12px); }
  to { opacity: 1; transform: none; }
`;

const Stage = styled.div`
  @media (prefers-reduced-motion: no-preference) {
    &[data-animate] {
      animation: ${enter} ${({ theme }) => theme.durations.panel} ease-out both;
    }
  }
`;

/**
 * Shows one panel at a time. A switch fades and slides the new panel in (theme.durations.panel,
 * none with prefers-reduced-motion) and moves the focus to its heading, so keyboard and screen
 * reader users land on the new content. The first render neither animates nor takes the focus.
 */
export function PanelSwitcher<K extends string>({ panel, panels }: PanelSwitcherProps<K>) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(panel);
  const [switched, setSwitched] = useState(false);
  if (shown !== panel) {
    setShown(panel);
    setSwitched(true);
  }

  const previous = useRef(panel);
  useEffect(() => {
    if (previous.current === panel) return;
    previous.current = panel;
    const heading = rootRef.current?.querySelector<HTMLElement>('[data-panel-heading], h1, h2, h3');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus();
  }, [panel]);

  return (
    <div ref={rootRef}>
      <Stage key={panel} data-panel={panel} data-animate={switched || undefined}>
        {panels[panel]}
      </Stage>
    </div>
  );
}
