import { useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { MemoryRouter, useInRouterContext } from 'react-router';
import { configureApi, i18n, type EnquiryWidgetProps, type Locale } from 'shared';
import { EnquiryForm } from '../../common/enquiry/EnquiryForm';
import './translations';
import './enquiry-widget.css';

function RouterIfNeeded({ children }: { children: ReactNode }) {
  return useInRouterContext() ? <>{children}</> : <MemoryRouter>{children}</MemoryRouter>;
}

function WidgetBody({
  locale,
  itemName,
  linkBase,
  onSent,
}: {
  locale: Locale;
  itemName?: string;
  linkBase: string;
  onSent?: (id: number) => void;
}) {
  const { t } = useTranslation('forms');
  const [sentCount, setSentCount] = useState(0);
  return (
    <section className="forms-widget" lang={locale} aria-labelledby="forms-widget-title">
      <h2 id="forms-widget-title" className="forms-widget__title">
        {sentCount ? t('widget.sentTitle') : t('widget.title')}
      </h2>
      {!sentCount && <p className="forms-widget__intro">{t('widget.intro')}</p>}
      <EnquiryForm
        type="contact-form"
        itemName={itemName ?? ''}
        locale={locale}
        afterSent="message"
        linkBase={linkBase}
        onSent={(id) => {
          setSentCount((count) => count + 1);
          onSent?.(id);
        }}
      />
      <p className="forms-widget__powered">{t('widget.poweredBy')}</p>
    </section>
  );
}

/**
 * The enquiry form for integrators on another origin. It brings its own providers: an i18n clone
 * in the requested language (the host page's language and `<html lang>` stay untouched), a
 * memory router when the host has none, and the API base URL. On success it calls `onSent(id)`
 * and shows the success message instead of navigating.
 */
export default function EnquiryWidget({ locale = 'cs', apiBaseUrl, itemName, onSent }: EnquiryWidgetProps) {
  // Before the browser paints the form, so the first request (always a visitor's action) already
  // goes to the right origin; not during render, which must stay free of side effects.
  useLayoutEffect(() => {
    if (apiBaseUrl) configureApi({ baseURL: apiBaseUrl });
  }, [apiBaseUrl]);
  const instance = useMemo(() => i18n.cloneInstance({ lng: locale }), [locale]);
  useEffect(() => {
    if (instance.language !== locale) void instance.changeLanguage(locale);
  }, [instance, locale]);

  // Links (the privacy policy) must point at the site, not at the host page.
  const linkBase = apiBaseUrl ? originOf(apiBaseUrl) : '';

  return (
    <I18nextProvider i18n={instance}>
      <RouterIfNeeded>
        <WidgetBody locale={locale} itemName={itemName} linkBase={linkBase} onSent={onSent} />
      </RouterIfNeeded>
    </I18nextProvider>
  );
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}
