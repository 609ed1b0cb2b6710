import { describe, expect, it } from 'vitest';
import { SKIP_WAITING_MESSAGE } from './skipWaiting';
import { fileStem, isKeepMessage, keepMessage, keptAhead } from './keptFiles';

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

describe('the message', () => {
  it('is known by its type, with a list of addresses and whether to keep ahead', () => {
    const urls = ['https://a.test/', 'https://a.test/assets/app-x.js'];
    expect(isKeepMessage(keepMessage(urls, true))).toBe(true);
    expect(isKeepMessage(keepMessage([], false))).toBe(true);
    for (const other of [SKIP_WAITING_MESSAGE, 'KEEP_FOR_OFFLINE', null, undefined]) {
      expect(isKeepMessage(other)).toBe(false);
    }
  });

  it('refuses a list that is not a list of addresses, or no answer on keeping ahead', () => {
    expect(isKeepMessage({ type: 'KEEP_FOR_OFFLINE', urls: 'https://a.test/', ahead: true })).toBe(
      false,
    );
    expect(isKeepMessage({ type: 'KEEP_FOR_OFFLINE', urls: [1], ahead: true })).toBe(false);
    expect(isKeepMessage({ type: 'KEEP_FOR_OFFLINE', urls: [] })).toBe(false);
  });
});

describe('keptAhead', () => {
  it('keeps ahead every listed file but those marked to keep once opened', () => {
    expect(keptAhead('index.html')).toBe(true);
    expect(keptAhead({ url: 'assets/Campaign-x.js', revision: null })).toBe(true);
    expect(keptAhead({ url: 'assets/PreLogin-x.js', revision: null, onceOpened: true })).toBe(
      false,
    );
  });
});
