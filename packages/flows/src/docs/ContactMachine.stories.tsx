import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { contactMachine } from '../machines/contactMachine';
import { DRAWING_TIMEOUT_MS } from './loadMermaid';
import { Statechart } from './Statechart';

/**
 * `contactMachine`: the contact form: editing and sending; success clears the form, failure keeps it.
 * The diagram is generated from the machine itself (`statechartOf`), so it never goes stale.
 */
const meta = {
  title: 'Flows/Statecharts/contactMachine',
  component: Statechart,
  // Mermaid's layout is not pixel-stable across runs: kept out of the visual comparison.
  tags: ['no-visual'],
  parameters: { layout: 'fullscreen' },
  // Typed by hand: inferring it would walk the machine's cyclic objects and log a warning.
  argTypes: { machine: { type: { name: 'other', value: 'StateMachine' }, control: false } },
  args: { machine: contactMachine, title: 'Diagrama de estados: fale conosco' },
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
    await expect(drawing).toHaveTextContent('sendContact done');
  },
};
