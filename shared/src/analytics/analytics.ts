/** The site's analytics events, pushed to `window.dataLayer` as `{ event: NAME, … }`. */
export type AnalyticsEvent =
  | 'contact_ask'
  | 'form_sent'
  | 'newsletter_sent'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'cookie_consent_update'
  | 'cookie_consent_status';

type DataLayerEntry = Record<string, unknown> | unknown[];

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

function dataLayer(): DataLayerEntry[] | null {
  if (typeof window === 'undefined') return null;
  window.dataLayer ??= [];
  return window.dataLayer;
}

export function track(event: AnalyticsEvent, data: Record<string, unknown> = {}): void {
  dataLayer()?.push({ event, ...data });
}

export type ConsentState = 'granted' | 'denied';
export interface ConsentSignals {
  ad_storage: ConsentState;
  ad_user_data: ConsentState;
  ad_personalization: ConsentState;
  analytics_storage: ConsentState;
  functionality_storage: ConsentState;
  personalization_storage: ConsentState;
  security_storage: ConsentState;
}

/** Google Consent Mode v2 command, in the `arguments`-like form gtag pushes. */
export function consent(command: 'default' | 'update', signals: Partial<ConsentSignals>): void {
  dataLayer()?.push(['consent', command, signals]);
}
