import { useEffect } from 'react';

export const SITE_NAME = 'Jornada';

/** '<Página> · Jornada' (or just 'Jornada' without a page name). */
export const documentTitle = (page?: string) => (page ? `${page} · ${SITE_NAME}` : SITE_NAME);

/** Sets the document title while the page is shown. */
export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}
