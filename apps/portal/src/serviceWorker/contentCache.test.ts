import { describe, expect, it } from 'vitest';
import { SKIP_WAITING_MESSAGE } from './skipWaiting';
import { CACHE_CONTENT_MESSAGE, isCacheContent, isContentFile } from './contentCache';

describe('isContentFile', () => {
  it('takes the images the build emits into assets, as listed or as a path', () => {
    expect(isContentFile('assets/como-1-DdXh3k9a.svg')).toBe(true);
    expect(isContentFile('/assets/escudo-B1x.png')).toBe(true);
    expect(isContentFile('/assets/nave-9.webp')).toBe(true);
  });

  it('leaves the shell to the precache: code, styles, fonts, pages and the app icons', () => {
    for (const file of [
      'assets/app-DPNNlbA8.js',
      'assets/style-x.css',
      'assets/inter-latin-400.woff2',
      'index.html',
      'favicon.svg',
      'icons/icon-192.png',
      '/pwa-512x512.png',
    ])
      expect(isContentFile(file), file).toBe(false);
  });
});

describe('isCacheContent', () => {
  it('knows its own message and no other', () => {
    expect(isCacheContent(CACHE_CONTENT_MESSAGE)).toBe(true);
    expect(isCacheContent(SKIP_WAITING_MESSAGE)).toBe(false);
    expect(isCacheContent('CACHE_CONTENT')).toBe(false);
    expect(isCacheContent(null)).toBe(false);
  });
});
