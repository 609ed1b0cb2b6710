/**
 * The mock's controls for tests of real-life conditions (the e2e tests drive them in-process;
 * no HTTP endpoint): a storage that stalls photo uploads on demand.
 */

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

/** The controls, and the gate a PUT awaits before it is answered (open unless held). */
export function createControls(): { controls: MockControls; unlessHeld: () => Promise<void> } {
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
  return { controls, unlessHeld };
}
