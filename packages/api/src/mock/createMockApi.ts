import { HttpResponse, http, type HttpHandler } from 'msw';
import { CONTACT_RULES } from '../contactRequest';
import type {
  ContactRequest,
  LoginRequest,
  LookUpParticipantRequest,
  PresignedUrlRequest,
  RegisterRequest,
  UpdatePasswordRequest,
  UpdateProfileRequest,
  ValidateTokenRequest,
} from '../contract';
import { PATHS } from '../contract';
import { MAX_PHOTO_BYTES, type PhotoType } from '../photoType';
import { avatarFile } from './avatarArt';
import { MOCK_MESSAGES as M } from './messages';
import { MOCK_STORAGE_HOST, SEEDED_PORTRAITS, type MockParticipant } from './seed';
import {
  applyDueOptions,
  createStore,
  issueTokens,
  optionsFor,
  randomCode,
  randomHex,
  resetStore,
  toParticipant,
  type CodePurpose,
  type MockStore,
  type OutboxEntry,
  type PendingCode,
} from './state';
import { validateBody, type Schema } from './validate';

export interface MockApiOptions {
  /** Path (or absolute URL) of the private base, matched on any origin. Default '/api'. */
  apiBase?: string;
  /** Path (or absolute URL) of the public base. Default '/public-api'. */
  publicApiBase?: string;
  /** Access token lifetime. Default 900 s. */
  tokenTtlSeconds?: number;
  /** Code lifetime (two-factor and recovery). Default 600 s. */
  codeTtlSeconds?: number;
  /** Every code sent is this one (tests, e2e); random 6 digits otherwise. */
  fixedCode?: string;
  /** Delay before a newly registered participant gets avatar options. Default 30 000 ms. */
  avatarOptionsDelayMs?: number;
  /** Clock in ms. Default Date.now. */
  now?: () => number;
  /** Called for each code "e-mailed" (the server prints it). */
  onCode?: (entry: OutboxEntry) => void;
  /**
   * Origin of the presigned URLs (the storage), read at each presign. The HTTP server gives its
   * own; without it, the origin the request was sent to (MSW in a page or in Node, where no Host
   * header can be forged).
   */
  uploadOrigin?: () => string;
  /**
   * The storage host of the seeded pictures and avatar options (config.json's `storageHost`).
   * Default MOCK_STORAGE_HOST; a deployment test gives the mock's own address, whose paths the
   * portal's web server fetches from it.
   */
  storageHost?: string;
}

export interface MockApi {
  handlers: HttpHandler[];
  store: MockStore;
  /** Codes sent, oldest first. */
  outbox: OutboxEntry[];
  /** Back to the seeded state: participants, no codes, no tokens, no uploads; nothing held. */
  reset: () => void;
  /** How the storage behaves, for tests of real-life conditions. */
  controls: MockControls;
}

export interface MockControls {
  /**
   * From now on the storage reads each photo's PUT and never answers it (a stalled upload),
   * until `releaseUploads`.
   */
  holdUploads: () => void;
  /** Answers the held PUTs (their clients may be gone) and holds no more. */
  releaseUploads: () => void;
  /** How many PUTs are held now. */
  heldUploads: () => number;
}

/** The only content types the storage takes (the contract's photos), with their extensions. */
const EXTENSIONS: Record<PhotoType, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
};
const isPhotoType = (type: string): type is PhotoType => Object.hasOwn(EXTENSIONS, type);

const fail = (status: number, ...messages: string[]) =>
  HttpResponse.json(
    messages.map((message) => ({ message })),
    { status },
  );
const ok = () => new HttpResponse(null, { status: 200 });

type Parsed<T> = { body: T; error?: never } | { body?: never; error: Response };

/** Reads a JSON body and checks it against the contract's schema for that call. */
async function readBody<T>(request: Request, schema: Schema): Promise<Parsed<T>> {
  const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]?.trim();
  if (mediaType?.toLowerCase() !== 'application/json') {
    return { error: fail(415, M.notJson) };
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return { error: fail(400, 'O corpo da requisição deve ser um objeto JSON.') };
  }
  const problems = validateBody(body, schema);
  return problems.length > 0 ? { error: fail(400, ...problems) } : { body: body as T };
}

