import { acceptConsent, denyConsent, pushConsentDefault } from '../consent/consent';
import { COOKIES, deleteCookie, getCookie, setCookie } from '../cookies';
import { track } from './analytics';
import { addFormEvents, pushFormEvents, readFormEvents } from './formEventsCookie';

const CONSENT_COOKIES = [
  'cookieConsent',
  'cookieShow',
  'consentAnalytical',
  'consentMarketing',
  'consentAdvertisement',
];

afterEach(() => {
  window.dataLayer = [];
  for (const key of [...CONSENT_COOKIES, 'consentRevision', 'formEvents'] as const) deleteCookie(key as never);
});

/** What the dataLayer holds after `act`, on a page that starts empty. */
function pushedBy(act: () => void): unknown[] {
  window.dataLayer = [];
  act();
  return window.dataLayer;
}

describe('events of forms the server handled', () => {
  it('the next page pushes what the scripts push for each, in the order the forms were sent', () => {
    const value = addFormEvents(
      addFormEvents(null, [
        {
          event: 'cookie_consent_update',
          choice: { analytical: true, marketing: false, advertisement: true },
        },
      ]),
      [
        { event: 'newsletter_sent' },
        { event: 'form_sent', formType: 'virtual-place' },
        { event: 'cookie_consent_update', choice: 'denied' },
      ],
    );
    setCookie('formEvents', value);

    const expected = pushedBy(() => {
      acceptConsent({
        analytical: true,
        marketing: false,
        advertisement: true,
      });
      track('newsletter_sent');
      track('form_sent', { formType: 'virtual-place' });
      denyConsent();
    });
    expect(expected).toHaveLength(8);
    expect(pushedBy(pushFormEvents)).toEqual(expected);
  });

  it("carries a cart change's product, price and pieces, whatever the product's name holds", () => {
    const item = { id: 12, name: 'Virtuální sídlo Praha 1 (12 měsíců) ~ v. 2.0; "A&B"', price: 790.5, quantity: 2 };
    const value = addFormEvents(null, [
      { event: 'add_to_cart', item },
      { event: 'remove_from_cart', item: { ...item, quantity: 1 } },
    ]);
    expect(readFormEvents(value)).toEqual([
      { event: 'add_to_cart', item },
      { event: 'remove_from_cart', item: { ...item, quantity: 1 } },
    ]);
    setCookie('formEvents', value);
    expect(pushedBy(pushFormEvents)).toEqual([
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'CZK',
          value: 1581,
          items: [{ item_id: '12', item_name: item.name, price: 790.5, quantity: 2 }],
        },
      },
      {
        event: 'remove_from_cart',
        ecommerce: {
          currency: 'CZK',
          value: 790.5,
          items: [{ item_id: '12', item_name: item.name, price: 790.5, quantity: 1 }],
        },
      },
    ]);
    // A malformed entry is left out rather than pushed wrong.
    expect(readFormEvents('add_to_cart.12.x.1.A~add_to_cart.12.100.1~remove_from_cart.1.100.1.%E0%A4%A')).toEqual([]);
  });

  it('pushes them once: the cookie is gone afterwards, and a reload pushes nothing', () => {
    setCookie('formEvents', addFormEvents(null, [{ event: 'newsletter_sent' }]));
    expect(pushedBy(pushFormEvents)).toEqual([{ event: 'newsletter_sent' }]);
    expect(getCookie('formEvents')).toBeNull();
    expect(pushedBy(pushFormEvents)).toEqual([]);
  });

  it('comes after the Consent Mode default, as the page start pushes them', () => {
    setCookie('formEvents', addFormEvents(null, [{ event: 'cookie_consent_update', choice: 'denied' }]));
    const layer = pushedBy(() => {
      pushConsentDefault();
      pushFormEvents();
    });
    expect(layer[0]).toEqual(['consent', 'default', expect.any(Object)]);
    expect(layer[1]).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'denied' })]);
  });

  it('leaves out what it does not know, and keeps the newest eight', () => {
    expect(
      readFormEvents(
        'form_sent.nosuchtype~newsletter_sent.x~cookie_consent_update.a12~cookie_consent_update.a1~<script>~form_sent.readymade',
      ),
    ).toEqual([{ event: 'form_sent', formType: 'readymade' }]);
    const many = Array.from({ length: 12 }, () => ({ event: 'newsletter_sent' }) as const);
    const value = addFormEvents(addFormEvents(null, [{ event: 'form_sent', formType: 'liquidation' }]), many);
    expect(readFormEvents(value)).toEqual(many.slice(0, 8));
    expect(value.length).toBeLessThan(200);
  });

  it('is a short-lived cookie that names events only', () => {
    expect(COOKIES.formEvents).toEqual({ name: 'form-events', maxAge: 120 });
    expect(
      addFormEvents(null, [
        {
          event: 'cookie_consent_update',
          choice: { analytical: true, marketing: true, advertisement: false },
        },
        { event: 'form_sent', formType: 'contact-form' },
      ]),
    ).toBe('cookie_consent_update.a110~form_sent.contact-form');
  });
});
