import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /**
   * A page of the site: its path ('/kontakt', '/en/contact-form'), with a query or hash if need
   * be, or a query alone ('?step=order'), which stays on the current page. A hash alone ('#main')
   * is a place on this page, left to the browser.
   */
  to: string;
  /** Takes the place of the current entry in the history instead of adding one. */
  replace?: boolean;
}

/**
 * A plain left click without modifiers that nothing has handled yet: the only click the page's
 * scripts take over from a link (to move in the page, open a dialog, switch a tab); any other (a
 * new tab or window, a middle click) is the browser's.
 */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey
  );
}

/** A path of this site (not another origin, a protocol's address or a file the browser downloads). */
function isSitePath(to: string): boolean {
  return (to.startsWith('/') && !to.startsWith('//')) || to.startsWith('?');
}

/**
 * A link to a page of the site: a plain `<a href>`, which works before and without scripts (the
 * server renders it, and a click before the page has hydrated simply loads the page). Once the page
 * runs, a plain click moves through the router instead of loading the page; a click with a
 * modifier key (a new tab or window), a middle click, another `target` and a click whose handler
 * prevented its default are left to the browser. Any other address is a plain link.
 *
 * The site's own rather than the router's: all its links are absolute paths or a query, so the
 * router's resolving of relative paths (three times per link, each copying the route's matches
 * to JSON) is work every page paid for about fifty links, on the server and while hydrating.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, onClick, children, ...rest },
  ref,
) {
  const navigate = useNavigate();
  const location = useLocation();
  const site = isSitePath(to);
  const href = to.startsWith('?') ? location.pathname + to : to;
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!site || !isPlainClick(event)) return;
    if (rest.target && rest.target !== '_self') return;
    if (rest.download !== undefined) return;
    event.preventDefault();
    // A link to the page the visitor is on does not add it to the history again.
    const current = location.pathname + location.search + location.hash;
    void navigate(href, { replace: replace ?? current === href });
  };
  return (
    <a {...rest} ref={ref} href={href} onClick={click}>
      {children}
    </a>
  );
});
