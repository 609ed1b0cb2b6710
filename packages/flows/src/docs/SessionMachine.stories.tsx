import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { sessionMachine } from '../machines/sessionMachine';
import { Statechart } from './Statechart';

/**
 * `sessionMachine`: logged in or not; LOGOUT and a failed refresh clear the session and reload.
 * The diagram is generated from the machine itself (`statechartOf`), so it never goes stale.
 */
const meta = {
  title: 'Flows/Statecharts/sessionMachine',
  component: Statechart,
  // Mermaid's layout is not pixel-stable across runs: kept out of the visual comparison.
  tags: ['no-visual'],
  parameters: { layout: 'fullscreen' },
  args: { machine: sessionMachine, title: 'Diagrama de estados: sessão' },
} satisfies Meta<typeof Statechart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Diagram: Story = {
  play: async ({ canvas, args }) => {
    const drawing = await canvas.findByRole('img', { name: args.title }, { timeout: 15_000 });
    await waitFor(() => expect(drawing.querySelector('svg')).not.toBeNull());
    await expect(drawing).toHaveTextContent('LOGOUT');
  },
};
