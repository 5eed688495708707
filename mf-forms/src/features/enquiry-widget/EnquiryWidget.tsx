import { useEffect, useId, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import {
  configureApi,
  i18n,
  type EnquiryWidgetProps,
  type Locale,
  MemoryRouter,
  useInRouterContext,
  I18nextProvider,
  useTranslation,
} from 'shared';
import { EnquiryForm } from '../../common/enquiry/EnquiryForm';
import type { EnquiryType } from '../../common/enquiry/api';
import './translations';
import './enquiry-widget.css';

function RouterIfNeeded({ children }: { children: ReactNode }) {
  return useInRouterContext() ? <>{children}</> : <MemoryRouter>{children}</MemoryRouter>;
}

/** The widget's props: the site's contract, plus the enquiry type and item an integrator may name. */
export interface WidgetProps extends EnquiryWidgetProps {
  /** The enquiry type; default `contact-form`. */
  type?: EnquiryType;
  itemId?: number | string | null;
}

function WidgetBody({
  locale,
  type,
  itemId,
  itemName,
  linkBase,
  onSent,
}: Omit<WidgetProps, 'apiBaseUrl'> & { locale: Locale; linkBase: string }) {
  const { t } = useTranslation('forms');
  const titleId = useId();
  const [sentCount, setSentCount] = useState(0);
  return (
    <section className="forms-widget" lang={locale} aria-labelledby={titleId}>
      <h2 id={titleId} className="forms-widget__title">
        {sentCount ? t('widget.sentTitle') : t('widget.title')}
      </h2>
      {!sentCount && <p className="forms-widget__intro">{t('widget.intro')}</p>}
      <EnquiryForm
        key={`${type ?? ''}:${itemId ?? ''}:${itemName ?? ''}`}
        type={type ?? 'contact-form'}
        itemId={itemId ?? null}
        itemName={itemName ?? ''}
        locale={locale}
        afterSent="message"
        keepDraft={false}
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
 * and shows the success message instead of navigating. It keeps no drafts: the storage of the
 * page it runs on is not its own.
 */
export default function EnquiryWidget({ locale = 'cs', apiBaseUrl, onSent, ...item }: WidgetProps) {
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
        <WidgetBody {...item} locale={locale} linkBase={linkBase} onSent={onSent} />
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
