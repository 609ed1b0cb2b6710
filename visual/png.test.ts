import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { comparePngs, decodePng, optimisePng } from './png';

const baselines = path.join(import.meta.dirname, 'baselines');

function expectSamePixels(original: Buffer, encoded: Buffer) {
  const before = PNG.sync.read(original);
  const after = PNG.sync.read(encoded);
  expect([after.width, after.height]).toEqual([before.width, before.height]);
  expect(Buffer.compare(after.data, before.data)).toBe(0);
}

describe('optimisePng', () => {
  it('keeps every pixel of a baseline', async () => {
    const name = readdirSync(baselines).find((file) => file.endsWith('.png'));
    if (!name) throw new Error('visual/baselines has no PNG');
    const original = readFileSync(path.join(baselines, name));
    expectSamePixels(original, await optimisePng(original));
  });

  it('keeps translucent pixels and every colour of a noisy image, and compresses it', async () => {
    const image = new PNG({ width: 64, height: 48 });
    for (let i = 0; i < image.data.length; i += 1) image.data[i] = (i * 7919) % 251;
    for (let i = 0; i < 16 * 4; i += 4) image.data.fill(0, i, i + 4);
    const original = PNG.sync.write(image, { deflateLevel: 0 });
    const encoded = await optimisePng(original);
    expectSamePixels(original, encoded);
    expect(encoded.length).toBeLessThan(original.length);
  });
});

describe('comparePngs', () => {
  const shot = (paint: (image: PNG) => void = () => undefined) => {
    const image = new PNG({ width: 200, height: 100 });
    image.data.fill(255);
    paint(image);
    return PNG.sync.write(image);
  };
  const square = (image: PNG) => {
    for (let y = 10; y < 30; y += 1)
      for (let x = 10; x < 30; x += 1) image.data.fill(0, (y * 200 + x) * 4, (y * 200 + x) * 4 + 3);
  };

  it('matches the same pixels however they are encoded', async () => {
    const original = shot(square);
    expect(await comparePngs(await optimisePng(original), original)).toEqual({
      changed: false,
      reason: '0 px differ (limit 20)',
    });
  });

  it('fails a change over the limit and draws where it is', async () => {
    const outcome = await comparePngs(shot(), shot(square));
    expect(outcome).toMatchObject({ changed: true, reason: '400 px differ (limit 20)' });
    const diff = await decodePng(outcome.diff!);
    expect([diff.width, diff.height]).toEqual([200, 100]);
  });

  it('fails a change of size', async () => {
    const taller = new PNG({ width: 200, height: 120 });
    expect(await comparePngs(shot(), PNG.sync.write(taller))).toEqual({
      changed: true,
      reason: 'size 200×100 → 200×120',
    });
  });
});
