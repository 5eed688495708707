/**
 * Query parameters that campaign and advertising tools add to links to the site (an e-mail's
 * `utm_source`, a click's own id such as `fbclid`): analytics tags read them from the browser's
 * address, and no page of the site reads them. A page is the same with or without them, so the
 * server keeps one copy of it and renders it for the address without them, and a page's own links
 * and forms that repeat its address leave them out: nothing of one click ends up in a page kept
 * for everyone, and the markup the browser hydrates is the markup the server sent.
 */
export const TRACKING_PARAMS: readonly string[] = [
  'fbclid',
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'msclkid',
  'yclid',
  'twclid',
  'ttclid',
  'li_fat_id',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
  'igshid',
];
/** Every parameter whose name starts so is a campaign's too (`utm_source`, `utm_medium`, …). */
export const TRACKING_PREFIX = 'utm_';

const TRACKING = new Set(TRACKING_PARAMS);

/** Whether a query parameter's name is one of the tracking parameters (in any case). */
export function isTrackingParam(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith(TRACKING_PREFIX) || TRACKING.has(lower);
}

/** The name of one `name=value` part of a query, decoded as a browser's form would. */
function nameOf(part: string): string {
  const raw = part.split('=', 1)[0]!.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * A query (`?q=sidlo&utm_source=news`) without the tracking parameters (`?q=sidlo`); '' when
 * nothing is left. The other parameters stay exactly as they were written, in their order, so
 * cleaning a query twice gives what cleaning it once gave.
 */
export function withoutTrackingQuery(search: string): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (query === '') return '';
  const kept = query.split('&').filter((part) => !isTrackingParam(nameOf(part)));
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}

/**
 * An address of the site (`/en?utm_source=a&x=1#top`) without the tracking parameters
 * (`/en?x=1#top`): the address its page is rendered and kept for.
 */
export function withoutTracking(address: string): string {
  const hashAt = address.indexOf('#');
  const hash = hashAt < 0 ? '' : address.slice(hashAt);
  const rest = hashAt < 0 ? address : address.slice(0, hashAt);
  const queryAt = rest.indexOf('?');
  if (queryAt < 0) return address;
  return rest.slice(0, queryAt) + withoutTrackingQuery(rest.slice(queryAt)) + hash;
}

/**
 * The page's own address from the router's location: its path and query without the tracking
 * parameters. For a form that posts back to its page, or a link to the page itself.
 */
export function pageAddress({ pathname, search }: { pathname: string; search: string }): string {
  return pathname + withoutTrackingQuery(search);
}
