/** What the `setup()` of a machine offers for typing a state config. */
interface MachineSetup {
  createStateConfig: (config: never) => unknown;
}
/** The state config type of a setup (its `createStateConfig`'s constraint). */
type StateConfigOf<TSetup> = TSetup extends { createStateConfig: (config: infer C) => unknown }
  ? C
  : never;
type InvokeOf<TSetup> = Exclude<
  NonNullable<StateConfigOf<TSetup> extends { invoke?: infer I } ? I : never>,
  readonly unknown[]
>;
/** One invoke of that state config, with the names and inputs of the setup's actors; no id. */
export type RequestInvokeOf<TSetup> =
  InvokeOf<TSetup> extends infer I
    ? I extends unknown
      ? Omit<I, 'id'> & { src: string }
      : never
    : never;

/**
 * The state of one request, written once for every machine: tagged `pending`, `startRequest` on
 * entry, the invoke's id is its actor's name, and a failure goes back to the sibling `editing`
 * with the error's lines (`requestFailed`). The machine's setup must name those two actions.
 *
 *     const requestState = requestStateOf(contactSetup);
 *     sending: requestState({ src: 'sendContact', input, onDone: 'editing' }),
 */
export function requestStateOf<TSetup extends MachineSetup>(machineSetup: TSetup) {
  return (invoke: RequestInvokeOf<TSetup>): StateConfigOf<TSetup> =>
    machineSetup.createStateConfig({
      tags: 'pending',
      entry: 'startRequest',
      invoke: {
        id: invoke.src,
        onError: {
          target: 'editing',
          actions: {
            type: 'requestFailed',
            params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
          },
        },
        ...invoke,
      },
    } as never) as StateConfigOf<TSetup>;
}
