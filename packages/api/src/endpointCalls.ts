import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type {
  DefinitionType,
  DefinitionsFromApi,
  QueryArgFrom,
  ResultTypeFrom,
} from '@reduxjs/toolkit/query';
import { isNetworkFailure, toErrorLines } from './errors';
import { portalApi, type ApiStore } from './portalApi';

/**
 * How every call of the client fails: the lines to show (`toErrorLines`), one per API message, or
 * the generic text. An `Error`, so it keeps a stack, with the `{ messages }` the flows read.
 */
export class ApiCallError extends Error {
  override readonly name = 'ApiCallError';
  constructor(
    readonly messages: string[],
    /** The request got no answer at all (see `isNetworkFailure`). */
    readonly network = false,
  ) {
    super(messages.join('\n'));
  }
}

/** Per call: an AbortSignal (an XState `fromPromise` actor's `signal`) cancels the request. */
export interface CallOptions {
  signal?: AbortSignal | undefined;
}

type Definitions = DefinitionsFromApi<typeof portalApi>;
type NamesOf<Type extends DefinitionType> = {
  [K in keyof Definitions]: Definitions[K] extends { type: Type } ? K : never;
}[keyof Definitions];
type MutationName = NamesOf<DefinitionType.mutation>;
/** The queries that take no argument: the client's reads of the participant's own data. */
type ReadName = {
  [K in NamesOf<DefinitionType.query>]: undefined extends QueryArgFrom<Definitions[K]> ? K : never;
}[NamesOf<DefinitionType.query>];

/**
 * The client's plain calls, each by the mutation it sends, untracked: its result is not kept in
 * the store. Its body and result are the endpoint's; a result the contract leaves open ("any") is
 * `void` (`noAnswer`).
 */
const MUTATIONS = {
  lookUpParticipant: 'lookUpParticipant',
  requestCode: 'requestCode',
  /** Call 5 (`login`): stores the tokens and `userData`. */
  authenticate: 'login',
  register: 'register',
  forgotPassword: 'forgotPassword',
  validateToken: 'validateToken',
  updatePassword: 'updatePassword',
  updateProfile: 'updateProfile',
  sendContact: 'sendContact',
} as const satisfies Record<string, MutationName>;

/** The client's reads, each by its query, always from the network and not kept subscribed. */
const READS = {
  /** Call 1, always from the network (never the cache); also replaces `userData`. */
  getProfile: 'getProfile',
} as const satisfies Record<string, ReadName>;

/** Sends mutation `K`'s body; resolves with its result or rejects with an `ApiCallError`. */
type Send<K extends MutationName> = (
  body: QueryArgFrom<Definitions[K]>,
  options?: CallOptions,
) => Promise<ResultTypeFrom<Definitions[K]>>;
type Read<K extends ReadName> = (options?: CallOptions) => Promise<ResultTypeFrom<Definitions[K]>>;

/** Every plain call of the client, typed from its endpoint. */
export type EndpointCalls = { [M in keyof typeof MUTATIONS]: Send<(typeof MUTATIONS)[M]> } & {
  [M in keyof typeof READS]: Read<(typeof READS)[M]>;
};

/** The one place a failure becomes `{ messages }`. */
async function settle<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new ApiCallError(toErrorLines(error), isNetworkFailure(error));
  }
}

type Started = { unwrap(): Promise<unknown>; abort(): void };
type Initiate = (
  arg: unknown,
  options: object,
) => ThunkAction<Started, unknown, unknown, UnknownAction>;

/**
 * Dispatches endpoint `name` with `arg` and unwraps it, failing with `{ messages }`; `signal`
 * aborts it (at once if it already has).
 */
function dispatchCall(
  store: ApiStore,
  name: MutationName | ReadName,
  arg: unknown,
  options: object,
  signal: AbortSignal | undefined,
): Promise<unknown> {
  return settle(() => {
    const initiate = portalApi.endpoints[name].initiate as Initiate;
    const request = store.dispatch(initiate(arg, options));
    if (signal?.aborted) request.abort();
    else signal?.addEventListener('abort', () => request.abort(), { once: true });
    return request.unwrap();
  });
}

/** Mutation `name` as a plain async function over `store`. */
export const sendOf =
  <K extends MutationName>(store: ApiStore, name: K): Send<K> =>
  (body, { signal } = {}) =>
    dispatchCall(store, name, body, { track: false }, signal) as ReturnType<Send<K>>;

const readOf =
  <K extends ReadName>(store: ApiStore, name: K): Read<K> =>
  ({ signal } = {}) =>
    dispatchCall(
      store,
      name,
      undefined,
      { subscribe: false, forceRefetch: true },
      signal,
    ) as ReturnType<Read<K>>;

const each = <Name extends string, Call>(
  table: Record<string, Name>,
  callOf: (name: Name) => Call,
) => Object.fromEntries(Object.entries(table).map(([method, name]) => [method, callOf(name)]));

/**
 * The client's plain calls over `store`, one per entry of `MUTATIONS` and `READS`, so packages
 * that must not know Redux (the flows' actors) can call the api.
 */
export const endpointCalls = (store: ApiStore): EndpointCalls =>
  ({
    ...each(MUTATIONS, (name) => sendOf(store, name)),
    ...each(READS, (name) => readOf(store, name)),
  }) as EndpointCalls;
