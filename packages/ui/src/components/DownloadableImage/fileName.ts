/** A readable, URL-safe slug: `UN SUDESTE/SUL` -> `un-sudeste-sul`, accents removed. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const mimeExtensions: Record<string, string> = {
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};

/** The file extension of an image address (path or `data:` URI), or `fallback`. */
export function extensionOf(url: string, fallback = 'png'): string {
  const trimmed = url.trim();
  if (trimmed.startsWith('data:')) {
    const mime = trimmed.slice(5).split(/[;,]/)[0]?.toLowerCase() ?? '';
    return mimeExtensions[mime] ?? fallback;
  }
  const path = trimmed.split(/[?#]/)[0] ?? '';
  const last = path.split('/').pop() ?? '';
  const match = /\.([a-z0-9]{2,5})$/i.exec(last);
  const extension = match?.[1]?.toLowerCase();
  if (!extension) return fallback;
  return extension === 'jpeg' ? 'jpg' : extension;
}

/** A readable download name: the slug of `base` plus the image's extension. */
export function downloadFileName(base: string, url: string, fallbackExtension = 'png'): string {
  return `${slugify(base) || 'imagem'}.${extensionOf(url, fallbackExtension)}`;
}

/**
 * Whether a link to `url` saves the file here: the browser ignores `download` for another origin
 * and navigates away from the portal instead. A path, a `data:` or `blob:` address, or one on
 * `origin` (the page's) stay; another origin's do not.
 */
export function savesHere(url: string, origin: string = globalThis.location.origin): boolean {
  if (/^(?:data|blob):/i.test(url.trim())) return true;
  try {
    return new URL(url, origin).origin === origin;
  } catch {
    return false;
  }
}
