import { CAMPAIGN_NAMES, CAMPAIGN_SLUGS } from '../../apps/portal/src/content/campaigns/list';
import { CONTACT_TITLE } from '../../packages/ui/src/copy';
import { findEngines } from '../../scripts/engines.mjs';
import { expect, latestCode, test } from '../mockServer';
import { ROUTES, campaignUrl } from '../routeUrls';
import { DEMO_PASSWORD } from '../session';
import { BROWSERS } from './browsers';
import type { Browsing } from './browsing';

/**
 * A participant's everyday visit, in the engines besides Chromium: the login with the e-mailed
 * code, a campaign from its tile, the menu, the contact form (its mask, its messages, its draft
 * kept over a reload), "Sair" on a shared phone and the privacy notice. Where a screen changes,
 * the focus lands where the Chromium journeys expect it; Escape closes what opened.
 */

test.describe.configure({ timeout: 180_000 });
test.beforeAll(() => void findEngines());

const ANA = 'ana@jornada.demo';
const BRUNO = 'bruno@jornada.demo';
const DRAFT = 'Rascunho da Ana, ainda não enviado.';
const PHONE = '11987654321';
const FIRST = CAMPAIGN_SLUGS[0]!;

/** The login through the portal's panels, with the code e-mailed to `email`, up to /home. */
async function logIn(b: Browsing, origin: string, email: string, code: () => Promise<string>) {
  await b.open(`${origin}${ROUTES.preLogin.path}`);
  await b.heading('Já possui perfil?');
  await b.type('E-mail', email);
  await b.type('Senha', DEMO_PASSWORD);
  await b.press('Entrar');
  await b.heading('Código de verificação');
  await expect.poll(() => b.focused()).toBe('Código de verificação');
  await b.type('Código', await code());
  await b.press('Confirmar');
  await expect.poll(() => b.path(), { timeout: 30_000 }).toBe(ROUTES.home.path);
}

async function everydayVisit(b: Browsing, origin: string, code: () => Promise<string>) {
  await logIn(b, origin, ANA, code);

  await b.press(CAMPAIGN_NAMES[FIRST]);
  await b.heading(CAMPAIGN_NAMES[FIRST]);
  expect(await b.path()).toBe(campaignUrl(FIRST));
  await expect.poll(() => b.focused()).toBe(CAMPAIGN_NAMES[FIRST]);

  await b.press('Abrir menu');
  await expect.poll(() => b.focused()).toBe('Fechar menu');
  expect(await b.shows('Menu principal')).toBe(true);
  await b.escape();
  await expect.poll(() => b.shows('Menu principal')).toBe(false);
  expect(await b.focused()).toBe('Abrir menu');

  await b.open(`${origin}${ROUTES.faleConosco.path}`);
  await b.heading(CONTACT_TITLE);
  await b.type('Celular', PHONE);
  await expect.poll(() => b.value('Celular')).toBe('(11) 98765-4321');
  await b.press('Enviar');
  for (const message of ['Informe o seu nome.', 'Informe o seu e-mail.', 'Escreva a sua mensagem.'])
    await expect.poll(() => b.shows(message)).toBe(true);
  // At once: what was typed a moment ago is written as the page goes.
  await b.reload();
  await b.heading(CONTACT_TITLE);
  await expect.poll(() => b.shows('Rascunho restaurado.')).toBe(true);
  expect(await b.value('Celular')).toBe('(11) 98765-4321');

  await b.press('Abrir menu do perfil');
  await b.press('Sair');
  await expect.poll(() => b.shows('LOGIN')).toBe(true);
  const stored = await b.stored();
  expect(stored).not.toContain(ANA);
  expect(stored).not.toContain(PHONE);
  await b.open(`${origin}${ROUTES.faleConosco.path}`);
  await b.heading(CONTACT_TITLE);
  expect(await b.value('Celular')).toBe('');
  expect(await b.shows('Rascunho restaurado.')).toBe(false);

  await b.open(`${origin}${ROUTES.preLogin.path}`);
  await b.press('Política de Privacidade');
  await expect.poll(() => b.focused()).toBe('Fechar');
  await b.escape();
  await expect.poll(() => b.focused()).toBe('Política de Privacidade');
}

for (const { engine, browse } of BROWSERS)
  test(`${engine}: login, a campaign, the menu, the contact form, Sair and the privacy notice`, async ({
    freshServer,
    request,
  }) => {
    const origin = freshServer.url;
    await browse((b) => everydayVisit(b, origin, () => latestCode(request, ANA, 'login', origin)));
  });

/** One phone, two tabs: Ana's "Sair" in one forgets her text in the other; Bruno finds none. */
async function sharedPhone(
  b: Browsing,
  origin: string,
  codeFor: (email: string) => () => Promise<string>,
) {
  await logIn(b, origin, ANA, codeFor(ANA));
  const other = await b.newTab();
  await other.open(`${origin}${ROUTES.faleConosco.path}`);
  await other.heading(CONTACT_TITLE);
  await other.type('Mensagem', DRAFT);
  // Her draft is kept, as a reload would need it.
  await expect.poll(() => other.stored()).toContain(DRAFT);

  await b.press('Abrir menu do perfil');
  await b.press('Sair');
  await expect.poll(() => b.shows('LOGIN')).toBe(true);
  await expect.poll(() => other.value('Mensagem')).toBe('');
  expect(await other.shows('Rascunho restaurado.')).toBe(false);
  for (const tab of [b, other]) {
    const stored = await tab.stored();
    expect(stored).not.toContain(ANA);
    expect(stored).not.toContain(DRAFT);
  }

  await logIn(b, origin, BRUNO, codeFor(BRUNO));
  await other.reload();
  await other.heading(CONTACT_TITLE);
  expect(await other.value('Mensagem')).toBe('');
  expect(await other.shows('Rascunho restaurado.')).toBe(false);
}

for (const { engine, browse } of BROWSERS)
  test(`${engine}: one phone, two tabs: Sair in one forgets Ana's text in the other`, async ({
    freshServer,
    request,
  }) => {
    const origin = freshServer.url;
    await browse((b) =>
      sharedPhone(b, origin, (email) => () => latestCode(request, email, 'login', origin)),
    );
  });
