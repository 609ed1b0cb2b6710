import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { accessMachine } from '../machines/accessMachine';
import { DRAWING_TIMEOUT_MS } from './loadMermaid';
import { Statechart } from './Statechart';

/**
 * `accessMachine`: the access panel: first access, login, verification code, registration with upload, recovery and the success panel. Delays: `panelSwitch` (200 ms) and `afterRegistration` (5 s).
 * The diagram is generated from the machine itself (`statechartOf`), so it never goes stale. Too
 * large to read whole, it is drawn as an overview of the panels and then one panel at a time.
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
    view: { depth: 1 },
    title: 'Diagrama de estados: acesso, visão geral dos painéis',
  },
} satisfies Meta<typeof Statechart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The diagram is drawn, at its natural size (wider than its card: it scrolls), with `label`. */
const drawnWith =
  (label: string): Story['play'] =>
  async ({ canvas, args }) => {
    const drawing = await canvas.findByRole(
      'img',
      { name: args.title },
      { timeout: DRAWING_TIMEOUT_MS },
    );
    await waitFor(() => expect(drawing.querySelector('svg')).not.toBeNull());
    await expect(drawing).toHaveTextContent(label);
    const svg = drawing.querySelector('svg')!;
    await expect(svg.getAttribute('width')).not.toBe('100%');
  };

/** The panels only, each parent state closed: how a participant moves between them. */
export const Overview: Story = { play: drawnWith('authenticate done') };

export const FirstAccess: Story = {
  args: { view: { focus: 'firstAccess' }, title: 'Diagrama de estados: acesso, primeiro acesso' },
  play: drawnWith('lookUpParticipant done'),
};

export const Login: Story = {
  args: { view: { focus: 'login' }, title: 'Diagrama de estados: acesso, login' },
  play: drawnWith('after 200ms'),
};

export const Code: Story = {
  args: { view: { focus: 'code' }, title: 'Diagrama de estados: acesso, código de verificação' },
  play: drawnWith('authenticate done'),
};

export const Registration: Story = {
  args: { view: { focus: 'registration' }, title: 'Diagrama de estados: acesso, cadastro' },
  play: drawnWith('register error'),
};

export const Recovery: Story = {
  args: { view: { focus: 'recovery' }, title: 'Diagrama de estados: acesso, recuperação de senha' },
  play: drawnWith('recovery done'),
};
