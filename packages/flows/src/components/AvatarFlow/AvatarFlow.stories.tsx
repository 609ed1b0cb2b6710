import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, delay, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SUCCESS_TEXT } from '../../machines/shared/messages';
import type { AvatarParticipant } from '../../machines/avatarMachine';
import { backendLoader, backendOf, signIn, storyDisplayUrl } from '../../stories/backend';
import { AvatarFlow } from './AvatarFlow';

/** Until `signIn` has read the profile (never shown: beforeEach awaits it). */
const nobody: AvatarParticipant = {
  nome: '',
  matricula: '',
  avatarUrl: null,
  avatarOpcao01Url: null,
  avatarOpcao02Url: null,
  avatarOpcao03Url: null,
};

/**
 * The profile's avatar section bound to `avatarMachine`, signed in to the mock API as a demo
 * participant (`parameters.participant`): Carla has no options yet, Bruno's wait for approval,
 * Ana has chosen hers and may change it.
 */
const meta = {
  title: 'Flows/AvatarFlow',
  component: AvatarFlow,
  loaders: [backendLoader],
  beforeEach: async (context) => {
    const backend = backendOf(context);
    context.msw.use(...backend.mock.handlers);
    await signIn(
      backend,
      (context.parameters.participant as string | undefined) ?? 'ana@jornada.demo',
    );
  },
  args: { participant: nobody, onChanged: fn() },
  render: (args, context) => {
    const backend = backendOf(context);
    return (
      <AvatarFlow
        {...args}
        participant={backend.participant ?? nobody}
        client={backend.client}
        toDisplayUrl={storyDisplayUrl}
      />
    );
  },
} satisfies Meta<typeof AvatarFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

const SLOW = { timeout: 4000 };
const section = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('region', { name: 'Seu avatar' });

/** No avatar and no options yet. */
export const NoOptions: Story = {
  parameters: { participant: 'carla@jornada.demo' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Seus avatares ainda não estão disponíveis/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Selecionar' })).toBeNull();
  },
};

/** Options waiting for approval, none chosen. */
export const Pending: Story = {
  parameters: { participant: 'bruno@jornada.demo' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Seus avatares estão em aprovação/)).toBeVisible();
  },
};

/** Options and a chosen avatar (marked `Selecionado`). */
export const Chosen: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Você pode trocar o seu avatar/)).toBeVisible();
    await expect(within(section(canvas)).getByText('Selecionado')).toBeVisible();
  },
};

/** Selecting saves at once: the option's button shows progress while `PUT /participante` runs. */
export const Saving: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.put('*/api/participante', () => delay('infinite')));
  },
  play: async ({ canvas }) => {
    const [first] = canvas.getAllByRole('button', { name: 'Selecionar' });
    await userEvent.click(first as HTMLElement);
    await waitFor(() => expect(section(canvas)).toHaveAttribute('aria-busy', 'true'));
  },
};

/** The save fails: the API's line in the red box, the previous choice kept. */
export const SaveError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.put('*/api/participante', () =>
        HttpResponse.json([{ message: 'Não foi possível salvar o avatar agora.' }], {
          status: 500,
        }),
      ),
    );
  },
  play: async ({ canvas }) => {
    const [first] = canvas.getAllByRole('button', { name: 'Selecionar' });
    await userEvent.click(first as HTMLElement);
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'Não foi possível salvar o avatar agora.',
    );
    await expect(within(section(canvas)).getByText('Selecionado')).toBeVisible();
  },
};

/** Selecting another option: saved, the profile read again, the new one marked, `onChanged`. */
export const SelectJourney: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    const ana = backendOf(context).participant;
    const [first] = canvas.getAllByRole('button', { name: 'Selecionar' });
    await userEvent.click(first as HTMLElement);
    await canvas.findByText(SUCCESS_TEXT.updateProfile, {}, SLOW);
    await waitFor(() =>
      expect(args.onChanged).toHaveBeenCalledWith(
        expect.objectContaining({ avatarUrl: ana?.avatarOpcao01Url }),
      ),
    );
    await expect(canvas.getAllByRole('button', { name: 'Selecionar' })[0]).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
