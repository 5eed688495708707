import { useEffect } from 'react';
import { i18n } from '../i18n';
import { setResponseHead } from '../ssr/scope';

/** "Title | Sídlo Partner", or the site's name alone. */
function fullTitle(title: string): string {
  const site = i18n.t('common:siteName');
  return title === site ? site : `${title} | ${site}`;
}

/** Set the document title of a page: "Title | Sídlo Partner" (on the server: the answer's `<title>`). */
export function useDocumentTitle(title: string | null | undefined): void {
  if (title) setResponseHead({ title: fullTitle(title) });
  useEffect(() => {
    if (title) document.title = fullTitle(title);
  }, [title]);
}
