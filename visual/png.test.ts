import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { maxDiffPixels, optimisePng, pngSize } from './png';

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

describe('pngSize and maxDiffPixels', () => {
  it('reads the size from the header', () => {
    expect(pngSize(PNG.sync.write(new PNG({ width: 200, height: 120 })))).toEqual({
      width: 200,
      height: 120,
    });
    expect(() => pngSize(Buffer.from('not a png'))).toThrow(/not a PNG/);
  });

  it('allows 0.05% of the pixels to differ, at least 20', () => {
    expect(maxDiffPixels(200 * 100)).toBe(20);
    expect(maxDiffPixels(375 * 800)).toBe(150);
    expect(maxDiffPixels(1280 * 6000)).toBe(3840);
  });
});
