import { describe, expect, it } from 'vitest';
import { parseHeadersFile } from './staticFiles';

describe('parseHeadersFile', () => {
  it('reads path patterns and their indented headers', () => {
    const rules = parseHeadersFile(
      [
        '/*',
        "  Content-Security-Policy: default-src 'self'; img-src 'self' data:",
        '/assets/*',
        '  Cache-Control: public, max-age=31536000, immutable',
        '',
      ].join('\n'),
    );
    expect(rules).toEqual([
      ['/*', [['Content-Security-Policy', "default-src 'self'; img-src 'self' data:"]]],
      ['/assets/*', [['Cache-Control', 'public, max-age=31536000, immutable']]],
    ]);
  });

  it('ignores blank lines and comments', () => {
    expect(parseHeadersFile('# caching\n\n/index.html\n  Cache-Control: no-cache\n')).toEqual([
      ['/index.html', [['Cache-Control', 'no-cache']]],
    ]);
  });
});
