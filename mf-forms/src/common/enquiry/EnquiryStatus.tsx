import { useId } from 'react';
import { useOnline, useTranslation } from 'shared';
import type { useForm } from 'shared/forms';
import { ConflictNotice } from './ConflictNotice';
import type { EnquiryValues, EnquiryItem } from './enquiryModel';

interface EnquiryStatusProps {
  form: Pick<ReturnType<typeof useForm>, 'status' | 'failure' | 'sending'>;
  item: Pick<EnquiryItem, 'type' | 'itemId' | 'itemName'>;
  values: EnquiryValues;
  onSite: boolean;
  uploading: boolean;
  onRetry: () => void;
}

/**
 * The end of the enquiry form: what happened to the last send (sent; refused because of a
 * conflict, e.g. a company reserved meanwhile, explained with a way on; could not be sent, with a
 * retry) and the button. Field errors are not repeated here: the summary at the top lists them.
 */
export function EnquiryStatus({ form, item, values, onSite, uploading, onRetry }: EnquiryStatusProps) {
  const { t } = useTranslation('forms');
  const waitId = useId();
  const online = useOnline();
  const failure = form.status === 'failed' && form.failure && !form.failure.isValidation ? form.failure : null;
  // A send that failed while the browser is offline says so; anything else but a conflict is the
  // general message. The input is kept in every case.
  const message = !online ? t('enquiry.offline') : t('common:form.message.error');
  return (
    <>
      {!online && !failure && (
        <p className="notice notice--info" role="status">
          {t('enquiry.offline')}
        </p>
      )}
      {failure?.status === 409 && <ConflictNotice failure={failure} item={item} values={values} onSite={onSite} />}
      {failure && failure.status !== 409 && (
        <div className="notice notice--danger" role="alert">
          <p>{message}</p>
          <button type="button" className="btn btn--outline" onClick={onRetry}>
            {t('enquiry.retry')}
          </button>
        </div>
      )}
      {form.status === 'sent' && (
        <p className="notice notice--success" role="status">
          {t('common:form.message.sent')}
        </p>
      )}
      <p className="forms-enquiry__note">
        <span className="required-mark" aria-hidden="true">
          *
        </span>{' '}
        {t('enquiry.requiredNote')}
      </p>
      <div className="forms-enquiry__actions">
        <button
          type="submit"
          className="btn forms-enquiry__submit"
          disabled={form.sending || uploading}
          aria-describedby={uploading ? waitId : undefined}
        >
          {t('enquiry.submit')}
        </button>
        {uploading && (
          <span className="forms-field__hint" id={waitId}>
            {t('enquiry.waitForUploads')}
          </span>
        )}
      </div>
    </>
  );
}