/** What the mock keeps of what anyone may send it (contact messages, codes sent): the latest. */
const KEPT_ENTRIES = 100;
/** Wrong tries of a code before it locks (429) until a new one is asked for (api-contract). */
export const MAX_WRONG_TRIES = 5;

/** A presigned URL takes one PUT within this (api-contract). */
export const PRESIGNED_URL_TTL_MS = 5 * 60 * 1000;
/** What the storage keeps of uploads no registration names (api-contract): then they go. */
export const UPLOAD_LIMITS = {
  perEmail: 5,
  totalBytes: 200 * 1024 * 1024,
  maxAgeMs: 60 * 60 * 1000,
} as const;

function keepLast<T>(list: T[], entry: T): void {
  list.push(entry);
  if (list.length > KEPT_ENTRIES) list.splice(0, list.length - KEPT_ENTRIES);
}

const route = (base: string, path: string) =>
  /^https?:\/\//.test(base) ? `${base}${path}` : `*${base}${path}`;

/**
 * The contract-faithful mock API: MSW handlers over an in-memory store, for Storybook
 * (msw-storybook-addon), Vitest (msw/node) and the local HTTP server.
 */
export function createMockApi(options: MockApiOptions = {}): MockApi {
  const {
    apiBase = '/api',
    publicApiBase = '/public-api',
    tokenTtlSeconds = 900,
    codeTtlSeconds = 600,
    fixedCode,
    avatarOptionsDelayMs = 30_000,
    now = Date.now,
    onCode,
    uploadOrigin,
    storageHost = MOCK_STORAGE_HOST,
  } = options;
  const store = createStore(storageHost);
  const outbox: OutboxEntry[] = [];
  const api = (path: string) => route(apiBase, path);

  let holding = false;
  const held = new Set<() => void>();
  const controls: MockControls = {
    holdUploads: () => void (holding = true),
    releaseUploads: () => {
      holding = false;
      for (const release of held) release();
      held.clear();
    },
    heldUploads: () => held.size,
  };
  const unlessHeld = () =>
    holding ? new Promise<void>((resolve) => held.add(resolve)) : Promise.resolve();

  function send(email: string, purpose: CodePurpose, target: Map<string, PendingCode>): void {
    const code = fixedCode ?? randomCode();
    target.set(email, { code, expiresAt: now() + codeTtlSeconds * 1000 });
    const entry = { email, purpose, code, sentAt: new Date(now()).toISOString() };
    keepLast(outbox, entry);
    onCode?.(entry);
  }

  /**
   * null when the code is right (and consumes it), else the error response. A code tried wrong
   * MAX_WRONG_TRIES times (login, first access, registration, recovery alike) answers 429 until
   * a new one is asked for: the right one no longer works either.
   */
  function useCode(
    target: Map<string, PendingCode>,
    email: string,
    code: string,
    recovery = false,
    consume = true,
  ) {
    const pending = target.get(email);
    if (pending && pending.code !== code) {
      pending.wrongTries = (pending.wrongTries ?? 0) + 1;
    }
    if ((pending?.wrongTries ?? 0) >= MAX_WRONG_TRIES) return fail(429, M.tooManyTries);
    if (!pending || pending.code !== code)
      return fail(400, recovery ? M.invalidRecoveryCode : M.invalidCode);
    if (pending.expiresAt <= now())
      return fail(400, recovery ? M.expiredRecoveryCode : M.expiredCode);
    if (consume) target.delete(email);
    return null;
  }

  /**
   * Who may ask where to put a photo: a participant's session, or the first access whose code was
   * e-mailed and is still good (the photo comes before the registration, with no session yet).
   */
  function mayUpload(request: Request, email: string): boolean {
    const bearer = /^Bearer (\S+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
    const session = bearer ? store.accessTokens.get(bearer) : undefined;
    if (session && session.email === email && session.expiresAt > now()) return true;
    const code = store.codes.get(email);
    return !!code && code.expiresAt > now() && (code.wrongTries ?? 0) < MAX_WRONG_TRIES;
  }

  /**
   * Drops the uploads no registration names: older than UPLOAD_LIMITS.maxAgeMs, beyond the newest
   * `perEmail` of an e-mail, then the oldest while all uploads weigh over `totalBytes`.
   */
  function evictUploads(): void {
    const named = new Set(
      [...store.participants.values()].map((who) => who.imagemUploadedUrl?.split('/').pop()),
    );
    const loose = [...store.uploads.values()]
      .filter((upload) => !named.has(upload.file))
      .sort((a, b) => b.createdAt - a.createdAt);
    const perEmail = new Map<string, number>();
    for (const upload of loose) {
      const count = (perEmail.get(upload.email) ?? 0) + 1;
      perEmail.set(upload.email, count);
      if (count > UPLOAD_LIMITS.perEmail || now() - upload.createdAt > UPLOAD_LIMITS.maxAgeMs) {
        store.uploads.delete(upload.file);
      }
    }
    const weight = () =>
      [...store.uploads.values()].reduce((sum, upload) => sum + (upload.bytes?.byteLength ?? 0), 0);
    for (const upload of loose.toReversed()) {
      if (weight() <= UPLOAD_LIMITS.totalBytes) break;
      store.uploads.delete(upload.file);
    }
  }

  function checkPasswords(password: string, confirmPassword: string) {
    if (password !== confirmPassword) return fail(400, M.passwordsDiffer);
    if (password.length < 8) return fail(400, M.weakPassword);
    return null;
  }

  /** The participant behind the bearer token, or a 401. */
  function authenticate(request: Request): MockParticipant | Response {
    const match = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '');
    const session = match?.[1] ? store.accessTokens.get(match[1]) : undefined;
    const who = session ? store.participants.get(session.email) : undefined;
    if (!session || !who || session.expiresAt <= now()) return fail(401, M.sessionInvalid);
    applyDueOptions(who, now());
    return who;
  }

  const handlers: HttpHandler[] = [
    // 1
    http.get(api(PATHS.participante), ({ request }) => {
      const who = authenticate(request);
      return who instanceof Response ? who : HttpResponse.json(toParticipant(who));
    }),
    // 2
    http.put(api(PATHS.participante), async ({ request }) => {
      const who = authenticate(request);
      if (who instanceof Response) return who;
      const { body, error } = await readBody<UpdateProfileRequest>(request, {
        nome: 'text',
        matricula: 'text',
        avatarUrl: 'nullableText',
      });
      if (error) return error;
      const allowed = [
        who.avatarUrl,
        who.avatarOpcao01Url,
        who.avatarOpcao02Url,
        who.avatarOpcao03Url,
      ].filter(Boolean);
      const keepsEmpty = !body.avatarUrl && !who.avatarUrl;
      if (!keepsEmpty && !allowed.includes(body.avatarUrl)) return fail(400, M.invalidAvatar);
      who.nome = body.nome;
      who.matricula = body.matricula;
      who.avatarUrl = body.avatarUrl || null;
      return ok();
    }),
    // 3
    http.post(api(PATHS.getByEmail), async ({ request }) => {
      const { body, error } = await readBody<LookUpParticipantRequest>(request, {
        email: 'email',
        dataDeNascimento: 'date',
      });
      if (error) return error;
      const who = store.participants.get(body.email.toLowerCase());
      if (!who || who.dataDeNascimento.slice(0, 10) !== body.dataDeNascimento)
        return fail(400, M.lookupFailed);
      return HttpResponse.json({
        nome: who.nome,
        matricula: who.matricula,
        cadastroRealizado: who.cadastroRealizado,
      });
    }),
    // 4
    http.post(api(PATHS.twoFactorCode), async ({ request }) => {
      const { body, error } = await readBody<{ email: string }>(request, { email: 'email' });
      if (error) return error;
      const who = store.participants.get(body.email.toLowerCase());
      if (!who) return fail(400, M.emailNotFound);
      send(who.email, who.cadastroRealizado ? 'login' : 'primeiro acesso', store.codes);
      return ok();
    }),
    // 5
    http.post(api(PATHS.auth), async ({ request }) => {
      const { body, error } = await readBody<LoginRequest>(request, {
        email: 'email',
        password: 'password',
        twoFactorAuthenticationCode: 'text',
      });
      if (error) return error;
      const who = store.participants.get(body.email.toLowerCase());
      if (!who?.cadastroRealizado || who.password !== body.password)
        return fail(401, M.wrongCredentials);
      const wrong = useCode(store.codes, who.email, body.twoFactorAuthenticationCode);
      if (wrong) return wrong;
      return HttpResponse.json(issueTokens(store, who, now(), tokenTtlSeconds));
    }),
    // 6
    http.post(api(PATHS.participante), async ({ request }) => {
      const { body, error } = await readBody<RegisterRequest>(request, {
        email: 'email',
        nome: 'text',
        matricula: 'text',
        imagemUploadedUrl: 'text',
        password: 'password',
        confirmPassword: 'password',
        twoFactorAuthenticationCode: 'text',
      });
      if (error) return error;
      const who = store.participants.get(body.email.toLowerCase());
      if (!who) return fail(400, M.emailNotFound);
      if (who.cadastroRealizado) return fail(400, M.alreadyRegistered);
      if (/[?#]/.test(body.imagemUploadedUrl)) return fail(400, M.photoWithQuery);
      const file = /\/uploads\/([^/]+)$/.exec(body.imagemUploadedUrl)?.[1] ?? '';
      const upload = store.uploads.get(file);
      if (!upload?.bytes || upload.email !== who.email) return fail(400, M.photoMissing);
      const badPassword = checkPasswords(body.password, body.confirmPassword);
      const wrong = useCode(
        store.codes,
        who.email,
        body.twoFactorAuthenticationCode,
        false,
        !badPassword,
      );
      if (wrong) return wrong;
      if (badPassword) return badPassword;
      Object.assign(who, {
        nome: body.nome,
        matricula: body.matricula,
        imagemUploadedUrl: body.imagemUploadedUrl,
        password: body.password,
        cadastroRealizado: true,
        pendingOptions: optionsFor(who, storageHost),
        optionsReadyAt: now() + avatarOptionsDelayMs,
      });
      return ok();
    }),
    // 7
    http.post(api(PATHS.presignedUrl), async ({ request }) => {
      const { body, error } = await readBody<PresignedUrlRequest>(request, {
        email: 'email',
        tipoUpload: 'zero',
        contentType: 'text',
        extensao: 'extension',
      });
      if (error) return error;
      const who = store.participants.get(body.email.toLowerCase());
      if (!who) return fail(400, M.emailNotFound);
      if (!mayUpload(request, who.email)) return fail(403, M.presignNotAllowed);
      if (!isPhotoType(body.contentType)) return fail(400, M.notPhotoType);
      if (!EXTENSIONS[body.contentType].includes(body.extensao)) {
        return fail(400, M.extensionMismatch);
      }
      const file = `${randomHex(12)}.${body.extensao}`;
      const signature = randomHex(16);
      const expiresAt = now() + PRESIGNED_URL_TTL_MS;
      store.uploads.set(file, {
        file,
        email: who.email,
        contentType: body.contentType,
        signature,
        createdAt: now(),
        expiresAt,
        bytes: null,
      });
      evictUploads();
      const origin = uploadOrigin?.() ?? new URL(request.url).origin;
      return HttpResponse.json({
        presignedUrl: `${origin}/uploads/${file}?signature=${signature}&expires=${Math.floor(expiresAt / 1000)}`,
      });
    }),
    // 8
    http.put('*/uploads/:file', async ({ request, params }) => {
      const upload = store.uploads.get(String(params.file));
      const signature = new URL(request.url).searchParams.get('signature');
      if (!upload || signature !== upload.signature) return fail(403, M.uploadSignature);
      // One PUT per presigned URL, within its time.
      if (upload.expiresAt <= now()) return fail(403, M.uploadExpired);
      if (request.headers.has('authorization')) return fail(400, M.uploadAuthorization);
      if (request.headers.get('content-type') !== upload.contentType)
        return fail(403, M.uploadContentType);
      const bytes = new Uint8Array(await request.arrayBuffer());
      if (bytes.byteLength === 0) return fail(400, M.uploadEmpty);
      if (bytes.byteLength > MAX_PHOTO_BYTES) return fail(400, M.uploadTooLarge);
      // Taken: a second PUT, even one sent while this one is held, is refused.
      upload.expiresAt = 0;
      await unlessHeld();
      upload.bytes = bytes;
      evictUploads();
      return ok();
    }),
    http.get('*/uploads/:file', ({ params }) => {
      const upload = store.uploads.get(String(params.file));
      if (!upload) return undefined;
      if (!upload.bytes) return new HttpResponse(null, { status: 404 });
      return new HttpResponse(upload.bytes.slice().buffer, {
        headers: {
          'Content-Type': upload.contentType,
          'Cache-Control': 'public, max-age=3600',
          // What the contract asks of the storage: never sniffed, never run as a page.
          'X-Content-Type-Options': 'nosniff',
          'Content-Security-Policy': 'sandbox',
        },
      });
    }),
    http.get('*/avatars/:file', ({ params }) => {
      const svg = avatarFile(String(params.file), SEEDED_PORTRAITS);
      if (!svg) return undefined;
      return new HttpResponse(svg, {
        headers: {
          'Content-Type': 'image/svg+xml; charset=utf-8',
          'Cache-Control': 'public, max-age=86400',
        },
      });
    }),
    // 9
    http.post(api(PATHS.forgotPassword), async ({ request }) => {
      const { body, error } = await readBody<{ email: string }>(request, { email: 'email' });
      if (error) return error;
      const who = store.participants.get(body.email.toLowerCase());
      if (!who) return fail(400, M.emailNotFound);
      if (!who.cadastroRealizado) return fail(400, M.notRegistered);
      send(who.email, 'recuperação de senha', store.recoveryTokens);
      return ok();
    }),
    // 10
    http.post(api(PATHS.validateToken), async ({ request }) => {
      const { body, error } = await readBody<ValidateTokenRequest>(request, {
        email: 'email',
        token: 'text',
      });
      if (error) return error;
      return (
        useCode(store.recoveryTokens, body.email.toLowerCase(), body.token, true, false) ?? ok()
      );
    }),
    // 11
    http.post(api(PATHS.updatePassword), async ({ request }) => {
      const { body, error } = await readBody<UpdatePasswordRequest>(request, {
        email: 'email',
        token: 'text',
        password: 'password',
        confirmPassword: 'password',
      });
      if (error) return error;
      const email = body.email.toLowerCase();
      const wrong = useCode(store.recoveryTokens, email, body.token, true, false);
      if (wrong) return wrong;
      const badPassword = checkPasswords(body.password, body.confirmPassword);
      if (badPassword) return badPassword;
      const who = store.participants.get(email);
      if (!who) return fail(400, M.emailNotFound);
      who.password = body.password;
      store.recoveryTokens.delete(email);
      for (const [token, session] of store.refreshTokens) {
        if (session.email === email) store.refreshTokens.delete(token);
      }
      return ok();
    }),
    // 12
    http.post(api(PATHS.refreshToken), async ({ request }) => {
      const { body, error } = await readBody<{ refreshToken: string }>(request, {
        refreshToken: 'text',
      });
      if (error) return error;
      const session = store.refreshTokens.get(body.refreshToken);
      const who = session ? store.participants.get(session.email) : undefined;
      if (!session || !who || session.expiresAt <= now()) return fail(401, M.refreshInvalid);
      store.refreshTokens.delete(body.refreshToken);
      return HttpResponse.json(issueTokens(store, who, now(), tokenTtlSeconds));
    }),
    // 13
    http.post(route(publicApiBase, PATHS.faleConosco), async ({ request }) => {
      const { body, error } = await readBody<ContactRequest>(request, CONTACT_RULES);
      if (error) return error;
      keepLast(store.contactMessages, body);
      return ok();
    }),
  ];

  return {
    handlers,
    store,
    outbox,
    controls,
    reset: () => {
      resetStore(store, storageHost);
      outbox.length = 0;
      controls.releaseUploads();
    },
  };
}
