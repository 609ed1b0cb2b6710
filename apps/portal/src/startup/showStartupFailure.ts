import { ERROR_STATE_MESSAGE, RETRY_LABEL } from '@jornada/ui/copy';
import { PRERENDER_ATTR } from '../prerenderMarkup';

const STARTUP_FAILURE_TITLE = 'O portal não pôde ser iniciado';

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text: string,
  style: Partial<CSSStyleDeclaration>,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.textContent = text;
  Object.assign(node.style, style);
  return node;
}

/**
 * Shown in `root` when the portal cannot start: config.json could not be read (`message` says
 * why), or start-up's own code failed to load twice. The kit and React may be what is missing, so
 * this is plain DOM. It replaces the prerendered screen too (which cannot come alive);
 * `Tentar novamente` reloads the page.
 */
export function showStartupFailure(root: HTMLElement, message = ERROR_STATE_MESSAGE) {
  const main = element('main', '', {
    display: 'grid',
    placeItems: 'center',
    minHeight: '100vh',
    padding: '24px',
    boxSizing: 'border-box',
  });
  const card = element('div', '', {
    display: 'grid',
    gap: '16px',
    justifyItems: 'start',
    maxWidth: '560px',
    padding: '32px 24px',
    borderRadius: '16px',
    background: '#ffffff',
    color: '#111827',
    fontFamily: 'Inter, system-ui, sans-serif',
  });
  card.setAttribute('role', 'alert');
  const title = element('h1', STARTUP_FAILURE_TITLE, {
    margin: '0',
    fontSize: '1.5rem',
    color: '#29507e',
  });
  const text = element('p', message, { margin: '0' });
  const retry = element('button', RETRY_LABEL, {
    minHeight: '44px',
    padding: '0 24px',
    border: '0',
    borderRadius: '999px',
    background: '#29507e',
    color: '#ffffff',
    font: 'inherit',
    fontWeight: '600',
    cursor: 'pointer',
  });
  retry.type = 'button';
  retry.addEventListener('click', () => window.location.reload());
  card.append(title, text, retry);
  main.append(card);
  root.replaceChildren(main);
  document.documentElement.removeAttribute(PRERENDER_ATTR);
  retry.focus();
}
