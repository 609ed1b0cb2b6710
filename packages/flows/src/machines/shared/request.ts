import { GENERIC_ERROR } from './messages';

/**
 * The state of the last request of a form: idle, in progress, success (green box), error (red box),
 * or queued (blue box: it waits in an outbox for the connection).
 */
export type RequestStatus = 'idle' | 'pending' | 'success' | 'error' | 'queued';

export interface RequestState {
  status: RequestStatus;
  /** Lines to show in the status box, plain text (never HTML). Empty while idle or pending. */
  messages: string[];
}

export const idleRequest: RequestState = { status: 'idle', messages: [] };
export const pendingRequest: RequestState = { status: 'pending', messages: [] };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const lines = (values: unknown): string[] =>
  Array.isArray(values)
    ? values.filter((line): line is string => typeof line === 'string' && line.trim() !== '')
    : [];

/**
 * The one place a rejection becomes lines. A provided actor fails with `{ messages }` (the lines
 * from `@jornada/api`'s `toErrorLines`); an RTK Query error (`{ status, data: [{ message }] }`) is
 * understood too; any other rejection (an `Error`, a network failure) shows the generic text.
 */
export function toMessages(error: unknown): string[] {
  if (isObject(error)) {
    const own = lines(error.messages);
    if (own.length > 0) return own;
    if (typeof error.status === 'number' && error.status >= 400 && Array.isArray(error.data)) {
      const fromApi = lines(error.data.map((item) => (isObject(item) ? item.message : undefined)));
      if (fromApi.length > 0) return fromApi;
    }
  }
  return [GENERIC_ERROR];
}

export const failedRequest = (error: unknown): RequestState => ({
  status: 'error',
  messages: toMessages(error),
});

export const queuedRequest = (message: string): RequestState => ({
  status: 'queued',
  messages: [message],
});

export const succeededRequest = (message?: string): RequestState => ({
  status: 'success',
  messages: message ? [message] : [],
});
