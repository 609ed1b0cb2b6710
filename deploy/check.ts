/**
 * `npm run check-deploy -- https://portal.example [--image /avatars/a.png]`: asks a deployed portal
 * for one address of each kind and reports each status and header against what it must be (the
 * rules the build and deploy/nginx follow). `--image`: a path of the storage, to check its proxy.
 * Exits 1 when anything is off.
 */
import { pathToFileURL } from 'node:url';
import {
  IMMUTABLE,
  REVALIDATE,
  STORAGE_POLICY,
  securityHeaders,
} from '../apps/portal/build/responseHeaders.ts';
import { CORS_MAX_AGE_SECONDS } from '../packages/api/src/mock/cors.ts';

export interface Finding {
  what: string;
  ok: boolean;
  /** What was found, when it is not what it must be (or to show). */
  detail: string;
}

type Fetch = typeof fetch;

const ACCEPT = { 'Accept-Encoding': 'br, gzip' };
/** No answer within this is an answer too: the check says so rather than wait. */
const TIMEOUT_MS = 15_000;

/** The checks of one answer, each a finding. */
function expectAnswer(
  findings: Finding[],
  label: string,
  response: Response,
  want: { status: number; type?: string; cache?: string; encoded?: boolean },
): void {
  const add = (what: string, ok: boolean, detail: string) =>
    findings.push({ what: `${label}: ${what}`, ok, detail });
  add(`status ${want.status}`, response.status === want.status, String(response.status));
  if (want.type) {
    const type = response.headers.get('content-type') ?? '';
    add(`Content-Type ${want.type}`, type.startsWith(want.type), type);
  }
  if (want.cache) {
    const cache = response.headers.get('cache-control') ?? '';
    add(`Cache-Control ${want.cache}`, cache === want.cache, cache);
  }
  if (want.encoded) {
    const encoding = response.headers.get('content-encoding') ?? '';
    add('compressed (br or gzip)', ['br', 'gzip'].includes(encoding), encoding || 'none');
  }
  for (const [name, value] of securityHeaders()) {
    if (name === 'Content-Security-Policy') continue;
    const got = response.headers.get(name) ?? '';
    add(`${name}: ${value}`, got === value, got || 'missing');
  }
  const policy = response.headers.get('content-security-policy') ?? '';
  add(
    "Content-Security-Policy with default-src 'self', frame-ancestors 'none', no script hash",
    policy.includes("default-src 'self'") &&
      policy.includes("frame-ancestors 'none'") &&
      !policy.includes('sha256-'),
    policy || 'missing',
  );
}

