import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { avatarMachine } from '../machines/avatarMachine';
import { DRAWING_TIMEOUT_MS } from './loadMermaid';
import { Statechart } from './Statechart';

/**
 * `avatarMachine`: the avatar section of the profile: no options, pending approval, chosen; selecting saves and reads the profile again.
 * The diagram is generated from the machine itself (`statechartOf`), so it never goes stale.
 */
const meta = {
  title: 'Flows/Statecharts/avatarMachine',
  component: Statechart,
  // Mermaid's layout is not pixel-stable across runs: kept out of the visual comparison.
  tags: ['no-visual'],
  parameters: { layout: 'fullscreen' },
  // Typed by hand: inferring it would walk the machine's cyclic objects and log a warning.
  argTypes: { machine: { type: { name: 'other', value: 'StateMachine' }, control: false } },
  args: { machine: avatarMachine, title: 'Diagrama de estados: avatar' },
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
    await expect(drawing).toHaveTextContent('saveAvatar done');
  },
};
