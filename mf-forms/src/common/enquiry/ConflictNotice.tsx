import { useEffect } from 'react';
import { bus, type ApiError, useTranslation } from 'shared';
import { draftKey, type EnquiryValues, type EnquiryItem } from './enquiryModel';
import { writeDraft } from './useDraft';

/** The conflicts the API answers with 409 that the visitor gets explained in the form's own words. */
const EXPLAINED = ['already_reserved', 'reservation_limit'] as const;
type Explained = (typeof EXPLAINED)[number];
const isExplained = (code: string): code is Explained => (EXPLAINED as readonly string[]).includes(code);

interface ConflictNoticeProps {
  failure: ApiError;
  item: Pick<EnquiryItem, 'type' | 'itemId' | 'itemName'>;
  values: EnquiryValues;
  /** On the site the contact form can be offered (it opens in the modal); not on someone else's page. */
  onSite: boolean;
}

/**
 * A send the API refused because of the state of things, not the input: a ready-made company
 * someone else was quicker to reserve, or a visitor who already has a reservation waiting. Says
 * what happened in plain words (the enquiry itself was kept), and on the site offers the contact
 * form with the visitor's name, e-mail and phone already filled in. The form keeps its input.
 */
export function ConflictNotice({ failure, item, values, onSite }: ConflictNoticeProps) {
  const { t } = useTranslation('forms');
  const code = isExplained(failure.code) ? failure.code : null;
  const name = item.itemName || t('enquiry.conflict.thisCompany');

  useEffect(() => {
    // The company is taken: lists showing it learn so (the ready-made table marks it reserved).
    if (code === 'already_reserved' && item.itemId != null) bus.emit('readymade:reserved', { id: item.itemId });
  }, [code, item.itemId]);

  function openContactForm() {
    const request = item.itemName
      ? t('enquiry.conflict.contactText', { name: item.itemName })
      : t('enquiry.conflict.contactTextNoName');
    const contact = { type: 'contact-form' as const, itemName: request };
    const { firstname, email, prefix, phone } = values;
    writeDraft(draftKey(contact), { values: { firstname, email, prefix, phone, request }, startedAt: Date.now() });
    bus.emit('modal:open', { ...contact, title: t('enquiry.conflict.contactTitle') });
  }

  return (
    <div className="notice notice--danger" role="alert">
      <p>{code ? t(`enquiry.conflict.${code}`, { name }) : failure.message}</p>
      {onSite && (
        <>
          <p>{t('enquiry.conflict.offer')}</p>
          <button type="button" className="btn btn--outline" onClick={openContactForm}>
            {t('enquiry.conflict.contact')}
          </button>
        </>
      )}
    </div>
  );
}
