import { fromPromise, type PromiseActorLogic } from 'xstate';

/**
 * Placeholder for a named actor: the caller must `machine.provide({ actors: { [name]: … } })`.
 * Rejecting (rather than hanging) makes a forgotten actor visible as the request's error.
 */
export function notProvided<TOutput, TInput>(name: string): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`Actor "${name}" not provided: use machine.provide({ actors }).`)),
  );
}
