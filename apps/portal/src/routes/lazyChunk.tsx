import { lazy, useState, type ComponentType } from 'react';
import { loadChunk } from './loadChunk';
import { trackPageLoad } from './pageLoads';

export type ChunkModule<Props> = { default: ComponentType<Props> };

/**
 * A lazy chunk's component through `loadChunk` (one retry, 120 s in all; a failure shows the
 * route's error), counted for the progress bar while a render waits for it, a preload that shares
 * its one load, and a prefetch for idle time that a later navigation may try again if it failed.
 * Once the chunk has arrived, the component renders it without suspending: a navigation to a
 * prefetched page is one render, not a render that waits a task for `lazy` to resolve.
 */
export function lazyChunk<Props extends object>(importer: () => Promise<ChunkModule<Props>>) {
  let loading: Promise<ChunkModule<Props>> | undefined;
  let loaded: ComponentType<Props> | undefined;
  const load = () =>
    (loading ??= loadChunk(importer).then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(() => trackPageLoad(load()));
  function Component(props: Props) {
    // Chosen once per mount: switching from the lazy one to the loaded one would remount the page.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return {
    Component,
    loaded: () => loaded !== undefined,
    preload: () => (loaded ? Promise.resolve() : trackPageLoad(load()).then(ignore, ignore)),
    prefetch: () => {
      const attempt = load();
      attempt.catch(() => {
        if (loading === attempt) loading = undefined;
      });
    },
  };
}

const ignore = () => undefined;
