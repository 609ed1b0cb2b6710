import type { Plugin, Rolldown } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136+): every function of the file is compiled eagerly, on a
 * background thread while the file streams in, instead of on the main thread at its first call.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The libraries whose code start-up runs much of: React's renderer, the router and
 * styled-components; on a form page, the flows' XState and the masks' IMask, and RTK Query, whose
 * store the idle warm-up creates (so its task is shorter for a tap that lands during it). Compiled
 * at their first call instead, they cost the main thread the time a tap waits. Not for code that
 * mostly waits for an interaction.
 */
export const EAGER_PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'styled-components',
  '@reduxjs/toolkit',
  'xstate',
  'imask',
];

/** Whether the chunk holds a module of one of `packages` (pnpm's paths included). */
export function holdsPackage(moduleIds: string[], packages: string[]): boolean {
  return moduleIds.some((id) => packages.some((name) => id.includes(`/node_modules/${name}/`)));
}

/** Prepends the hint as the file's first line; a source map gains an empty first line too. */
export function withCompileHint(chunk: Rolldown.OutputChunk): void {
  chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
  if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
}

/** Build plugin: marks the chunks that hold `packages` for eager compilation. */
export function compileHints(packages: string[] = EAGER_PACKAGES): Plugin {
  return {
    name: 'jornada-compile-hints',
    apply: 'build',
    // After Vite's own generateBundle, which puts its preload map on a chunk's first line: V8
    // reads the hint only at the very top.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const item of Object.values(bundle)) {
          if (item.type === 'chunk' && holdsPackage(Object.keys(item.modules), packages)) {
            withCompileHint(item);
          }
        }
      },
    },
  };
}
