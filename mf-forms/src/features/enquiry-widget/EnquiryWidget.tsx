import { useEffect, useId, useLayoutEffect, useMemo, useState, type FormEvent } from 'react';
import {
  commonOtherLanguages,
  configureApi,
  DEFAULT_LOCALE,
  i18n,
  loadTranslations,
  track,
  type EnquiryWidgetProps,
  type Locale,
  I18nextProvider,
  useTranslation,
} from 'shared';
import { useForm } from 'shared/forms';
import { saveEnquiry } from '../../common/enquiry/actions';
import type { EnquiryType } from '../../common/enquiry/api';
import { EnquiryFields } from '../../common/enquiry/EnquiryFields';
import { CONTROL_NAMES, startingValues, useEnquiryParts, type EnquiryItem } from '../../common/enquiry/useEnquiryParts';
import './translations';
import './enquiry-widget.css';

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
      <WidgetForm
        key={`${type ?? ''}:${itemId ?? ''}:${itemName ?? ''}`}
        item={{ type: type ?? 'contact-form', itemId: itemId ?? null, itemName: itemName ?? '' }}
        locale={locale}
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
 * The enquiry form on someone else's page: sent straight to the API (the page has no route of
 * the site's to post to) with the fields mapped as the site's own form action maps them; on
 * success it stays, empty, with the success message. It keeps no drafts.
 */
function WidgetForm({
  item,
  locale,
  linkBase,
  onSent,
}: {
  item: EnquiryItem;
  locale: Locale;
  linkBase: string;
  onSent: (id: number) => void;
}) {
  const form = useForm(startingValues(item), null, CONTROL_NAMES);
  const parts = useEnquiryParts(item, form, null, locale, false);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.sending || parts.files.uploading) return;
    const fields = new FormData(event.currentTarget);
    const id = await form.submit(() => saveEnquiry(fields, locale));
    if (id === undefined) return;
    form.reset();
    parts.files.clear();
    parts.draft.clear();
    track('form_sent', { formType: item.type });
    onSent(id);
  }

  return (
    <EnquiryFields item={item} form={form} parts={parts} onSubmit={(event) => void send(event)} linkBase={linkBase} />
  );
}

/**
 * The enquiry form for integrators on another origin. It brings its own providers: an i18n clone
 * in the requested language (the host page's language and `<html lang>` stay untouched) and the
 * API base URL. On success it calls `onSent(id)`
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
  // The site's common texts in the widget's language (Czech is built in) before it is drawn.
  const [textsIn, setTextsIn] = useState<Locale | null>(null);
  useEffect(() => {
    let current = true;
    void loadTranslations(locale, commonOtherLanguages).finally(() => current && setTextsIn(locale));
    return () => {
      current = false;
    };
  }, [locale]);

  // Links (the privacy policy) must point at the site, not at the host page.
  const linkBase = apiBaseUrl ? originOf(apiBaseUrl) : '';

  if (textsIn !== locale && locale !== DEFAULT_LOCALE) return null;
  return (
    <I18nextProvider i18n={instance}>
      <WidgetBody {...item} locale={locale} linkBase={linkBase} onSent={onSent} />
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
