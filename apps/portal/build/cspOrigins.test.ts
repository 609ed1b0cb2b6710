import { describe, expect, it } from 'vitest';
import { cspOrigins } from './cspOrigins.ts';
import { contentSecurityPolicy } from './earlyStart.ts';

describe('cspOrigins (the deployment origins the policy allows)', () => {
  it('reads origins separated by spaces or commas, once each, a trailing slash dropped', () => {
    expect(
      cspOrigins(
        'https://api.example.com, https://bucket.example-storage.com/\n https://api.example.com',
      ),
    ).toEqual(['https://api.example.com', 'https://bucket.example-storage.com']);
    expect(cspOrigins('http://localhost:8080')).toEqual(['http://localhost:8080']);
    expect(cspOrigins(undefined)).toEqual([]);
    expect(cspOrigins('  ')).toEqual([]);
  });

  it.each([
    "'unsafe-inline'",
    '*',
    'https://api.example.com/v1',
    'https://api.example.com?x=1',
    'api.example.com',
    'javascript:alert(1)',
    'data:',
    'https://a.example;script-src',
    'HTTPS://API.EXAMPLE.COM',
  ])('refuses %s, so nothing but an origin reaches the policy', (entry) => {
    expect(() => cspOrigins(`https://ok.example ${entry}`)).toThrow(/PORTAL_CSP_ORIGINS/);
  });
});

describe('contentSecurityPolicy', () => {
  it("allows only 'self' to connect and as images without deployment origins", () => {
    const policy = contentSecurityPolicy("'sha256-x'");
    expect(policy).toContain("connect-src 'self';");
    expect(policy).toContain("img-src 'self' data: blob:;");
  });

  it('adds the deployment origins to connect-src and img-src, and nowhere else', () => {
    const origins = ['https://api.example.com', 'https://bucket.example-storage.com'];
    const directives = contentSecurityPolicy("'sha256-x'", origins).split('; ');
    expect(directives).toContain(
      "connect-src 'self' https://api.example.com https://bucket.example-storage.com",
    );
    expect(directives).toContain(
      "img-src 'self' data: blob: https://api.example.com https://bucket.example-storage.com",
    );
    expect(directives.filter((d) => d.includes('example.com'))).toHaveLength(2);
  });
});
