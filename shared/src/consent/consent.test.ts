import { setCookie, deleteCookie } from '../cookies';
import { acceptConsent, CONSENT_CATEGORIES, denyConsent, pushConsentDefault, signalsFor } from './consent';

afterEach(() => {
  window.dataLayer = [];
  for (const key of [
    'cookieConsent',
    'cookieShow',
    'consentAnalytical',
    'consentMarketing',
    'consentAdvertisement',
  ] as const) {
    deleteCookie(key);
  }
});

describe('consent', () => {
  it('pushes one default, all denied but security, for a first visit', () => {
    pushConsentDefault();
    pushConsentDefault();
    expect(window.dataLayer).toEqual([
      [
        'consent',
        'default',
        expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied', security_storage: 'granted' }),
      ],
    ]);
  });

  it('reads an earlier choice from the stored cookies', () => {
    setCookie('cookieConsent', 'accepted');
    setCookie('consentAnalytical', '1');
    setCookie('consentMarketing', '0');
    setCookie('consentAdvertisement', '0');
    pushConsentDefault();
    expect(window.dataLayer?.[0]).toEqual([
      'consent',
      'default',
      expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' }),
    ]);
  });

  it('maps categories to Consent Mode v2 signals', () => {
    expect(signalsFor({ analytical: false, marketing: true, advertisement: false })).toMatchObject({
      ad_storage: 'granted',
      ad_personalization: 'granted',
      ad_user_data: 'denied',
      analytics_storage: 'denied',
    });
    expect(signalsFor({ analytical: false, marketing: false, advertisement: true })).toMatchObject({
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      ad_storage: 'denied',
    });
  });

  it('records accept and deny choices in cookies, Consent Mode and analytics', () => {
    acceptConsent({ analytical: true, marketing: false, advertisement: true });
    expect(document.cookie).toContain('cookie-consent=accepted');
    expect(document.cookie).toContain('cookie-consent-marketing=0');
    denyConsent();
    expect(document.cookie).toContain('cookie-consent=denied');
    for (const category of CONSENT_CATEGORIES) expect(document.cookie).not.toContain(`cookie-consent-${category}=`);
    const events = (window.dataLayer ?? [])
      .filter((entry) => !Array.isArray(entry))
      .map((entry) => (entry as { event: string }).event);
    expect(events).toEqual([
      'cookie_consent_update',
      'cookie_consent_status',
      'cookie_consent_update',
      'cookie_consent_status',
    ]);
  });
});