/** The origins other than the portal's that config.json names (they must be in the policy). */
function otherOrigins(config: Record<string, unknown>, portal: string): string[] {
  return [config.apiUrl, config.publicApiUrl, config.storageHost]
    .filter((value): value is string => typeof value === 'string' && /^https?:\/\//.test(value))
    .map((value) => new URL(value).origin)
    .filter((origin, index, all) => origin !== portal && all.indexOf(origin) === index);
}

/** A preflight as the portal's page sends it, and what the API must answer. */
async function expectCors(
  findings: Finding[],
  fetcher: Fetch,
  url: string,
  portal: string,
  method: string,
  headers: string,
): Promise<void> {
  const response = await fetcher(url, {
    method: 'OPTIONS',
    signal: AbortSignal.timeout(TIMEOUT_MS),
    headers: {
      Origin: portal,
      'Access-Control-Request-Method': method,
      'Access-Control-Request-Headers': headers,
    },
  });
  const allowed = response.headers.get('access-control-allow-origin') ?? '';
  const maxAge = Number(response.headers.get('access-control-max-age') ?? 0);
  findings.push({
    what: `CORS of ${url} (${method}) for ${portal}`,
    ok: allowed === portal,
    detail: allowed || 'no Access-Control-Allow-Origin',
  });
  findings.push({
    what: `Access-Control-Max-Age of ${url} ≥ ${CORS_MAX_AGE_SECONDS}`,
    ok: maxAge >= CORS_MAX_AGE_SECONDS,
    detail: String(maxAge),
  });
}

/** Checks the portal deployed at `base`; `image`, a storage path to check. */
export async function checkDeploy(
  base: string,
  { image, fetcher = fetch }: { image?: string; fetcher?: Fetch } = {},
): Promise<Finding[]> {
  const portal = new URL(base).origin;
  const at = (path: string) => new URL(path, portal).href;
  const get = (path: string) =>
    fetcher(at(path), {
      headers: ACCEPT,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  const findings: Finding[] = [];
  const secure =
    portal.startsWith('https:') || /^http:\/\/(localhost|127\.0\.0\.1)(:|$)/.test(portal);
  findings.push({
    what: 'served over HTTPS (the service worker and the session need it)',
    ok: secure,
    detail: portal,
  });

  const home = await get('/');
  expectAnswer(findings, '/', home, {
    status: 200,
    type: 'text/html',
    cache: REVALIDATE,
    encoded: true,
  });
  const html = await home.text();
  const charset = html.indexOf('<meta charset="UTF-8"');
  findings.push({
    what: '/: <meta charset> within the first 1024 bytes',
    ok: charset >= 0 && Buffer.byteLength(html.slice(0, charset)) < 1000,
    detail: `at byte ${charset}`,
  });
  findings.push({
    what: "/: the page's own policy allows its start-up script by hash",
    ok: /<meta http-equiv="Content-Security-Policy" content="script-src 'self' 'sha256-/.test(html),
    detail: 'no meta policy',
  });

  expectAnswer(findings, '/pre-login', await get('/pre-login'), {
    status: 200,
    type: 'text/html',
    cache: REVALIDATE,
  });
  const unknown = `/check-deploy-${Date.now()}`;
  expectAnswer(findings, unknown, await get(unknown), { status: 404, type: 'text/html' });
  expectAnswer(findings, '/_headers', await get('/_headers'), { status: 404 });

  const asset = /\/?(assets\/[\w.-]+\.js)/.exec(html)?.[1];
  if (asset) {
    expectAnswer(findings, `/${asset}`, await get(`/${asset}`), {
      status: 200,
      type: 'application/javascript',
      cache: IMMUTABLE,
      encoded: true,
    });
  } else findings.push({ what: '/: names its start-up chunk', ok: false, detail: 'none found' });
  expectAnswer(findings, '/assets/missing.js', await get(`/assets/check-deploy-${Date.now()}.js`), {
    status: 404,
  });
  expectAnswer(findings, '/sw.js', await get('/sw.js'), {
    status: 200,
    type: 'application/javascript',
    cache: REVALIDATE,
  });
  expectAnswer(findings, '/manifest.webmanifest', await get('/manifest.webmanifest'), {
    status: 200,
    type: 'application/manifest+json',
    cache: REVALIDATE,
  });

  const configAnswer = await get('/config.json');
  expectAnswer(findings, '/config.json', configAnswer.clone(), {
    status: 200,
    type: 'application/json',
    cache: REVALIDATE,
  });
  const config = (await configAnswer.json().catch(() => ({}))) as Record<string, unknown>;
  findings.push({
    what: '/config.json: apiUrl, publicApiUrl and storageHost',
    ok: ['apiUrl', 'publicApiUrl', 'storageHost'].every((key) => typeof config[key] === 'string'),
    detail: JSON.stringify(config),
  });
  const policy = home.headers.get('content-security-policy') ?? '';
  for (const origin of otherOrigins(config, portal)) {
    findings.push({
      what: `Content-Security-Policy allows ${origin} (connect-src and img-src)`,
      ok:
        /connect-src [^;]*/.exec(policy)?.[0].includes(origin) === true &&
        /img-src [^;]*/.exec(policy)?.[0].includes(origin) === true,
      detail: policy,
    });
  }
  const api = typeof config.apiUrl === 'string' ? new URL(config.apiUrl, portal) : null;
  if (api && api.origin !== portal) {
    await expectCors(
      findings,
      fetcher,
      `${api.href.replace(/\/$/, '')}/participante`,
      portal,
      'GET',
      'authorization',
    );
  }
  const publicApi =
    typeof config.publicApiUrl === 'string' ? new URL(config.publicApiUrl, portal) : null;
  if (publicApi && publicApi.origin !== portal) {
    await expectCors(
      findings,
      fetcher,
      `${publicApi.href.replace(/\/$/, '')}/fale-conosco`,
      portal,
      'POST',
      'content-type',
    );
  }

  if (image) {
    const answer = await get(image);
    findings.push({
      what: `${image}: status 200`,
      ok: answer.status === 200,
      detail: String(answer.status),
    });
    const sandbox = answer.headers.get('content-security-policy') ?? '';
    findings.push({
      what: `${image}: Content-Security-Policy ${STORAGE_POLICY}`,
      ok: sandbox === STORAGE_POLICY,
      detail: sandbox || 'missing',
    });
    const nosniff = answer.headers.get('x-content-type-options') ?? '';
    findings.push({
      what: `${image}: X-Content-Type-Options nosniff`,
      ok: nosniff === 'nosniff',
      detail: nosniff || 'missing',
    });
  }
  return findings;
}

async function main(args: string[]): Promise<number> {
  const base = args.find((arg) => !arg.startsWith('--'));
  const imageIndex = args.indexOf('--image');
  const image = imageIndex >= 0 ? args[imageIndex + 1] : undefined;
  if (!base) {
    console.error('Usage: npm run check-deploy -- https://portal.example [--image /avatars/a.png]');
    return 2;
  }
  const findings = await checkDeploy(base, image ? { image } : {});
  for (const { what, ok, detail } of findings) {
    console.log(`${ok ? '✓' : '✗'} ${what}${ok ? '' : `\n    got: ${detail}`}`);
  }
  const failed = findings.filter((finding) => !finding.ok).length;
  console.log(`\n${findings.length - failed} as they must be, ${failed} not`);
  return failed === 0 ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
