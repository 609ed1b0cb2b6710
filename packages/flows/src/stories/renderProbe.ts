/**
 * Story support (never exported from the package): which elements React rendered again.
 *
 * React keeps on each DOM element the props it last rendered the element with (the object its
 * event system reads, under `__reactProps$<id>`). When the component that returns an element runs
 * again, the element is committed with a new props object; when that component is skipped (`memo`
 * with equal props, a selector whose slice did not change), the element keeps the object it had.
 * So an element whose object changed was rendered again, whether or not the DOM changed.
 * Test-only: it reads a React internal (stable since React 17), never product code.
 */

/** The form's controls, and the upload's progress bar. */
export const CONTROLS = 'input, textarea, select, button, a[href], [role="progressbar"]';

function committedProps(element: Element): unknown {
  const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'));
  if (!key) throw new Error(`not rendered by React: <${element.localName}>`);
  return (element as unknown as Record<string, unknown>)[key];
}

/** A control's name in a test's message: its label, its own name, its text, or its role. */
function nameOf(element: Element): string {
  const labelled =
    element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
      ? element.labels?.[0]?.textContent
      : null;
  return (
    labelled?.trim() ||
    element.getAttribute('aria-label') ||
    element.textContent?.trim() ||
    element.getAttribute('role') ||
    element.localName
  );
}

export interface RenderWatch {
  /** The elements (by name, in document order) rendered again since `watchRenders`. */
  rendered(): string[];
  /** How many of the watched elements were rendered again. */
  count(): number;
}

/**
 * Starts watching the elements under `root` that match `selector` (the controls by default; `*`
 * for every element): call it just before the event, read `rendered()` after it.
 */
export function watchRenders(root: Element, selector = CONTROLS): RenderWatch {
  const watched = Array.from(root.querySelectorAll(selector), (element) => ({
    element,
    props: committedProps(element),
  }));
  const again = () =>
    watched.filter(
      ({ element, props }) => element.isConnected && committedProps(element) !== props,
    );
  return {
    rendered: () => again().map(({ element }) => nameOf(element)),
    count: () => again().length,
  };
}
