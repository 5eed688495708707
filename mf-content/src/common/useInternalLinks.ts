import { useEffect, useRef } from 'react';
import { API_HTML, isPlainClick, isSafeInternalPath, useNavigate } from 'shared';

/** Whether a click on a link inside the API's HTML can become an in-app navigation, and to where. */
function internalTarget(event: MouseEvent): string | null {
  if (!isPlainClick(event)) return null;
  const anchor = (event.target as Element | null)?.closest?.('a');
  // Only the API's links: a link a component renders (an enquiry link, a tab) handles its own clicks.
  if (
    !anchor?.closest(`[${API_HTML}]`) ||
    (anchor.getAttribute('target') ?? '_self') !== '_self' ||
    anchor.hasAttribute('download')
  )
    return null;
  const href = anchor.getAttribute('href');
  if (!isSafeInternalPath(href) || /\.[a-z0-9]{2,4}(?:[?#]|$)/i.test(href) || href.startsWith('/api/')) return null;
  return href;
}

/**
 * Internal links inside the API's HTML navigate within the app (no full reload); external links,
 * new-tab links, downloads and modified clicks keep the browser's behaviour. The listener sits on
 * the element the ref is given to and handles only clicks on links of the API's HTML in it.
 */
export function useInternalLinks<T extends HTMLElement>() {
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
