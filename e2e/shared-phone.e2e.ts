import type { BrowserContext, Page, Request } from '@playwright/test';
import { expectNoA11yViolations } from './axe';
import { isCall, routeOf } from './apiUrls';
import { enterCode, panelHeading } from './firstAccess';
import { expect, latestCode, test } from './mockServer';
import { at, ROUTES } from './routeUrls';
import { DEMO_PASSWORD, expiredToken } from './session';
import { QUEUED_TEXT } from '../packages/api/src/messages';

/**
 * Issue #28: one phone, two participants. Ana (A) and Bruno (B) take turns on one browser with
 * two or three tabs open and a slow link (held answers): nothing of A's ever reaches B, on the
 * server or on the phone. Each test has a mock API of its own (its accounts change).
 */

const ANA = 'ana@jornada.demo';
const BRUNO = 'bruno@jornada.demo';
const ANA_NAME = 'Ana Paula Souza';
const BRUNO_NAME = 'Bruno Henrique Lima';
const WAITING = 'Você tem mensagens aguardando conexão.';

/** Logs `email` in through the portal's own panels, as a participant does, up to /home. */
async function logInThroughPortal(page: Page, origin: string, email: string) {
  await page.goto(`${origin}${ROUTES.preLogin.path}`);
  await expect(panelHeading(page, 'Já possui perfil?')).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
  const sent = page.waitForResponse((r) => isCall(r.url(), 'twoFactorCode') && r.ok());
  await page.getByRole('button', { name: 'Entrar' }).click();
  await sent;
  await expect(panelHeading(page, 'Código de verificação')).toBeVisible();
  await enterCode(page, await latestCode(page.request, email, 'login', origin));
  await expect(page).toHaveURL(at(ROUTES.home.path));
}

/** A first tab, Ana's: the phone as she leaves it logged in. */
async function anasTab(context: BrowserContext, origin: string): Promise<Page> {
  const tab = await context.newPage();
  await logInThroughPortal(tab, origin, ANA);
  return tab;
}

async function openSair(page: Page) {
  await page.getByRole('button', { name: 'Abrir menu do perfil' }).click();
  await page.getByRole('button', { name: 'Sair' }).click();
}

const loggedOut = (page: Page) => expect(page.getByRole('link', { name: 'LOGIN' })).toBeVisible();

/**
 * Holds the first request of the context that `matches` until `release()`: a slow link's answer
 * that arrives after the phone changed hands. Later requests go through.
 */
async function holdFirst(
  context: BrowserContext,
  call: (url: URL) => boolean,
  matches: (r: Request) => boolean,
) {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let caught = (_request: Request) => undefined as void;
  const held = new Promise<Request>((resolve) => (caught = resolve));
  let holding = true;
  await context.route(call, async (route) => {
    if (!holding || !matches(route.request())) return route.fallback();
    holding = false;
    caught(route.request());
    await released;
    await route.continue();
  });
  return { held, release };
}

/** Everything both storages of `page` hold, as one string. */
const storedText = (page: Page) =>
  page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));

const storedUserData = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? 'null') as unknown);

/** How many messages the contact outbox (IndexedDB) holds. */
const outboxSize = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('jornada-contact-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('messages')) return resolve(0);
          const count = db.transaction('messages').objectStore('messages').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
      }),
  );

const contactMessage = {
  nome: ANA_NAME,
  email: ANA,
  telefone: '11987654321',
  mensagem: 'Mensagem da Ana, escrita no celular da equipe.',
};

const contactField = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function fillContact(page: Page) {
  await contactField(page, 'Nome').fill(contactMessage.nome);
  await contactField(page, 'Email').fill(contactMessage.email);
  await contactField(page, 'Celular').pressSequentially(contactMessage.telefone);
  await contactField(page, 'Mensagem').fill(contactMessage.mensagem);
}

async function expectEmptyContactForm(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: /Fale conosco/ })).toBeVisible();
  for (const label of ['Nome', 'Email', 'Celular', 'Mensagem'])
    await expect(contactField(page, label)).toHaveValue('');
  await expect(page.getByText('Rascunho restaurado.')).toHaveCount(0);
}

