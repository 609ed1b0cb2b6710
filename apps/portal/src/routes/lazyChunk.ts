import { lazy, type ComponentType } from 'react';
import { loadChunk } from './loadChunk';
import { trackPageLoad } from './pageLoads';

export type ChunkModule<Props> = { default: ComponentType<Props> };

/**
 * A lazy chunk's component through `loadChunk` (one retry, 120 s in all; a failure shows the
 * route's error), counted for the progress bar while a render waits for it, a preload that shares
 * its one load, and a prefetch for idle time that a later navigation may try again if it failed.
 */
export function lazyChunk<Props>(importer: () => Promise<ChunkModule<Props>>) {
  let loading: Promise<ChunkModule<Props>> | undefined;
  const load = () => (loading ??= loadChunk(importer));
  return {
    Component: lazy(() => trackPageLoad(load())),
    preload: () => trackPageLoad(load()).then(ignore, ignore),
    prefetch: () => {
      const attempt = load();
      attempt.catch(() => {
        if (loading === attempt) loading = undefined;
      });
    },
  };
}

const ignore = () => undefined;
