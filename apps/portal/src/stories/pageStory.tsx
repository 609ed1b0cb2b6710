/**
 * Story support for the portal's pages (Storybook only: the app never imports it). A page story
 * shows a page as the portal composes it: the route table's routes with their guards inside the
 * layout (header with its menu, main), in StrictMode as at start-up (startup/app.tsx), with a
 * memory router at a real address. Data comes from a fresh mock API for each story; the runtime
 * config is config.json's, set as main.tsx sets it; a logged-in story logs in to that mock through
 * the app's own api client, which stores the session (tokens, userData) as a login does.
 *
 * Usage, in the meta of `pages/<Name>/<Name>Page.stories.tsx`:
 * `loaders: [portalLoader], beforeEach: portalBeforeEach, render: renderPortalPage,
 * parameters: { layout: 'fullscreen', portal: portalPage(ROUTES.home.path, ANA) }`.
 */
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { Meta, StoryContext } from '@storybook/react-vite';
import {
  configureApi,
  createMemoryStorage,
  parseConfig,
  portalApi,
  replaceLocalStorage,
  replaceSessionStorage,
} from '@jornada/api';
import { DEMO_PASSWORD, createMockApi, type MockApi } from '@jornada/api/mock';
import { fn, within } from 'storybook/test';
import configJson from '../../public/config.json';
import { setAppConfig } from '../config/appConfig';
import { AppRoutes } from '../routes/router';
import { getApiClient, getApiStore } from '../store/apiStore';

/** Every code the story's mock "e-mails". */
const CODE = '123456';

/** Demo accounts of the mock (README): Ana has chosen her avatar, Carla has no options yet. */
export const ANA = 'ana@jornada.demo';
export const CARLA = 'carla@jornada.demo';

/** An address the catch-all route answers (no row of the route table matches it). */
export const UNKNOWN_URL = '/nao-existe';

/** The runtime config the portal serves beside index.html (apps/portal/public/config.json). */
const STORY_CONFIG = parseConfig(configJson);

export interface PortalPageParameters {
  /** The address the router opens: a path of the route table (routes/routeTable.ts). */
  url: string;
  /** A demo account's e-mail to be logged in as; `null`: an anonymous visitor. */
  participant: string | null;
}

/**
 * `parameters.portal`: the page at `url`, for `participant` (an anonymous visitor by default).
 * Write the meta's `parameters` as an object literal (`{ layout: 'fullscreen', portal: … }`):
 * Storybook adds the meta's doc comment into that literal, and would replace a call's result.
 */
export const portalPage = (
  url: string,
  participant: string | null = null,
): PortalPageParameters => ({ url, participant });

export interface PortalBackend {
  mock: MockApi;
  /** What the api calls when the session cannot be renewed (the app's default reloads). */
  onLogout: ReturnType<typeof fn>;
}

/**
 * Before each story: config.json's config (as main.tsx sets it), empty memory storages in place of
 * localStorage and sessionStorage (no session, no draft, nothing left by another story), the
 * app's one store with an empty cache, the api pointed at the config with a logout that does not
 * reload the preview, and a fresh mock API.
 */
function createPortalBackend(): PortalBackend {
  setAppConfig(STORY_CONFIG);
  replaceLocalStorage(createMemoryStorage());
  replaceSessionStorage(createMemoryStorage());
  // The store is created once (its first call configures the api); every story empties its cache.
  getApiStore().dispatch(portalApi.util.resetApiState());
  const onLogout = fn().mockName('onLogout');
  configureApi(STORY_CONFIG, { onLogout });
  return { mock: createMockApi({ fixedCode: CODE, avatarOptionsDelayMs: 0 }), onLogout };
}

/** `loaders: [portalLoader]`: `portalOf(context)` in beforeEach, render and play. */
export const portalLoader = () => ({ portal: createPortalBackend() });

type Context = Pick<StoryContext, 'loaded' | 'parameters'>;

/** The story's mock API and logout spy (see `portalLoader`). */
export function portalOf(context: Pick<StoryContext, 'loaded'>): PortalBackend {
  const backend = context.loaded.portal as PortalBackend | undefined;
  if (!backend) throw new Error('Add `loaders: [portalLoader]` to the story.');
  return backend;
}

function pageOf(context: Context): PortalPageParameters {
  const page = context.parameters.portal as PortalPageParameters | undefined;
  if (!page) throw new Error('Add `parameters: { portal: portalPage(url, participant) }`.');
  return page;
}

/**
 * Logs in as `email` through the app's api client (code, then authenticate: the session is stored
 * as at a login), reads the profile (stored as userData, as the header's refresh does), then
 * empties the cache: the page starts as after a reload, its session in storage.
 */
async function logIn(email: string): Promise<void> {
  const client = getApiClient();
  await client.requestCode({ email });
  await client.authenticate({ email, password: DEMO_PASSWORD, twoFactorAuthenticationCode: CODE });
  await client.getProfile();
  getApiStore().dispatch(portalApi.util.resetApiState());
}

type BeforeEach = Extract<NonNullable<Meta['beforeEach']>, (context: never) => unknown>;

/**
 * The story's mock API behind MSW, then the login if the story has a participant. A story's own
 * `beforeEach` runs after this one: the handlers it adds come first.
 */
export const portalBeforeEach: BeforeEach = async (context) => {
  context.msw.use(...portalOf(context).mock.handlers);
  const { participant } = pageOf(context);
  if (participant) await logIn(participant);
};

/** The portal's routes in its layout, at the story's address. */
export function renderPortalPage(_args: unknown, context: Context) {
  return (
    <StrictMode>
      <MemoryRouter initialEntries={[pageOf(context).url]}>
        <AppRoutes />
      </MemoryRouter>
    </StrictMode>
  );
}

/** A page's chunk loads on first render (Vite compiles it the first time): allow for it. */
const PAGE_LOAD = { timeout: 15_000 };

/** The page's h1, once its chunk has loaded and it rendered. */
export const findPageHeading = (canvas: ReturnType<typeof within>, name: string | RegExp) =>
  canvas.findByRole('heading', { level: 1, name }, PAGE_LOAD);

/** The page's own content (the layout's main landmark), apart from the header. */
export const mainOf = (canvas: ReturnType<typeof within>) => within(canvas.getByRole('main'));
