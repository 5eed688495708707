import type { ReactNode } from 'react';
import { formatPrice, type Locale, useTranslation } from 'shared';
import { enquiryName } from 'shared/enquiry-names';
import { fileHref, type EnquiryDetail } from './api';
import { fileSize } from './parts';

/** Content fields the inbox names, in this order; any other field follows under its own name. */
const KNOWN = ['type', 'name', 'id', 'otherServices', 'virtualPlace', 'note', 'cart_id', 'lines', 'vouchers', 'totals'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An http(s) address, or null (a stored page address is shown as a link only then). */
function webAddress(value: string | null): string | null {
  return value && /^https?:\/\//i.test(value) ? value : null;
}

/**
 * Everything the enquiry carried, readable: its content (the kind in words, the subject or text,
 * other services, an order's lines and totals, yes/no for ticks), the page it was sent from, the
 * form's language, how it was received and its attachments as downloads.
 */
export function DetailFacts({ detail, locale }: { detail: EnquiryDetail; locale: Locale }) {
  const { t } = useTranslation('forms');
  const page = webAddress(detail.site_url);

  /** A stored value in words. */
  function shown(key: string, value: unknown): ReactNode {
    if (key === 'type' && typeof value === 'string') return enquiryName(locale, value);
    if (typeof value === 'boolean') return value ? t('inbox.content.yes') : t('inbox.content.no');
    if (value === null || value === undefined || value === '') return t('inbox.content.empty');
    if (key === 'totals' && isRecord(value) && typeof value.price_vat === 'number') return formatPrice(value.price_vat);
    if (Array.isArray(value)) {
      if (value.length === 0) return t('inbox.content.empty');
      return (
        <ul className="forms-inbox__plain-list">
          {value.map((item, index) => (
            <li key={index}>{lineOf(item)}</li>
          ))}
        </ul>
      );
    }
    if (isRecord(value)) return JSON.stringify(value);
    return String(value);
  }

  /** An order line ("2× Virtual office Praha 1"), a voucher (its code) or a plain value. */
  function lineOf(item: unknown): string {
    if (!isRecord(item)) return String(item);
    if (typeof item.name === 'string')
      return t('inbox.content.line', {
        quantity: item.quantity ?? 1,
        name: [item.name, item.variant].filter(Boolean).join(' – '),
      });
    return typeof item.code === 'string' ? item.code : JSON.stringify(item);
  }

  const keys = [
    ...KNOWN.filter((key) => key in detail.content),
    ...Object.keys(detail.content).filter((key) => !KNOWN.includes(key)),
  ];

  return (
    <>
      <section className="forms-inbox__section" aria-labelledby="forms-inbox-sent">
        <h3 id="forms-inbox-sent">{t('inbox.detail.sent')}</h3>
        <dl className="forms-inbox__facts">
          {keys.map((key) => (
            <div key={key}>
              <dt>{t(`inbox.content.${key}`, { defaultValue: key })}</dt>
              <dd>{shown(key, detail.content[key])}</dd>
            </div>
          ))}
          <div>
            <dt>{t('inbox.detail.page')}</dt>
            <dd>
              {page ? (
                <a href={page} rel="noreferrer">
                  {page}
                </a>
              ) : (
                (detail.site_url ?? t('inbox.detail.unknownPage'))
              )}
            </dd>
          </div>
          <div>
            <dt>{t('inbox.detail.language')}</dt>
            <dd>{t(`inbox.detail.languages.${detail.locale}`, { defaultValue: detail.locale })}</dd>
          </div>
          {detail.received_as !== 'new' && (
            <div>
              <dt>{t('inbox.detail.receivedAs')}</dt>
              <dd>
                {t(`inbox.detail.receivedAsValues.${detail.received_as}`, {
                  defaultValue: detail.received_as,
                })}
              </dd>
            </div>
          )}
        </dl>
      </section>
      <section className="forms-inbox__section" aria-labelledby="forms-inbox-files">
        <h3 id="forms-inbox-files">{t('inbox.detail.files')}</h3>
        {detail.files.length === 0 ? (
          <p>{t('inbox.detail.noFiles')}</p>
        ) : (
          <ul className="forms-inbox__plain-list">
            {detail.files.map((file) => (
              <li key={file.id}>
                <a href={fileHref(file.id)} download={file.name}>
                  {file.name}
                </a>{' '}
                <span className="forms-inbox__muted">({fileSize(file.size, locale)})</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
