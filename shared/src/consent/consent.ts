/**
 * Cookie consent: the four categories, their cookies and the Consent Mode v2
 * signals. The shell pushes the default before anything else; mf-chrome's cookie bar records choices.
 */
import { consent, track, type ConsentSignals, type ConsentState } from '../analytics/analytics';
import { deleteCookie, getCookie, setCookie, type CookieKey } from '../cookies/cookies';
import { CONSENT_CATEGORIES, type CategoryChoice, type OptionalCategory } from './categories';

export { CONSENT_CATEGORIES, type CategoryChoice, type OptionalCategory } from './categories';

const CATEGORY_COOKIE: Record<OptionalCategory, CookieKey> = {
  analytical: 'consentAnalytical',
  marketing: 'consentMarketing',
  advertisement: 'consentAdvertisement',
};

export const CONSENT_NONE: CategoryChoice = { analytical: false, marketing: false, advertisement: false };
export const CONSENT_ALL: CategoryChoice = { analytical: true, marketing: true, advertisement: true };

/** All denied but security: what Consent Mode starts from before the visitor chooses. */
export const DENIED_SIGNALS: ConsentSignals = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  functionality_storage: 'denied',
  personalization_storage: 'denied',
  security_storage: 'granted',
};

export const GRANTED_SIGNALS: ConsentSignals = {
  ad_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
  analytics_storage: 'granted',
  functionality_storage: 'granted',
  personalization_storage: 'granted',
  security_storage: 'granted',
};

/**
 * Consent Mode v2 signals of a choice: analytical → analytics_storage; marketing → ad_storage and
 * ad_personalization; advertisement → ad_user_data and ad_personalization.
 */
export function signalsFor(choice: CategoryChoice): ConsentSignals {
  if (choice.analytical && choice.marketing && choice.advertisement) return { ...GRANTED_SIGNALS };
  const grant = (on: boolean): ConsentState => (on ? 'granted' : 'denied');
  return {
    ...DENIED_SIGNALS,
    analytics_storage: grant(choice.analytical),
    ad_storage: grant(choice.marketing),
    ad_personalization: grant(choice.marketing || choice.advertisement),
    ad_user_data: grant(choice.advertisement),
  };
}

export type ConsentStatus = 'accepted' | 'denied' | null;

/** What the visitor chose earlier, from the stored cookies. */
export function storedConsent(): { status: ConsentStatus; choice: CategoryChoice } {
  const raw = getCookie('cookieConsent');
  const status: ConsentStatus = raw === 'accepted' || raw === 'denied' ? raw : null;
  const choice = { ...CONSENT_NONE };
  if (status === 'accepted') {
    for (const category of CONSENT_CATEGORIES) choice[category] = getCookie(CATEGORY_COOKIE[category]) === '1';
  }
  return { status, choice };
}

export function isCookieBarHidden(): boolean {
  return getCookie('cookieShow') === 'hidden';
}

function hasConsentDefault(): boolean {
  if (typeof window === 'undefined') return true;
  return (window.dataLayer ?? []).some(
    (entry) => Array.isArray(entry) && entry[0] === 'consent' && entry[1] === 'default',
  );
}

/**
 * Push the `consent default` once per page, before any tag: all denied but security, unless the
 * stored cookies say the visitor accepted some categories earlier.
 */
export function pushConsentDefault(): void {
  if (hasConsentDefault()) return;
  consent('default', consentDefaultSignals());
}

/**
 * The signals of the `consent default`: all denied but security, unless the stored cookies say
 * the visitor accepted some categories. The server writes them into the page's head, so they are
 * in the dataLayer before any script runs; `pushConsentDefault` then finds them there.
 */
export function consentDefaultSignals(): ConsentSignals {
  const { status, choice } = storedConsent();
  return status === 'accepted' ? signalsFor(choice) : { ...DENIED_SIGNALS };
}

function trackChoice(choice: CategoryChoice, status: 'accepted' | 'denied'): void {
  track('cookie_consent_update', {
    consent_technical: 1,
    consent_analytical: choice.analytical ? 1 : 0,
    consent_marketing: choice.marketing ? 1 : 0,
    consent_advertisement: choice.advertisement ? 1 : 0,
  });
  track('cookie_consent_status', { consent_status: status });
}

/**
 * The revision of what the visitor consents to. Raise it when a category or a purpose is added:
 * every visitor whose choice answers an older revision sees the bar again. A choice stored before
 * revisions were recorded counts as revision 1.
 */
export const CONSENT_REVISION = 1;

/**
 * The cookies a choice writes (null: the cookie is removed): accepted categories (`1`/`0`) or
 * denied (categories removed), the bar hidden, the text's revision. One list for the browser's
 * choice and for the server's answer to the bar's plain form.
 */
export function consentCookies(choice: CategoryChoice | 'denied'): [CookieKey, string | null][] {
  const categories = CONSENT_CATEGORIES.map((category): [CookieKey, string | null] => [
    CATEGORY_COOKIE[category],
    choice === 'denied' ? null : choice[category] ? '1' : '0',
  ]);
  return [
    ...categories,
    ['cookieConsent', choice === 'denied' ? 'denied' : 'accepted'],
    ['cookieShow', 'hidden'],
    ['consentRevision', String(CONSENT_REVISION)],
  ];
}

/**
 * Stores a choice in its cookies, reporting nothing: in the browser, or in the server's answer to
 * the cookie bar's form posted before or without scripts (the next page reports it then).
 */
export function storeConsent(choice: CategoryChoice | 'denied'): void {
  for (const [key, value] of consentCookies(choice)) {
    if (value === null) deleteCookie(key);
    else setCookie(key, value);
  }
}

/**
 * What the dataLayer gets for a choice: Consent Mode's update, then the choice and its status. The
 * next page pushes the same for a choice the server stored (the bar's form sent without scripts).
 */
export function reportConsentChoice(choice: CategoryChoice | 'denied'): void {
  if (choice === 'denied') {
    consent('update', { ...DENIED_SIGNALS });
    trackChoice(CONSENT_NONE, 'denied');
  } else {
    consent('update', signalsFor(choice));
    trackChoice(choice, 'accepted');
  }
}

/** 'Accept all' and 'Accept selected': store the choice, update Consent Mode, report it. */
export function acceptConsent(choice: CategoryChoice): void {
  storeConsent(choice);
  reportConsentChoice(choice);
}

/** 'Disagree here': status denied, category cookies removed, everything optional denied. */
export function denyConsent(): void {
  storeConsent('denied');
  reportConsentChoice('denied');
}
