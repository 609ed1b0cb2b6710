import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { accessMachine } from '../machines/accessMachine';
import { Statechart } from './Statechart';

/**
 * `accessMachine`: the access panel: first access, login, verification code, registration with upload, recovery and the success panel. Delays: `panelSwitch` (200 ms) and `afterRegistration` (5 s).
 * The diagram is generated from the machine itself (`statechartOf`), so it never goes stale.
 */
const meta = {
  title: 'Flows/Statecharts/accessMachine',
  component: Statechart,
  // Mermaid's layout is not pixel-stable across runs: kept out of the visual comparison.
  tags: ['no-visual'],
  parameters: { layout: 'fullscreen' },
  // Typed by hand: inferring it would walk the machine's cyclic objects and log a warning.
  argTypes: { machine: { type: { name: 'other', value: 'StateMachine' }, control: false } },
  args: {
    machine: accessMachine,
    title: 'Diagrama de estados: acesso (primeiro acesso, login, código, cadastro, recuperação)',
  },
} satisfies Meta<typeof Statechart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Diagram: Story = {
  play: async ({ canvas, args }) => {
    const drawing = await canvas.findByRole('img', { name: args.title }, { timeout: 15_000 });
    await waitFor(() => expect(drawing.querySelector('svg')).not.toBeNull());
    await expect(drawing).toHaveTextContent('after 200ms');
  },
};
