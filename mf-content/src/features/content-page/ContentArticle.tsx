import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { isSafeInternalPath, SafeHtml } from 'shared';
import type { ContentDocument } from './api';
import '../../common/content-page.css';
import './article.css';

/** Whether a click on a link inside the API's HTML can become an in-app navigation, and to where. */
function internalTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a');
  if (!anchor || (anchor.getAttribute('target') ?? '_self') !== '_self' || anchor.hasAttribute('download')) return null;
  const href = anchor.getAttribute('href');
  if (!isSafeInternalPath(href) || /\.[a-z0-9]{2,4}(?:[?#]|$)/i.test(href) || href.startsWith('/api/')) return null;
  return href;
}

/**
 * Internal links inside the API's HTML navigate within the app (no full reload); external links,
 * new-tab links, downloads and modified clicks keep the browser's behaviour. The listener sits on
 * the article and only handles clicks on the links in it (a link activated by the keyboard fires
 * a click too), so the article itself gains no interaction.
 */
function useInternalLinks<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      const href = internalTarget(event);
      if (href === null) return;
      event.preventDefault();
      void navigate(href);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [navigate]);
  return ref;
}

/** Title, perex, body and sections of a content document; every HTML string is sanitised. */
export function ContentArticle({ document }: { document: ContentDocument }) {
  const ref = useInternalLinks<HTMLElement>();
  return (
    <article ref={ref} className="container content-page">
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
