/**
 * Cookie consent: the four categories, their cookies and the Consent Mode v2
 * signals. The shell pushes the default before anything else; mf-chrome's cookie bar records choices.
 */
import { consent, track, type ConsentSignals, type ConsentState } from '../analytics';
import { deleteCookie, getCookie, setCookie, type CookieKey } from '../cookies';

/** The optional cookie categories; technical cookies are always on. */
export const CONSENT_CATEGORIES = ['analytical', 'marketing', 'advertisement'] as const;
export type OptionalCategory = (typeof CONSENT_CATEGORIES)[number];
export type CategoryChoice = Record<OptionalCategory, boolean>;

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
  const { status, choice } = storedConsent();
  consent('default', status === 'accepted' ? signalsFor(choice) : { ...DENIED_SIGNALS });
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

/** 'Accept all' and 'Accept selected': store the choice, update Consent Mode, report it. */
export function acceptConsent(choice: CategoryChoice): void {
  for (const category of CONSENT_CATEGORIES) setCookie(CATEGORY_COOKIE[category], choice[category] ? '1' : '0');
  setCookie('cookieConsent', 'accepted');
  setCookie('cookieShow', 'hidden');
  consent('update', signalsFor(choice));
  trackChoice(choice, 'accepted');
}

/** 'Disagree here': status denied, category cookies removed, everything optional denied. */
export function denyConsent(): void {
  for (const category of CONSENT_CATEGORIES) deleteCookie(CATEGORY_COOKIE[category]);
  setCookie('cookieConsent', 'denied');
  setCookie('cookieShow', 'hidden');
  consent('update', { ...DENIED_SIGNALS });
  trackChoice(CONSENT_NONE, 'denied');
}
