/**
 * Who a prerendered screen is for (build/prerender.ts, src/prerender.tsx): the early-start script
 * shows it to that visitor only. A module without imports, so the build's Node code can read it.
 */
export type PrerenderVisitor = 'anonymous' | 'participant';
