import type { BrowserContext, Page } from '@playwright/test';
import { expectNoA11yViolations } from './axe';
import { expect, test } from './mockServer';
import { GENERIC_ERROR, QUEUED_TEXT, SUCCESS_TEXT } from '../packages/api/src/messages';
import { ROUTES } from './routeUrls';
import { CONTACT_TITLE } from '../packages/ui/src/copy';
import { isCall, routeOf } from './apiUrls';

// The outbox's last resort is the service worker's Background Sync.
test.use({ serviceWorkers: 'allow' });

test.describe('Fale Conosco', () => {
  test('required fields show their pt-BR messages and nothing is sent', async ({ page }) => {
    let sent = false;
    page.on('request', (request) => {
      if (isCall(request.url(), 'faleConosco')) sent = true;
    });
    await page.goto(ROUTES.faleConosco.path);
    await expect(page).toHaveTitle('Fale Conosco · Jornada');
    await expect(page.getByRole('heading', { level: 1, name: CONTACT_TITLE })).toBeVisible();
    await expect(page.getByLabel('Celular')).toHaveAttribute('placeholder', 'Somente números');
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Informe o seu nome.')).toBeVisible();
    await expect(page.getByText('Informe o seu e-mail.')).toBeVisible();
    await expect(page.getByText('Informe o seu celular.')).toBeVisible();
    await expect(page.getByText('Escreva a sua mensagem.')).toBeVisible();
    await expect(page.getByLabel('Nome', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expectNoA11yViolations(page);

    // A short phone number is not a phone number.
    await page.getByLabel('Celular').pressSequentially('1198765');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Informe o celular com DDD (11 dígitos).')).toBeVisible();
    expect(sent).toBe(false);
  });

  test('masks the phone and sends the message to the public API', async ({ page }) => {
    await page.goto(ROUTES.faleConosco.path);
    await page.getByLabel('Nome', { exact: true }).fill('Ana Paula Souza');
    await page.getByLabel('Email').fill('ana@jornada.demo');
    const phone = page.getByLabel('Celular');
    await phone.pressSequentially('11987654321');
    await expect(phone).toHaveValue('(11) 98765-4321');
    await page.getByLabel('Mensagem').fill('Quando ficam prontos os avatares da minha unidade?');

    const request = page.waitForRequest(
      (r) => r.method() === 'POST' && isCall(r.url(), 'faleConosco'),
    );
    await page.getByRole('button', { name: 'Enviar' }).click();
    const sent = await request;
    expect(sent.headers()['authorization']).toBeUndefined();
    expect(sent.postDataJSON()).toEqual({
      nome: 'Ana Paula Souza',
      email: 'ana@jornada.demo',
      telefone: '11987654321',
      mensagem: 'Quando ficam prontos os avatares da minha unidade?',
    });
    await expect(page.getByText(SUCCESS_TEXT.sendContact)).toBeVisible();
    // Success clears the form.
    await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('');
    await expect(phone).toHaveValue('');
    await expectNoA11yViolations(page);
  });

  test('an error answer keeps what was typed and shows the generic message', async ({ page }) => {
    await page.route(routeOf.faleConosco, (route) => route.fulfill({ status: 500 }));
    await page.goto(ROUTES.faleConosco.path);
    await page.getByLabel('Nome', { exact: true }).fill('Bruno Henrique Lima');
    await page.getByLabel('Email').fill('bruno@jornada.demo');
    await page.getByLabel('Celular').pressSequentially('21912345678');
    await page.getByLabel('Mensagem').fill('Não recebi o código.');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText(GENERIC_ERROR)).toBeVisible();
    await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Bruno Henrique Lima');
    await expect(page.getByLabel('Celular')).toHaveValue('(21) 91234-5678');
    await expect(page.getByLabel('Mensagem')).toHaveValue('Não recebi o código.');
    await expectNoA11yViolations(page);
  });
});

const message = {
  nome: 'Carla Mendes',
  email: 'carla@jornada.demo',
  telefone: '31998765432',
  mensagem: 'Estou sem sinal no caminhão: minha mensagem chega?',
};

async function fillContact(page: Page) {
  await page.getByLabel('Nome', { exact: true }).fill(message.nome);
  await page.getByLabel('Email').fill(message.email);
  await page.getByLabel('Celular').pressSequentially(message.telefone);
  await page.getByLabel('Mensagem').fill(message.mensagem);
}

/** Writes the message offline on a contact page of `origin`, sees it queued, and closes the tab. */
async function queueOfflineThenClose(context: BrowserContext, origin: string) {
  const page = await context.newPage();
  await page.goto(`${origin}${ROUTES.faleConosco.path}`);
  await fillContact(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('status').filter({ hasText: QUEUED_TEXT.sendContact })).toBeVisible();
  await page.close();
}

/**
 * The contact call fails on the network `times` times: for a page, or for a whole context (its
 * service worker too).
 */
const failContactSends = (target: Page | BrowserContext, times: number) =>
  target.route(routeOf.faleConosco, (route) => route.abort('internetdisconnected'), { times });

/** The start-up hook has run (after load, when idle): the page will flush on `online`. */
const outboxStarted = (page: Page) =>
  page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => /contactOutbox-/.test(entry.name)),
  );

