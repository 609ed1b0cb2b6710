import { useEffect, useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { AnyStateMachine } from 'xstate';
import { statechartOf, type StatechartView } from '../machines/statechart';
import { loadMermaid } from './loadMermaid';

export interface StatechartProps {
  /** The machine whose definition is drawn (`statechartOf`). */
  machine: AnyStateMachine;
  /** Accessible name of the diagram, e.g. 'Diagrama de estados: acesso'. */
  title: string;
  /** A part of the machine: one parent state, or the top levels only (default: all of it). */
  view?: StatechartView;
}

const Card = styled.figure`
  margin: 0;
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  box-shadow: ${({ theme }) => theme.shadows.card};
  overflow-x: auto;

  figcaption {
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-bottom: ${({ theme }) => theme.space[3]};
  }
  svg {
    max-width: none;
    height: auto;
  }
  pre {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    white-space: pre;
  }
`;

type Drawing = { status: 'drawing' } | { status: 'drawn'; svg: string } | { status: 'failed' };

/**
 * A machine's statechart drawn in the browser: its Mermaid text (`statechartOf(machine)`, so the
 * diagram always follows the machine) rendered to SVG by Mermaid, loaded on demand so only
 * Storybook ever loads it (see `loadMermaid`). Drawn at its natural size (the card scrolls); a
 * large machine reads best a part at a time (`view`). The text is below the drawing, for copying.
 */
export function Statechart({ machine, title, view }: StatechartProps) {
  const { focus, depth } = view ?? {};
  const text = useMemo(() => statechartOf(machine, { focus, depth }), [machine, focus, depth]);
  const id = `statechart-${useId().replace(/[^a-zA-Z0-9-]/g, '')}`;
  const [drawing, setDrawing] = useState<Drawing>({ status: 'drawing' });

  useEffect(() => {
    let current = true;
    void (async () => {
      try {
        const mermaid = await loadMermaid();
        mermaid.initialize({
          startOnLoad: false,
          securityLevel: 'strict',
          theme: 'neutral',
          fontFamily: 'Inter, system-ui, sans-serif',
          // At its natural size, scrolled in the card: shrunk to the column, labels were unreadable.
          state: { useMaxWidth: false },
        });
        const { svg } = await mermaid.render(id, text);
        if (current) setDrawing({ status: 'drawn', svg });
      } catch {
        if (current) setDrawing({ status: 'failed' });
      }
    })();
    return () => {
      current = false;
    };
  }, [id, text]);

  return (
    <Card aria-busy={drawing.status === 'drawing' || undefined}>
      <figcaption>{title}</figcaption>
      {drawing.status === 'drawn' && (
        <div
          role="img"
          aria-label={title}
          data-statechart=""
          // Mermaid's own SVG of our own text (securityLevel strict).
          dangerouslySetInnerHTML={{ __html: drawing.svg }}
        />
      )}
      {drawing.status === 'failed' && <p>Não foi possível desenhar o diagrama.</p>}
      <details>
        <summary>Texto Mermaid</summary>
        <pre>{text}</pre>
      </details>
    </Card>
  );
}
