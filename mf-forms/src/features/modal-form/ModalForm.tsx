import { isEnquiryType, type ModalFormProps, useTranslation } from 'shared';
import { EnquiryForm } from '../../common/enquiry/EnquiryForm';
import './translations';
import './modal-form.css';

/** The form's action, run by the route of whichever page the modal is open on. */
export { actions } from '../../common/enquiry/actions';

/**
 * The body of the global modal for the form types (virtual-place, establishment, smart-room,
 * readymade, liquidation, foreign-company, contact-form): the enquiry form with the payload's
 * type, item and other services. The modal frame (mf-chrome) draws the title and the close button.
 */
export default function ModalForm({ payload }: ModalFormProps) {
  const { t } = useTranslation('forms');
  if (!isEnquiryType(payload.type)) {
    return (
      <p className="forms-modal__missing" role="status">
        {t('common:modal.notFound')}
      </p>
    );
  }
  return (
    <div className="forms-modal">
      <p className="forms-modal__intro">{t(`modal.intro.${payload.type}`)}</p>
      <EnquiryForm
        key={`${payload.type}:${payload.itemId ?? ''}:${payload.itemName ?? ''}`}
        type={payload.type}
        itemId={payload.itemId ?? null}
        itemName={payload.itemName ?? ''}
        otherServices={payload.otherServices ?? []}
      />
    </div>
  );
}
