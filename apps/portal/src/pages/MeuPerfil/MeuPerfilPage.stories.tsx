import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, delay, http } from 'msw';
import { expect, within } from 'storybook/test';
import { PROFILE_TITLE } from '@jornada/ui';
import { ROUTES } from '../../routes/routeTable';
import {
  ANA,
  CARLA,
  findPageHeading,
  mainOf,
  portalBeforeEach,
  portalLoader,
  portalOf,
  portalPage,
  renderPortalPage,
} from '../../stories/pageStory';

/** The profile read of the page (`GET /participante`), on any API origin. */
const PROFILE_CALL = '*/api/participante';

/**
 * `/meu-perfil`, for a logged-in participant: the page reads the profile (RTK Query) from the
 * story's mock API.
 */
const meta = {
  title: 'Portal/Pages/MeuPerfil',
  tags: ['!autodocs', 'no-visual'],
  loaders: [portalLoader],
  beforeEach: portalBeforeEach,
  render: renderPortalPage,
  parameters: { layout: 'fullscreen', portal: portalPage(ROUTES.meuPerfil.path, ANA) },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

/** The profile as the mock keeps it: name, then the form (named by the h1) with the saved values. */
async function expectProfileOf(context: Context, email: string) {
  const { canvas } = context;
  const participant = portalOf(context).mock.store.participants.get(email);
  if (!participant) throw new Error(`MeuPerfil stories: no demo account ${email}`);
  await expect(await findPageHeading(canvas, PROFILE_TITLE)).toBeVisible();
  const main = mainOf(canvas);
  const form = await main.findByRole('form', { name: PROFILE_TITLE }, { timeout: 10_000 });
  await expect(within(form).getByDisplayValue(participant.nome)).toBeVisible();
  await expect(within(form).getByDisplayValue(participant.matricula)).toBeVisible();
  await expect(within(form).getByDisplayValue(participant.email)).toBeVisible();
  return main;
}

/** Ana: the profile read, her unit's ship and shield, the form, her chosen avatar among options. */
export const Loaded: Story = {
  play: async (context) => {
    const main = await expectProfileOf(context, ANA);
    const participant = portalOf(context).mock.store.participants.get(ANA);
    await expect(main.getAllByText(participant!.nome).length).toBeGreaterThan(0);
    await expect(main.getAllByRole('button', { pressed: true })).toHaveLength(1);
  },
};

/** Carla: no avatar and no avatar options yet. */
export const WithoutAvatarOptions: Story = {
  parameters: { portal: portalPage(ROUTES.meuPerfil.path, CARLA) },
  play: async (context) => {
    const main = await expectProfileOf(context, CARLA);
    await expect(main.queryAllByRole('button', { pressed: true })).toHaveLength(0);
  },
};

/** While the profile is read: the title and a spinner. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get(PROFILE_CALL, () => delay('infinite')));
  },
  play: async ({ canvas }) => {
    await expect(await findPageHeading(canvas, PROFILE_TITLE)).toBeVisible();
    await expect(mainOf(canvas).getByRole('status')).toBeVisible();
    await expect(mainOf(canvas).queryByRole('form')).toBeNull();
  },
};

/** The profile could not be read: the API's message and a way to try again. */
export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get(PROFILE_CALL, () =>
        HttpResponse.json([{ message: 'Serviço indisponível no momento.' }], { status: 503 }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(await findPageHeading(canvas, PROFILE_TITLE)).toBeVisible();
    await expect(
      await mainOf(canvas).findByRole('alert', {}, { timeout: 10_000 }),
    ).toHaveTextContent('Serviço indisponível no momento.');
    await expect(mainOf(canvas).queryByRole('form')).toBeNull();
  },
};
