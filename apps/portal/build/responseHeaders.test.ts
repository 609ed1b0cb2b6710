import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  headersFile,
  securityHeaders,
  startupScriptPolicy,
} from './responseHeaders.ts';

const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.startsWith(`${name} `));

describe("the server's headers", () => {
  it('name nothing a build computes: no script hash, the same text for every build', () => {
    expect(contentSecurityPolicy()).not.toMatch(/sha256|nonce/);
    expect(headersFile()).not.toMatch(/sha256|nonce/);
    expect(headersFile()).toBe(headersFile());
  });

  it("add the deployment's origins to connect-src and img-src only", () => {
    const policy = contentSecurityPolicy(' https://api.example https://bucket.example ');
    expect(directive(policy, 'connect-src')).toBe(
      "connect-src 'self' https://api.example https://bucket.example",
    );
    expect(directive(policy, 'img-src')).toBe(
      "img-src 'self' data: blob: https://api.example https://bucket.example",
    );
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'unsafe-inline'");
    expect(directive(contentSecurityPolicy(), 'connect-src')).toBe("connect-src 'self'");
  });

  it('keep framing, plugins and base addresses out, and types unsniffed', () => {
    const policy = contentSecurityPolicy();
    for (const rule of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'"]) {
      expect(policy).toContain(rule);
    }
    expect(securityHeaders()).toContainEqual(['X-Content-Type-Options', 'nosniff']);
  });

  it("leave the start-up script's hash to the page's own policy", () => {
    expect(startupScriptPolicy("'sha256-abc='")).toBe("script-src 'self' 'sha256-abc='");
  });
});
