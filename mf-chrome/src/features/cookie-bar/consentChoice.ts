import {
  acceptConsent,
  CONSENT_ALL,
  CONSENT_CATEGORIES,
  CONSENT_NONE,
  CONSENT_REVISION,
  denyConsent,
  getCookie,
  isCookieBarHidden,
  parseCookies,
  serializeForeignDeletion,
  storedConsent,
  type CategoryChoice,
  type OptionalCategory,
} from 'shared';

/** First-party cookies the tags of each category set; they go when the category is withdrawn. */
const TRACKING_COOKIES: Record<OptionalCategory, RegExp> = {
  analytical: /^(_ga|_ga_.+|_gid|_gat(_.+)?|_hjSession.*|_hjSessionUser.*|_clck|_clsk)$/,
  marketing: /^(_gcl_.+|_fbp|_fbc)$/,
  advertisement: /^(_uetsid|_uetvid|_ttp)$/,
};

function storedRevision(): number {
  const value = Number(getCookie('consentRevision') ?? '1');
  return Number.isFinite(value) ? value : 0;
}

/** Whether the bar asks: no choice yet, or one that answers an older revision. */
export function needsChoice(): boolean {
  return !isCookieBarHidden() || storedRevision() < CONSENT_REVISION;
}

/** Whether the visitor chose before, against an older revision (the bar says what changed). */
export function choiceOutdated(): boolean {
  return storedConsent().status !== null && storedRevision() < CONSENT_REVISION;
}

/** The tracking cookies of a category, removed for this host and every parent domain they may sit on. */
function removeTrackingCookies(category: OptionalCategory): void {
  const names = Object.keys(parseCookies(document.cookie)).filter((name) => TRACKING_COOKIES[category].test(name));
  const labels = location.hostname.split('.');
  const domains: (string | undefined)[] = [undefined];
  for (let i = 0; i < labels.length - 1 || i === 0; i++) {
    const domain = labels.slice(i).join('.');
    domains.push(domain, `.${domain}`);
  }
  for (const name of names) {
    for (const domain of domains) document.cookie = serializeForeignDeletion(name, domain);
  }
}

/** The tags' cookies of every category withdrawn between two choices, removed. */
export function withdrawTracking(previous: CategoryChoice, next: CategoryChoice): void {
  for (const category of CONSENT_CATEGORIES) if (previous[category] && !next[category]) removeTrackingCookies(category);
}

/**
 * Record a choice of categories (all, some or none): category cookies, Consent Mode update and the
 * analytics events; the cookies of every category withdrawn since the last choice are removed.
 */
export function saveChoice(next: CategoryChoice): void {
  const previous = storedConsent().choice;
  acceptConsent(next);
  withdrawTracking(previous, next);
}

/** Refuse every optional category: status denied, category cookies and tracking cookies removed. */
export function refuseAll(): void {
  denyConsent();
  withdrawTracking(CONSENT_ALL, CONSENT_NONE);
}