test.describe('Fale Conosco without a connection (the outbox)', () => {
  test('sent offline, it waits and goes out once when the connection returns, with two tabs open', async ({
    context,
    freshServer,
  }) => {
    const received = freshServer.mock.store.contactMessages;
    const page = await context.newPage();
    const otherTab = await context.newPage();
    await otherTab.goto(`${freshServer.url}${ROUTES.regulamento.path}`);
    await page.goto(`${freshServer.url}${ROUTES.faleConosco.path}`);
    await Promise.all([outboxStarted(page), outboxStarted(otherTab)]);
    await fillContact(page);

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Enviar' }).click();
    const status = page.getByRole('status').filter({ hasText: QUEUED_TEXT.sendContact });
    await expect(status).toBeVisible();
    await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('');
    await expectNoA11yViolations(page);
    expect(received).toEqual([]);

    await context.setOffline(false);
    await expect(
      page.getByRole('status').filter({ hasText: SUCCESS_TEXT.sendContact }),
    ).toBeVisible();
    await expect(status).toBeHidden();
    // Both tabs heard `online`; the Web Lock lets one of them send it.
    await page.waitForTimeout(1_000);
    expect(received).toEqual([message]);
  });

  test('closing the tab loses nothing: the next visit sends it', async ({
    context,
    freshServer,
  }) => {
    await queueOfflineThenClose(context, freshServer.url);

    await context.setOffline(false);
    const nextVisit = await context.newPage();
    await nextVisit.goto(`${freshServer.url}${ROUTES.landing.path}`);
    await expect.poll(() => freshServer.mock.store.contactMessages).toEqual([message]);
  });

  test('refused by the API with no contact page open: the next one gives it back', async ({
    context,
    freshServer,
  }) => {
    await queueOfflineThenClose(context, freshServer.url);

    const refusal = 'O campo mensagem contém palavras não permitidas.';
    let refused = 0;
    await context.route(routeOf.faleConosco, async (route) => {
      refused += 1;
      await route.fulfill({ status: 400, json: [{ message: refusal }] });
    });
    await context.setOffline(false);
    // The landing page sends the outbox; the API refuses the message.
    const nextVisit = await context.newPage();
    await nextVisit.goto(`${freshServer.url}${ROUTES.landing.path}`);
    await expect.poll(() => refused).toBe(1);

    await nextVisit.goto(`${freshServer.url}${ROUTES.faleConosco.path}`);
    await expect(nextVisit.getByText(refusal)).toBeVisible();
    await expect(nextVisit.getByLabel('Mensagem')).toHaveValue(message.mensagem);
    await expect(nextVisit.getByLabel('Nome', { exact: true })).toHaveValue(message.nome);
    // Handed back once: from now on it lives in the form (and its draft), not in the outbox.
    await nextVisit.reload();
    await expect(nextVisit.getByLabel('Mensagem')).toHaveValue(message.mensagem);
    await expect(nextVisit.getByText(refusal)).toBeHidden();
    expect(refused).toBe(1);
    expect(freshServer.mock.store.contactMessages).toEqual([]);
  });
});

// Without a worker (before it is active, or where there is none), the page alone retries. With
// one, page.route would not see the worker's own send (the sync fires at once), so it stays out.
test.describe('Fale Conosco, a send that fails on the network, no service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('it is queued, then retried until it goes through', async ({ page, freshServer }) => {
    await page.goto(`${freshServer.url}${ROUTES.faleConosco.path}`);
    await fillContact(page);
    await failContactSends(page, 2);
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: QUEUED_TEXT.sendContact }),
    ).toBeVisible();
    // The first send and the outbox's first try fail; the retry 2 s later goes through.
    await expect(
      page.getByRole('status').filter({ hasText: SUCCESS_TEXT.sendContact }),
    ).toBeVisible();
    expect(freshServer.mock.store.contactMessages).toEqual([message]);
  });
});

/** Fale Conosco filled in, once its service worker is active and its outbox has started. */
async function filledWithWorker(context: BrowserContext, origin: string) {
  const page = await context.newPage();
  await page.goto(`${origin}${ROUTES.faleConosco.path}`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await outboxStarted(page);
  await fillContact(page);
  return page;
}

test.describe('Fale Conosco with the service worker (Background Sync)', () => {
  test('queued offline, sent by the worker once the connection returns, every tab closed', async ({
    context,
    freshServer,
  }) => {
    const page = await filledWithWorker(context, freshServer.url);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: QUEUED_TEXT.sendContact }),
    ).toBeVisible();
    await page.close();
    await context.setOffline(false);

    // No page of the portal is open: only the worker's `sync` handler can send it.
    const blank = await context.newPage();
    const cdp = await context.newCDPSession(blank);
    const registration = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL.startsWith(freshServer.url));
        if (ours && !ours.isDeleted) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin: freshServer.url,
      registrationId: await registration,
      tag: 'contact-outbox',
      lastChance: false,
    });
    await expect.poll(() => freshServer.mock.store.contactMessages).toEqual([message]);
  });

  test('a send that fails on the network goes out once, by the page or by the worker', async ({
    context,
    freshServer,
  }) => {
    const page = await filledWithWorker(context, freshServer.url);
    // The context's route also fails the worker's sends: the network is down for both.
    await failContactSends(context, 2);
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: SUCCESS_TEXT.sendContact }),
    ).toBeVisible();
    await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('');
    // The worker's sync and the page's retry both read the outbox: it is sent once.
    await page.waitForTimeout(3_000);
    expect(freshServer.mock.store.contactMessages).toEqual([message]);
  });
});
