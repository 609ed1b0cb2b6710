import type { Request } from '@playwright/test';
import { expect, test } from './mockServer';
import { SUCCESS_TEXT } from '../packages/api/src/messages';
import { PHOTO_REFUSED } from '../packages/api/src/photoType';
import { NOVA_PASSWORD, ONE_PIXEL_PNG, consentBox, filledRegistration } from './firstAccess';

/** What the init script below counts: the photo workers the page made and ended. */
interface WorkerCounts {
  made: number;
  ended: number;
}

/** Counts the page's photo workers (`name: 'photo-prep'`), before any script of it runs. */
function countPhotoWorkers() {
  const counts = { made: 0, ended: 0 };
  Object.assign(window, { __photoWorkers: counts });
  const terminate = Worker.prototype.terminate;
  Worker.prototype.terminate = function (this: Worker) {
    counts.ended += 1;
    terminate.call(this);
  };
  window.Worker = new Proxy(Worker, {
    construct(target, args: ConstructorParameters<typeof Worker>, newTarget) {
      if (args[1]?.name === 'photo-prep') counts.made += 1;
      return Reflect.construct(target, args, newTarget) as object;
    },
  });
}

test.describe('the tab’s photo worker (fresh mock API)', () => {
  test('a JPEG the browser cannot decode is refused beside the picker at Cadastrar, the form kept; the next photo goes up through the same worker', async ({
    page,
    freshServer,
  }) => {
    await page.addInitScript(countPhotoWorkers);
    const sent: Request[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/presigned-url') || r.method() === 'PUT') sent.push(r);
    });
    await filledRegistration(page, freshServer.url);

    // A JPEG by its first bytes, with no header to read: the picker takes it, the decoder cannot.
    const picker = page.getByLabel('Selecionar foto');
    await picker.setInputFiles({
      name: 'IMG_0001.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4096, 0x5a)]),
    });
    await expect(page.getByText(PHOTO_REFUSED)).toHaveCount(0);
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(picker).toHaveAccessibleDescription(PHOTO_REFUSED);
    await expect(page.getByText(PHOTO_REFUSED)).toBeVisible();
    await expect(page.getByLabel('Senha', { exact: true })).toHaveValue(NOVA_PASSWORD);
    await expect(consentBox(page)).toBeChecked();
    expect(sent).toHaveLength(0);

    await picker.setInputFiles(ONE_PIXEL_PNG);
    await expect(page.getByText(PHOTO_REFUSED)).toHaveCount(0);
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(page.getByText(SUCCESS_TEXT.register)).toBeVisible();
    expect(sent.filter((r) => r.method() === 'PUT')).toHaveLength(1);
    const counts = await page.evaluate(
      () => (window as unknown as { __photoWorkers: WorkerCounts }).__photoWorkers,
    );
    // One worker for both photos: a refusal does not end it.
    expect(counts).toEqual({ made: 1, ended: 0 });
  });
});
