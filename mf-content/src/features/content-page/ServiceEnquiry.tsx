import { type EnquiryType, type Locale, type RouteId, useTranslation } from 'shared';
import { EnquiryLink } from '../../common/enquiry/EnquiryLink';
import type { ContentDocument } from './api';
import './translations';

/** The service pages that take an enquiry of their own, and its form type. */
const ENQUIRY_OF_ROUTE: Partial<Record<RouteId, Extract<EnquiryType, 'establishment' | 'liquidation'>>> = {
  establishment: 'establishment',
  establishmentAs: 'establishment',
  establishmentSro: 'establishment',
  establishmentSe: 'establishment',
  establishmentFoundation: 'establishment',
  establishmentFund: 'establishment',
  liquidation: 'liquidation',
};

export function serviceEnquiryOf(routeId: RouteId) {
  return ENQUIRY_OF_ROUTE[routeId] ?? null;
}

/**
 * The call to action of a service page: a short invitation and the button that opens the page's
 * enquiry form in the global modal, about this page's service (its title and id), with the other
 * services the form offers to tick; before or without scripts, the same form on the contact page.
 */
export function ServiceEnquiry({
  type,
  document,
  locale,
}: {
  type: 'establishment' | 'liquidation';
  document: ContentDocument;
  locale: Locale;
}) {
  const { t } = useTranslation('content', { lng: locale });
  const headingId = `service-enquiry-${type}`;
  const payload = {
    type,
    itemId: document.id,
    itemName: document.title,
    title: t(`serviceEnquiry.${type}.modalTitle`),
    otherServices: t(`serviceEnquiry.${type}.otherServices`, { returnObjects: true }) as string[],
  };
  return (
    <aside className="content-page__enquiry" aria-labelledby={headingId}>
      <h2 id={headingId} className="content-page__section-title">
        {t(`serviceEnquiry.${type}.title`)}
      </h2>
      <p>{t(`serviceEnquiry.${type}.text`)}</p>
      <EnquiryLink className="btn" payload={payload} locale={locale}>
        {t(`serviceEnquiry.${type}.button`)}
      </EnquiryLink>
    </aside>
  );
}
