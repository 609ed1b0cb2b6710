/**
 * The origins outside the portal's own that the deployment's policy must allow (the API, the
 * public API, the storage bucket of the photo's PUT and of uploaded images), read at build from
 * this variable: origins separated by spaces or commas.
 */
export const CSP_ORIGINS_VARIABLE = 'PORTAL_CSP_ORIGINS';

const ORIGIN = /^https?:\/\/(?:[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/** The origins of `value`; throws on anything that is not exactly an http(s) origin. */
export function cspOrigins(value: string | undefined): string[] {
  const entries = (value ?? '').split(/[\s,]+/).filter(Boolean);
  const origins = entries.map((entry) => {
    const bare = entry.replace(/\/$/, '');
    // Exactly scheme://host[:port], as URL writes it: nothing else may reach the policy's text
    // (URL alone lets `;` through in a host).
    if (!ORIGIN.test(bare) || new URL(bare).origin !== bare) {
      throw new Error(
        `${CSP_ORIGINS_VARIABLE}: "${entry}" is not an origin (https://host[:port]).`,
      );
    }
    return bare;
  });
  return [...new Set(origins)];
}
