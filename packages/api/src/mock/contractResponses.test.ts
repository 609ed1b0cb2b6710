/**
 * The mock answers as the contract says: every answer with a schema (`responseSchemas.ts`, and
 * the participant's in `storedSchemas.ts`) is driven through the handlers and parsed by it, and
 * the schema must take it as it is (no field left out or added, none replaced by its fallback).
 * A mock that drifts from the contract fails here, not in a story or an e2e journey.
 */
import { getResponse } from 'msw';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import * as responseSchemas from '../responseSchemas';
import { participantSchema } from '../storedSchemas';
import { createMockApi } from './createMockApi';
import { DEMO_PASSWORD, demoAccounts } from './seed';

const CODE = '123456';
const mock = createMockApi({ fixedCode: CODE, avatarOptionsDelayMs: 0 });
beforeEach(() => mock.reset());

/** The mock's answer to one call, through its handlers alone (no network, nothing patched). */
async function call(method: string, url: string, body?: unknown, token?: string) {
  const photo = body instanceof Blob;
  const headers = new Headers();
  if (body !== undefined) headers.set('Content-Type', photo ? 'image/png' : 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const request = new Request(url.startsWith('http') ? url : `http://api.test/api${url}`, {
    method,
    headers,
    body: body === undefined ? null : photo ? body : JSON.stringify(body),
  });
  const response = await getResponse(mock.handlers, request);
  if (!response) throw new Error(`no handler answered ${method} ${url}`);
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
}

/** The body of a call that must succeed. */
async function answer(method: string, url: string, body?: unknown, token?: string) {
  const { status, json } = await call(method, url, body, token);
  expect(status, `${method} ${url}: ${JSON.stringify(json)}`).toBe(200);
  return json;
}

const sendCode = (email: string) =>
  answer('POST', '/auth/two-factor-authentication-code', { email });

async function logIn(email: string, password = DEMO_PASSWORD) {
  await sendCode(email);
  return answer('POST', '/auth', { email, password, twoFactorAuthenticationCode: CODE }) as Promise<
    v.InferOutput<typeof responseSchemas.tokenPairSchema>
  >;
}

const presign = (email: string, token?: string) =>
  answer(
    'POST',
    '/presigned-url',
    { email, tipoUpload: 0, contentType: 'image/png', extensao: 'png' },
    token,
  ) as Promise<v.InferOutput<typeof responseSchemas.presignedUrlResponseSchema>>;

/** Nova's first access to the end: code, photo, registration; then her session. */
async function registerNova() {
  const email = 'nova@jornada.demo';
  await sendCode(email);
  const { presignedUrl } = await presign(email);
  await answer('PUT', presignedUrl, new Blob([new Uint8Array([137, 80, 78, 71])]));
  await answer('POST', '/participante', {
    email,
    nome: 'Natália O. Ramos',
    matricula: '100833',
    imagemUploadedUrl: presignedUrl.split('?')[0],
    password: 'Estrela#2026',
    confirmPassword: 'Estrela#2026',
    twoFactorAuthenticationCode: CODE,
  });
  return logIn(email, 'Estrela#2026');
}

const registered = demoAccounts.filter((account) => account.cadastroRealizado);
const isoDate = (ddmmyyyy: string) => ddmmyyyy.split('/').reverse().join('-');

/** Each answer with a schema, in every shape the mock gives it. */
const cases: [call: string, schema: v.GenericSchema, answers: () => Promise<unknown>[]][] = [
  [
    'GET /participante (each seeded participant; a new one, options come)',
    participantSchema,
    () => [
      ...registered.map(async (account) =>
        answer('GET', '/participante', undefined, (await logIn(account.email)).accessToken),
      ),
      registerNova().then(({ accessToken }) =>
        answer('GET', '/participante', undefined, accessToken),
      ),
    ],
  ],
  [
    'POST /participante/get-by-email (registered or not)',
    responseSchemas.lookUpParticipantResponseSchema,
    () =>
      demoAccounts.map((account) =>
        answer('POST', '/participante/get-by-email', {
          email: account.email,
          dataDeNascimento: isoDate(account.dataDeNascimento),
        }),
      ),
  ],
  [
    'POST /auth and POST /auth/refresh-token',
    responseSchemas.tokenPairSchema,
    () => [
      logIn('ana@jornada.demo'),
      logIn('bruno@jornada.demo').then(({ refreshToken }) =>
        answer('POST', '/auth/refresh-token', { refreshToken }),
      ),
    ],
  ],
  [
    'POST /presigned-url (a first access, a session)',
    responseSchemas.presignedUrlResponseSchema,
    () => [
      sendCode('nova@jornada.demo').then(() => presign('nova@jornada.demo')),
      logIn('carla@jornada.demo').then(({ accessToken }) =>
        presign('carla@jornada.demo', accessToken),
      ),
    ],
  ],
];

describe('mock API: its answers are the contract’s', () => {
  it.each(cases)('%s', async (_call, schema, answers) => {
    const bodies = await Promise.all(answers());
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies) {
      const parsed = v.safeParse(schema, body);
      expect(parsed.issues?.map((issue) => issue.message)).toBeUndefined();
      // Taken as it is: nothing added that the schema drops, nothing replaced by a fallback.
      expect(parsed.output).toEqual(body);
    }
  });

  it('checks every answer schema of the contract', () => {
    const checked = cases.map(([, schema]) => schema);
    for (const schema of Object.values(responseSchemas)) expect(checked).toContain(schema);
  });
});
