import { SafeHtml } from 'shared';
import type { PageIntro } from '../api';
import '../content-page.css';

/** The copy of a listing page above its listing: title, perex and sanitised body. */
export function Intro({ intro }: { intro: PageIntro }) {
  return (
    <header className="content-page__header">
      <h1 className="content-page__title">{intro.title}</h1>
      {intro.perex && <p className="content-page__perex">{intro.perex}</p>}
      {intro.body && <SafeHtml className="content-page__body content-prose" html={intro.body} />}
    </header>
  );
}