/** A contact message of A's that cannot go out: the public API is unreachable for now. */
async function queueUnreachable(context: BrowserContext, page: Page, origin: string) {
  await context.route(routeOf.faleConosco, (route) => route.abort('internetdisconnected'));
  await page.goto(`${origin}${ROUTES.faleConosco.path}`);
  await fillContact(page);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('status').filter({ hasText: QUEUED_TEXT.sendContact })).toBeVisible();
}

test.describe('one phone, two participants', () => {
  test("A's save that waited on a refresh is never sent with B's session", async ({
    context,
    freshServer,
  }) => {
    const origin = freshServer.url;
    const tab1 = await anasTab(context, origin);
    const tab2 = await context.newPage();
    await tab2.goto(`${origin}${ROUTES.meuPerfil.path}`);
    const nome = tab2.getByRole('textbox', { name: /Nome/ });
    await expect(nome).toHaveValue(ANA_NAME);

    const saves: string[] = [];
    context.on('request', (r) => {
      if (r.method() === 'PUT' && isCall(r.url(), 'participante'))
        saves.push(r.headers()['authorization'] ?? '');
    });
    const refresh = await holdFirst(context, routeOf.refreshToken, () => true);
    const stale = expiredToken();
    await tab2.evaluate((token) => localStorage.setItem('accessToken', token), stale);
    await nome.fill('Ana (salvo na aba 2)');
    await tab2.getByRole('button', { name: 'Salvar' }).click();
    await refresh.held;

    // The phone changes hands while A's refresh is on the way.
    await openSair(tab1);
    await loggedOut(tab1);
    await logInThroughPortal(tab1, origin, BRUNO);
    const brunoToken = await tab1.evaluate(() => localStorage.getItem('accessToken'));

    const refreshed = tab2.waitForResponse((r) => isCall(r.url(), 'refreshToken'));
    refresh.release();
    expect((await refreshed).ok()).toBe(true);
    await (await refreshed).finished();
    // A retry would follow the refresh at once: give it the time of a slow phone's round trip.
    await tab2.waitForTimeout(1000);

    expect(saves).toEqual([`Bearer ${stale}`]);
    expect(saves).not.toContain(`Bearer ${brunoToken}`);
    expect(freshServer.mock.store.participants.get(BRUNO)?.nome).toBe(BRUNO_NAME);
    expect(freshServer.mock.store.participants.get(ANA)?.nome).toBe(ANA_NAME);
    expect(await storedUserData(tab1)).toMatchObject({ email: BRUNO, nome: BRUNO_NAME });
    for (const tab of [tab1, tab2]) expect(await storedText(tab)).not.toContain('salvo na aba 2');
    await expect(tab2).toHaveURL(at(ROUTES.home.path));
  });

  test("A's profile answer that lands after B's login is never B's", async ({
    context,
    freshServer,
  }) => {
    const origin = freshServer.url;
    // A logs in in tab 2, whose header then reads A's profile on a link that holds the answer.
    const profileRead = (r: Request) => r.method() === 'GET' && isCall(r.url(), 'participante');
    const tab2 = await context.newPage();
    const late = await holdFirst(
      context,
      routeOf.participante,
      (r) => profileRead(r) && r.frame().page() === tab2,
    );
    await logInThroughPortal(tab2, origin, ANA);
    const anasRead = await late.held;
    const tab1 = await context.newPage();
    await tab1.goto(`${origin}${ROUTES.home.path}`);

    await openSair(tab1);
    await loggedOut(tab1);
    const brunosRead = tab1.waitForResponse((r) => profileRead(r.request()));
    await logInThroughPortal(tab1, origin, BRUNO);
    await (await brunosRead).finished();

    // A's answer lands last, after B's own.
    late.release();
    const anasAnswer = await anasRead.response();
    expect(await anasAnswer?.json()).toMatchObject({ email: ANA });
    await anasAnswer?.finished();
    // Reading and storing an answer is one task of the page: give it a slow phone's time.
    await tab2.waitForTimeout(1000);

    const stored = await storedText(tab1);
    for (const ofAna of [ANA, ANA_NAME, '100231', '1988-06-12'])
      expect(stored).not.toContain(ofAna);
    expect(await storedUserData(tab1)).toMatchObject({ email: BRUNO });
    for (const tab of [tab1, tab2]) {
      await tab.reload();
      await expect(tab.getByRole('button', { name: 'Abrir menu do perfil' })).toBeVisible();
      await expect(tab.getByText(ANA_NAME)).toHaveCount(0);
    }
    expect(await storedUserData(tab2)).toMatchObject({ email: BRUNO });
  });

  test('"Sair" clears A\'s drafts in every tab and discards the waiting message as chosen', async ({
    context,
    freshServer,
  }) => {
    const origin = freshServer.url;
    const tab1 = await anasTab(context, origin);
    const tab2 = await context.newPage();
    await tab2.goto(`${origin}${ROUTES.faleConosco.path}`);
    await contactField(tab2, 'Mensagem').fill('Rascunho da Ana, ainda não enviado.');
    const tab3 = await context.newPage();
    await queueUnreachable(context, tab3, origin);

    await openSair(tab1);
    const question = tab1.getByRole('dialog', { name: WAITING });
    await expect(question).toBeVisible();
    await expectNoA11yViolations(tab1);
    // Escape calls "Sair" off: A is still logged in, the message still waits.
    await tab1.keyboard.press('Escape');
    await expect(question).toHaveCount(0);
    await expect(tab1.getByRole('button', { name: 'Abrir menu do perfil' })).toBeVisible();
    expect(await outboxSize(tab1)).toBe(1);

    await openSair(tab1);
    await question.getByRole('button', { name: 'Descartar' }).click();
    await loggedOut(tab1);
    expect(await outboxSize(tab1)).toBe(0);
    // The other tabs forgot A's text at once, on screen and in storage.
    for (const tab of [tab2, tab3]) {
      await expectEmptyContactForm(tab);
      expect(await storedText(tab)).not.toContain('Ana');
    }

    await context.unroute(routeOf.faleConosco);
    await logInThroughPortal(tab1, origin, BRUNO);
    for (const tab of [tab2, tab3]) {
      await tab.reload();
      await expectEmptyContactForm(tab);
    }
    expect(freshServer.mock.store.contactMessages).toEqual([]);
  });

  test('"Enviar depois" sends A\'s message later; refused, it comes back to A only', async ({
    context,
    freshServer,
  }) => {
    const origin = freshServer.url;
    const tab1 = await anasTab(context, origin);
    const tab2 = await context.newPage();
    await queueUnreachable(context, tab2, origin);
    await queueUnreachable(context, tab2, origin);
    expect(await outboxSize(tab1)).toBe(2);

    await openSair(tab1);
    await tab1
      .getByRole('dialog', { name: WAITING })
      .getByRole('button', { name: 'Enviar depois' })
      .click();
    await loggedOut(tab1);
    expect(await outboxSize(tab1)).toBe(2);

    // The API takes the first message and refuses the second. This route runs before the
    // unreachable ones (the newest first): unrouting them first let a retry through in between.
    let answered = 0;
    await context.route(routeOf.faleConosco, (route) =>
      (answered += 1) === 1
        ? route.continue()
        : route.fulfill({ status: 422, json: [{ message: 'E-mail recusado.' }] }),
    );
    await tab2.reload();
    await expect.poll(() => freshServer.mock.store.contactMessages).toEqual([contactMessage]);
    await expect.poll(() => answered).toBe(2);

    await logInThroughPortal(tab1, origin, BRUNO);
    await tab1.goto(`${origin}${ROUTES.faleConosco.path}`);
    // Both contact pages are Bruno's now: neither gets A's refused message.
    for (const tab of [tab1, tab2]) {
      await expectEmptyContactForm(tab);
      await expect(tab.getByText('E-mail recusado.')).toHaveCount(0);
    }
    expect(await outboxSize(tab1)).toBe(1);
    await tab2.close();

    await openSair(tab1);
    await loggedOut(tab1);
    await logInThroughPortal(tab1, origin, ANA);
    await tab1.goto(`${origin}${ROUTES.faleConosco.path}`);
    await expect(tab1.getByText('E-mail recusado.')).toBeVisible();
    await expect(contactField(tab1, 'Mensagem')).toHaveValue(contactMessage.mensagem);
    expect(await outboxSize(tab1)).toBe(0);
  });
});
