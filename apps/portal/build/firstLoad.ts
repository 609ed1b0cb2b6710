import type { Rolldown } from 'vite';
import { ROUTE_ROWS } from '../src/routes/routeTable.ts';

/** What the built portal loads before each route's page shows (chunk files, relative to dist). */
export interface FirstLoad {
  /** The entry chunk (first), start-up's steps and their static imports: what every page runs. */
  entry: string[];
  /** Each route of the table and the chunks its page needs beyond the entry's. */
  routes: { path: string; page: string; files: string[] }[];
}

/** Where the build of dist leaves its first loads for the budgets script (never shipped). */
export const FIRST_LOAD_FILE = 'node_modules/.jornada/first-load.json';

/** The lazy layout route that holds the Redux store: `usesApi` pages load its chunk first. */
const API_LAYOUT_MODULE = /\/src\/routes\/ApiLayout\.tsx$/;

/** Start-up's steps: main.tsx imports them dynamically, the early-start script preloads them. */
const STARTUP_MODULE = /\/src\/startup\//;

type Chunk = Rolldown.OutputChunk;

const chunks = (bundle: Rolldown.OutputBundle) =>
  Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk');

function chunkOf(bundle: Rolldown.OutputBundle, module: RegExp): Chunk {
  const chunk = chunks(bundle).find((item) => module.test(item.facadeModuleId ?? ''));
  if (!chunk) throw new Error(`firstLoad: no chunk for ${module}`);
  return chunk;
}

/** Adds `fileName` and every chunk it imports statically, each once. */
function addClosure(bundle: Rolldown.OutputBundle, fileName: string, into: Set<string>): void {
  const chunk = bundle[fileName];
  if (into.has(fileName) || chunk?.type !== 'chunk') return;
  into.add(fileName);
  for (const dep of chunk.imports) addClosure(bundle, dep, into);
}

/** The one walk of the built chunks: the early-start script and the budgets both read it. */
export function firstLoad(bundle: Rolldown.OutputBundle): FirstLoad {
  const entryChunk = chunks(bundle).find((item) => item.isEntry);
  if (!entryChunk) throw new Error('firstLoad: no entry chunk');
  const entry = new Set<string>();
  addClosure(bundle, entryChunk.fileName, entry);
  const steps = chunks(bundle).filter((item) => STARTUP_MODULE.test(item.facadeModuleId ?? ''));
  for (const step of steps) addClosure(bundle, step.fileName, entry);
  const apiLayout = chunkOf(bundle, API_LAYOUT_MODULE);
  const routes = ROUTE_ROWS.map(({ path, page, usesApi }) => {
    const needed = new Set(entry);
    if (usesApi) addClosure(bundle, apiLayout.fileName, needed);
    const pageChunk = chunkOf(bundle, new RegExp(`/src/pages/${page}/index\\.ts$`));
    addClosure(bundle, pageChunk.fileName, needed);
    return { path, page, files: [...needed].filter((file) => !entry.has(file)) };
  });
  return { entry: [...entry], routes };
}
