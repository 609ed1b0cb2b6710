import { describe, expect, it } from 'vitest';
import { SKIP_WAITING_MESSAGE } from './skipWaiting';
import {
  CACHE_EVERYTHING_MESSAGE,
  cacheLoadedMessage,
  fileStem,
  isCacheEverything,
  isCacheLoaded,
} from './keptFiles';

describe('fileStem', () => {
  it('drops the content hash Vite puts before the extension', () => {
    expect(fileStem('https://a.test/assets/PreLogin-BD2Km4ZY.js')).toBe(
      'https://a.test/assets/PreLogin.js',
    );
    expect(fileStem('https://a.test/assets/inter-latin-400-normal-D-qmaGjJ.woff2')).toBe(
      'https://a.test/assets/inter-latin-400-normal.woff2',
    );
    expect(fileStem('https://a.test/assets/como-1-Dd_h3k9a.svg')).toBe(
      'https://a.test/assets/como-1.svg',
    );
  });

  it("drops Workbox's revision query and leaves unhashed names as they are", () => {
    expect(fileStem('https://a.test/pre-login/index.html?__WB_REVISION__=3f2a')).toBe(
      'https://a.test/pre-login/index.html',
    );
    expect(fileStem('https://a.test/robots.txt')).toBe('https://a.test/robots.txt');
    expect(fileStem('https://a.test/assets/exo-2-latin-700-normal.woff2')).toBe(
      'https://a.test/assets/exo-2-latin-700-normal.woff2',
    );
  });
});

describe('the messages', () => {
  it('each knows its own and no other', () => {
    const loaded = cacheLoadedMessage(['https://a.test/', 'https://a.test/assets/app-x.js']);
    expect(isCacheEverything(CACHE_EVERYTHING_MESSAGE)).toBe(true);
    expect(isCacheLoaded(loaded)).toBe(true);
    expect(isCacheEverything(loaded)).toBe(false);
    expect(isCacheLoaded(CACHE_EVERYTHING_MESSAGE)).toBe(false);
    for (const other of [SKIP_WAITING_MESSAGE, 'CACHE_EVERYTHING', null, undefined]) {
      expect(isCacheEverything(other)).toBe(false);
      expect(isCacheLoaded(other)).toBe(false);
    }
  });

  it('refuses a loaded list that is not a list of addresses', () => {
    expect(isCacheLoaded({ type: 'CACHE_LOADED', urls: 'https://a.test/' })).toBe(false);
    expect(isCacheLoaded({ type: 'CACHE_LOADED', urls: [1] })).toBe(false);
  });
});
