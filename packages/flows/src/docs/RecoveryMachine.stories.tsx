import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { recoveryMachine } from '../machines/recoveryMachine';
import { DRAWING_TIMEOUT_MS } from './loadMermaid';
import { Statechart } from './Statechart';

/**
 * `recoveryMachine`: password recovery in three requests (e-mail, code, new password), invoked by
 * the access machine's `recovery` state.
 * The diagram is generated from the machine itself (`statechartOf`), so it never goes stale.
 */
const meta = {
  title: 'Flows/Statecharts/recoveryMachine',
  component: Statechart,
  // Mermaid's layout is not pixel-stable across runs: kept out of the visual comparison.
  tags: ['no-visual'],
  parameters: { layout: 'fullscreen' },
  // Typed by hand: inferring it would walk the machine's cyclic objects and log a warning.
  argTypes: { machine: { type: { name: 'other', value: 'StateMachine' }, control: false } },
  args: { machine: recoveryMachine, title: 'Diagrama de estados: recuperação de senha' },
} satisfies Meta<typeof Statechart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Diagram: Story = {
  play: async ({ canvas, args }) => {
    const drawing = await canvas.findByRole(
      'img',
      { name: args.title },
      { timeout: DRAWING_TIMEOUT_MS },
    );
    await waitFor(() => expect(drawing.querySelector('svg')).not.toBeNull());
    await expect(drawing).toHaveTextContent('updatePassword done');
  },
};
