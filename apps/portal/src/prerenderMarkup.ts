/**
 * How a prerendered screen is marked in the HTML: build/prerender.ts writes it, the early-start
 * script and the app read it. A module without imports, so the build's Node code can read it.
 */

/** On the screen's wrapper and its style element; `off` on the html element hides the screen. */
export const PRERENDER_ATTR = 'data-prerender';
export const PRERENDER_OFF = 'off';
/** On the html element: the path of the page the screen belongs to. */
export const PRERENDER_PATH_ATTR = 'data-prerender-path';
/** On the html element of a participant's page: `participant`. */
export const PRERENDER_FOR_ATTR = 'data-prerender-for';

/**
 * Shown until the app's first render replaces it, and only where the early-start script agrees it
 * is the page being opened (`data-prerender="off"` otherwise).
 */
export const PRERENDER_CSS = `div[${PRERENDER_ATTR}]{display:contents}html[${PRERENDER_ATTR}=${PRERENDER_OFF}] div[${PRERENDER_ATTR}]{display:none}`;
