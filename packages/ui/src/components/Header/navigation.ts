/** Paths where a menu click never scrolls, even when a matching section exists. */
export const noScrollPaths: readonly string[] = ['/regulamento', '/fale-conosco'];

export type NavigationAction =
  { kind: 'scroll'; id: string } | { kind: 'open'; url: string } | { kind: 'navigate'; to: string };

export interface NavigationInput {
  /** The menu item's target: a path (`/regulamento`) or, when external, a URL. */
  target: string;
  external?: boolean;
  /** Internal item that opens in a new tab. */
  newTab?: boolean;
  /** The current location's pathname. */
  pathname: string;
  /** Whether the section for an id exists on the current page (or a fixed answer). */
  sectionExists: boolean | ((id: string) => boolean);
  /** The site root the target is appended to (default `/`). */
  root?: string;
}

/**
 * The id of the page section a target scrolls to: the target without its leading `/` or `#`,
 * inner slashes as dashes (`/como-participar/anual` -> `como-participar-anual`).
 */
export function sectionIdFor(target: string): string {
  return target
    .trim()
    .replace(/^[#/]+/, '')
    .replace(/\/+$/, '')
    .replace(/\//g, '-');
}

function normalisePath(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? '';
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed.toLowerCase();
}

/** The site root plus the target, with exactly one slash between them. */
export function rootedPath(target: string, root = '/'): string {
  const base = root.endsWith('/') ? root : `${root}/`;
  return `${base}${target.trim().replace(/^\/+/, '')}`;
}

/**
 * The header's navigation rule (spec, Header): scroll smoothly to the target section when it
 * exists on the page and the path is neither /regulamento nor /fale-conosco; otherwise open a new
 * window for an external item (or one marked `newTab`), or navigate to the site root plus target.
 */
export function resolveNavigation({
  target,
  external = false,
  newTab = false,
  pathname,
  sectionExists,
  root = '/',
}: NavigationInput): NavigationAction {
  const id = external ? '' : sectionIdFor(target);
  const exists =
    typeof sectionExists === 'function' ? id !== '' && sectionExists(id) : sectionExists;
  if (id !== '' && exists && !noScrollPaths.includes(normalisePath(pathname))) {
    return { kind: 'scroll', id };
  }
  if (external) return { kind: 'open', url: target };
  if (newTab) return { kind: 'open', url: rootedPath(target, root) };
  return { kind: 'navigate', to: rootedPath(target, root) };
}
