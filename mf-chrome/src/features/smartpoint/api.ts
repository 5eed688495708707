import { getJson, type AnswerOf, type Locale } from 'shared';

/** `GET /api/info/page/{id}?lang=`: an info page; its `text` is HTML. */
export function fetchInfoPage(id: number, locale: Locale, signal?: AbortSignal): Promise<AnswerOf<'infoPage'>> {
  return getJson(`/api/info/page/${id}`, 'infoPage', { locale, signal });
}
