import { Activity, useEffect, useRef, useState, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';

export interface PanelSwitcherProps<K extends string> {
  /** The key of the panel to show. */
  panel: K;
  /** Every panel, by key; only `panels[panel]` is shown. */
  panels: Record<K, ReactNode>;
  /**
   * The panel a switch leads to while the flow waits to show it: rendered ahead, hidden, so that
   * when `panel` becomes it, it shows without a render of its own.
   */
  upcoming?: K | undefined;
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
 * The `upcoming` panel waits in a hidden `Activity`: React renders it when idle, and its effects
 * start only when it shows.
 */
export function PanelSwitcher<K extends string>({
  panel,
  panels,
  upcoming,
}: PanelSwitcherProps<K>) {
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
    const heading = rootRef.current
      ?.querySelector(`[data-panel="${panel}"]`)
      ?.querySelector<HTMLElement>('[data-panel-heading], h1, h2, h3');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus();
  }, [panel]);

  return (
    <div ref={rootRef}>
      {(upcoming && upcoming !== panel ? [panel, upcoming] : [panel]).map((key) => (
        <Activity key={key} mode={key === panel ? 'visible' : 'hidden'}>
          <Stage data-panel={key} data-animate={(key === panel && switched) || undefined}>
            {panels[key]}
          </Stage>
        </Activity>
      ))}
    </div>
  );
}
