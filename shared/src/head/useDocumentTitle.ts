import { useEffect } from 'react';
import { i18n } from '../i18n';

/** Set the document title of a page: "Title | Sídlo Partner". */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    const site = i18n.t('common:siteName');
    document.title = title === site ? site : `${title} | ${site}`;
  }, [title]);
}
