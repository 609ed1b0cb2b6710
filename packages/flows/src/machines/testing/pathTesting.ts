/**
 * Path testing for the machines (test-only, not exported from the package).
 *
 * The paths come from the machine itself (@xstate/graph): shortest paths to every state of an
 * abstraction of the snapshot (`serializeState`), and every transition of that abstraction
 * (the shortest path to its source plus the transition). Each path is then replayed on a real
 * actor whose named actors are stubs settled by the path's own events:
 * - `xstate.done.actor.<id>` resolves the pending stub `<id>` with the event's `output`,
 * - `xstate.error.actor.<id>` rejects it with the event's `error`,
 * - `xstate.after.<delay>.<state>` advances the fake clock past the (provided, short) delay,
 * - any other event is sent as the UI would send it.
 * After each step the actor's snapshot must serialize like the planned one. (With an abstraction,
 * the graph keeps one representative snapshot per serialized state, so the planned contexts are
 * compared through `serializeState`, which holds everything the guards read.)
 */
import {
  getAdjacencyMap,
  getShortestPaths,
  getSimplePaths,
  type StatePath,
  type TraversalOptions,
} from '@xstate/graph';
import { expect, vi } from 'vitest';
import {
  __unsafe_getAllOwnEventDescriptors,
  createActor,
  fromPromise,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type PromiseActorLogic,
} from 'xstate';

