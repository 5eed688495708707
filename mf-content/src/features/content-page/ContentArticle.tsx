import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { isSafeInternalPath, SafeHtml } from 'shared';
import type { ContentDocument } from './api';
import './content-page.css';

/**
 * Internal links inside API HTML navigate within the app (no full reload); external links,
 * new-tab links, downloads and modified clicks keep the browser's behaviour.
 */
function useInternalLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const anchor = (event.target as Element | null)?.closest?.('a');
    if (!anchor || (anchor.getAttribute('target') ?? '_self') !== '_self' || anchor.hasAttribute('download')) return;
    const href = anchor.getAttribute('href');
    if (!isSafeInternalPath(href) || /\.[a-z0-9]{2,4}(?:[?#]|$)/i.test(href) || href.startsWith('/api/')) return;
    event.preventDefault();
    navigate(href);
  };
}

/** Title, perex, body and sections of a content document; every HTML string is sanitised. */
export function ContentArticle({ document }: { document: ContentDocument }) {
  const onClick = useInternalLinks();
  return (
    // The click handler only upgrades links already reachable by keyboard; it adds no interaction of its own.
    <article className="container content-page" onClick={onClick}>
      <header className="content-page__header">
        <h1 className="content-page__title">{document.title}</h1>
        {document.perex && <p className="content-page__perex">{document.perex}</p>}
      </header>
      {document.body && <SafeHtml className="content-page__body content-prose" html={document.body} />}
      {document.sections.map((section, index) => (
        <section key={index} className="content-page__section">
          {section.heading && <h2 className="content-page__section-title">{section.heading}</h2>}
          <SafeHtml className="content-prose" html={section.body} />
        </section>
      ))}
    </article>
  );
}
