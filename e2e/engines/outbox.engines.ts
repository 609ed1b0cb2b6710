import { QUEUED_TEXT, SUCCESS_TEXT } from '../../packages/api/src/messages';
import { startMockServer, type MockServer } from '../../packages/api/src/mock/server';
import { CONTACT_TITLE } from '../../packages/ui/src/copy';
import { findEngines } from '../../scripts/engines.mjs';
import { expect, test } from '../mockServer';
import { ROUTES } from '../routeUrls';
import { BROWSERS } from './browsers';

/**
 * The contact outbox where there is no Background Sync (neither Firefox nor Safari has it): a
 * message sent while nothing answers waits, and the page itself sends it, once, when the server
 * answers again; the form says so each time.
 */

test.describe.configure({ timeout: 180_000 });
test.beforeAll(() => void findEngines());

const message = {
  nome: 'Carla Mendes',
  email: 'carla@jornada.demo',
  telefone: '31998765432',
  mensagem: 'Estou sem sinal no caminhão: minha mensagem chega?',
};

/** The portal and its mock API on `port` (0: any free one). */
const serve = (staticDir: string, port = 0) =>
  startMockServer({ port, staticDir, logCodes: false });

for (const { engine, browse } of BROWSERS)
  test(`${engine}: sent while nothing answers, the message waits, then goes out once`, async ({
    portalDir,
  }) => {
    let server: MockServer = await serve(portalDir);
    let answering = true;
    const origin = server.url;
    try {
      await browse(async (b) => {
        await b.open(`${origin}${ROUTES.faleConosco.path}`);
        await b.heading(CONTACT_TITLE);
        await expect
          .poll(() =>
            b.run(
              () =>
                performance
                  .getEntriesByType('resource')
                  .some(({ name }) => /contactOutbox-/.test(name)),
              undefined,
            ),
          )
          .toBe(true);
        await b.type('Nome', message.nome);
        await b.type('Email', message.email);
        await b.type('Celular', message.telefone);
        await b.type('Mensagem', message.mensagem);

        // No signal: the server is gone, the browser still says it is online.
        await server.close();
        answering = false;
        await b.press('Enviar');
        await expect.poll(() => b.shows(QUEUED_TEXT.sendContact)).toBe(true);
        expect(await b.value('Nome')).toBe('');

        server = await serve(portalDir, Number(new URL(origin).port));
        answering = true;
        await expect
          .poll(() => server.mock.store.contactMessages, { timeout: 60_000 })
          .toEqual([message]);
        await expect.poll(() => b.shows(SUCCESS_TEXT.sendContact)).toBe(true);
        expect(await b.shows(QUEUED_TEXT.sendContact)).toBe(false);
        // Sent once: a later retry finds nothing left to send.
        await new Promise((resolve) => setTimeout(resolve, 3_000));
        expect(server.mock.store.contactMessages).toHaveLength(1);
      });
    } finally {
      if (answering) await server.close();
    }
  });
