/** What a caller may set of the mock API, and the defaults of what it leaves out. */
import { MOCK_STORAGE_HOST } from './seed';
import type { OutboxEntry } from './state';

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

type Unset = 'fixedCode' | 'onCode' | 'uploadOrigin';

/** The options with every default filled in; those without a default stay optional. */
export type MockSettings = Required<Omit<MockApiOptions, Unset>> & Pick<MockApiOptions, Unset>;

export function withDefaults(options: MockApiOptions): MockSettings {
  return {
    ...options,
    apiBase: options.apiBase ?? '/api',
    publicApiBase: options.publicApiBase ?? '/public-api',
    tokenTtlSeconds: options.tokenTtlSeconds ?? 900,
    codeTtlSeconds: options.codeTtlSeconds ?? 600,
    avatarOptionsDelayMs: options.avatarOptionsDelayMs ?? 30_000,
    now: options.now ?? Date.now,
    storageHost: options.storageHost ?? MOCK_STORAGE_HOST,
  };
}
