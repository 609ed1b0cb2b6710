import type { Mermaid } from 'mermaid';
import mermaidScriptUrl from 'mermaid/dist/mermaid.min.js?url';

/**
 * Loads Mermaid on demand (only the statechart docs stories call this, so neither the portal nor
 * any other story pays for it).
 *
 * Why a script tag and not `import('mermaid')`: a bare import that Vite first meets in the middle
 * of a story test run makes it re-optimise its dependencies and reload the page, failing the
 * stories running at that moment (`.storybook/optimizeDeps.ts`). Mermaid's single-file browser
 * build, as an asset URL, is never pre-bundled, in Storybook dev, its build and the story tests.
 * With `mermaid` in `storyDeps`, `(await import('mermaid')).default` would do the same.
 */
let loading: Promise<Mermaid> | null = null;

/** How long a story waits for a diagram: loading Mermaid (3.6 MB) takes a loaded CI machine long. */
export const DRAWING_TIMEOUT_MS = 50_000;

const loaded = () => (globalThis as { mermaid?: Mermaid }).mermaid;

export function loadMermaid(): Promise<Mermaid> {
  loading ??= new Promise<Mermaid>((resolve, reject) => {
    const ready = loaded();
    if (ready) return resolve(ready);
    const script = document.createElement('script');
    script.src = mermaidScriptUrl;
    script.async = true;
    script.onload = () => {
      const mermaid = loaded();
      if (mermaid) resolve(mermaid);
      else reject(new Error('Mermaid did not load.'));
    };
    script.onerror = () => reject(new Error('Mermaid did not load.'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
