import type { ReactNode } from 'react';
import { SafeHtml, type Locale } from 'shared';
import { FaqSection } from '../../common/faq/Faq';
import { useInternalLinks } from '../../common/useInternalLinks';
import type { ContentDocument } from './api';
import '../../common/content-page.css';
import './article.css';

/**
 * Title, perex, body, sections and questions of a content document; every HTML string is sanitised.
 * `action` (a page's call to action) follows the perex.
 */
export function ContentArticle({
  document,
  locale,
  action,
}: {
  document: ContentDocument;
  locale: Locale;
  action?: ReactNode;
}) {
  const ref = useInternalLinks<HTMLElement>();
  return (
    <article ref={ref} className="container content-page">
      <header className="content-page__header">
        <h1 className="content-page__title">{document.title}</h1>
        {document.perex && <p className="content-page__perex">{document.perex}</p>}
      </header>
      {action}
      {document.body && <SafeHtml className="content-page__body content-prose" html={document.body} />}
      {document.sections.map((section, index) => (
        <section key={index} className="content-page__section">
          {section.heading && <h2 className="content-page__section-title">{section.heading}</h2>}
          <SafeHtml className="content-prose" html={section.body} />
        </section>
      ))}
      <FaqSection id="content-page-faq" locale={locale} pairs={document.faq} />
    </article>
  );
}