interface Deferred {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** Promise actors that stay pending until the test settles them; every input is recorded. */
export function createStubActors(names: readonly string[]) {
  const pending = new Map<string, Deferred[]>();
  const calls: Record<string, unknown[]> = {};
  const actors: Record<string, PromiseActorLogic<unknown, unknown>> = {};
  for (const name of names) {
    calls[name] = [];
    actors[name] = fromPromise<unknown, unknown>(({ input }) => {
      calls[name]?.push(input);
      return new Promise((resolve, reject) => {
        const queue = pending.get(name) ?? [];
        queue.push({ resolve, reject });
        pending.set(name, queue);
      });
    });
  }
  const reset = () => {
    pending.clear();
    for (const name of names) calls[name] = [];
  };
  const take = (name: string): Deferred => {
    const deferred = pending.get(name)?.shift();
    if (!deferred) throw new Error(`No pending call of actor "${name}"`);
    return deferred;
  };
  return {
    actors,
    calls,
    reset,
    pendingCount: (name: string) => pending.get(name)?.length ?? 0,
    resolve: (name: string, output?: unknown) => take(name).resolve(output),
    reject: (name: string, error: unknown) => take(name).reject(error),
  };
}
export type StubActors = ReturnType<typeof createStubActors>;

/** Lets settled promises reach the actor (a few microtask turns; no timers involved). */
export async function flush() {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

/** Named delays shortened for tests (use with `vi.useFakeTimers()`). */
export const SHORT_DELAY = 1;
export const shortDelays = <T extends string>(names: readonly T[]) =>
  Object.fromEntries(names.map((name) => [name, SHORT_DELAY])) as Record<T, number>;

export type MachinePath = StatePath<AnyMachineSnapshot, EventObject>;

export interface PathOptions {
  events: readonly EventObject[];
  serializeState: (snapshot: AnyMachineSnapshot) => string;
  input?: unknown;
  fromState?: AnyMachineSnapshot;
  /** Do not walk on from the snapshots that match. */
  stopWhen?: (snapshot: AnyMachineSnapshot) => boolean;
  /** Only the paths that end in a matching snapshot. */
  toState?: (snapshot: AnyMachineSnapshot) => boolean;
  /** Events the machine names but cannot receive in that snapshot (e.g. a child's second done). */
  ignoreEvent?: (snapshot: AnyMachineSnapshot, type: string) => boolean;
}

/**
 * The events to try in a snapshot: each event type the active states handle, with the payloads
 * given in `options.events` for that type, else a bare `{ type }`. (@xstate/graph does the same by
 * default, but a static `events` array replaces that instead of supplying payloads.)
 */
const eventsFor = (options: PathOptions) => (snapshot: AnyMachineSnapshot) =>
  __unsafe_getAllOwnEventDescriptors(snapshot).flatMap((type) => {
    if (options.ignoreEvent?.(snapshot, type)) return [];
    const given = options.events.filter((event) => event.type === type);
    return given.length > 0 ? given : [{ type }];
  });

const traversal = (options: PathOptions) =>
  ({
    events: eventsFor(options),
    serializeState: options.serializeState,
    input: options.input,
    ...(options.fromState ? { fromState: options.fromState } : {}),
    ...(options.stopWhen ? { stopWhen: options.stopWhen } : {}),
    ...(options.toState ? { toState: options.toState } : {}),
  }) as unknown as TraversalOptions<AnyMachineSnapshot, EventObject, unknown>;

/** Shortest path to every state of the abstraction. */
export function shortestPaths(machine: AnyStateMachine, options: PathOptions): MachinePath[] {
  return getShortestPaths(machine, traversal(options)) as unknown as MachinePath[];
}

/** Every path without a repeated state (exponential: only for small machines or with `toState`). */
export function simplePaths(machine: AnyStateMachine, options: PathOptions): MachinePath[] {
  return getSimplePaths(machine, traversal(options)) as unknown as MachinePath[];
}

/**
 * One path per transition of the abstraction: shortest path to its source, then the transition.
 * Self-loops of field edits (`FIELD.CHANGE` that leaves the abstraction as it was) are left out:
 * they only retype a value, which the scenario tests check.
 */
export function transitionPaths(machine: AnyStateMachine, options: PathOptions): MachinePath[] {
  const bySource = new Map(
    shortestPaths(machine, options).map((path) => [options.serializeState(path.state), path]),
  );
  const adjacency = getAdjacencyMap(machine, traversal(options)) as unknown as Record<
    string,
    { transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }> }
  >;
  const paths: MachinePath[] = [];
  for (const [source, { transitions }] of Object.entries(adjacency)) {
    const head = bySource.get(source);
    if (!head) continue;
    for (const { event, state } of Object.values(transitions)) {
      if (event.type === 'FIELD.CHANGE' && options.serializeState(state) === source) continue;
      paths.push({
        state,
        steps: [...head.steps, { state, event }],
        weight: head.weight + 1,
      } as MachinePath);
    }
  }
  return paths;
}

/** Readable name of a path: its events. */
export const describePath = (path: MachinePath) =>
  path.steps
    .slice(1)
    .map(({ event }) => event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:'))
    .join(' → ') || '(initial)';

/**
 * A machine provided once with stub actors and short delays (providing re-parses the machine,
 * so suites share one), and `replay(path)` that runs a path on a fresh real actor of it.
 * Fake timers must be on (`vi.useFakeTimers()`).
 */
export function pathRunner(
  machine: AnyStateMachine,
  options: {
    serializeState: (snapshot: AnyMachineSnapshot) => string;
    delays?: Record<string, number>;
  },
) {
  const stubs = createStubActors(Object.keys(machine.implementations.actors));
  const provided = machine.provide({
    actors: stubs.actors,
    ...(options.delays ? { delays: options.delays } : {}),
  } as never);

  async function replay(
    path: MachinePath,
    { input, fromState }: { input?: unknown; fromState?: AnyMachineSnapshot } = {},
  ) {
    stubs.reset();
    const actor = createActor(provided, fromState ? { snapshot: fromState, input } : { input });
    actor.start();
    try {
      await walk(actor, path);
    } catch (error) {
      if (error instanceof Error) error.message = `Path ${describePath(path)}\n${error.message}`;
      throw error;
    } finally {
      actor.stop();
    }
    return actor.getSnapshot() as AnyMachineSnapshot;
  }

  async function walk(actor: ReturnType<typeof createActor<AnyStateMachine>>, path: MachinePath) {
    for (const { event, state } of path.steps) {
      const { type } = event;
      if (type === 'xstate.init') {
        // the starting snapshot
      } else if (type.startsWith('xstate.done.actor.')) {
        stubs.resolve(
          type.slice('xstate.done.actor.'.length),
          (event as { output?: unknown }).output,
        );
      } else if (type.startsWith('xstate.error.actor.')) {
        stubs.reject(
          type.slice('xstate.error.actor.'.length),
          (event as { error?: unknown }).error,
        );
      } else if (type.startsWith('xstate.after.')) {
        vi.advanceTimersByTime(SHORT_DELAY);
      } else {
        actor.send(event);
      }
      await flush();
      const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
      if (options.serializeState(snapshot) !== options.serializeState(state)) {
        expect(snapshot.value, `value after ${type}`).toEqual(state.value);
        expect(options.serializeState(snapshot), `snapshot after ${type}`).toBe(
          options.serializeState(state),
        );
      }
    }
  }

  return { machine: provided, stubs, replay };
}
