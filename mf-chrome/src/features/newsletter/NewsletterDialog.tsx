import { useId } from 'react';
import { PopupDialog } from '../../common/PopupDialog';
import { Newsletter } from './Newsletter';
import './newsletter-popup.css';
import { useTranslation } from 'shared';

/** The newsletter form in a dialog, named by the form's heading. */
export default function NewsletterDialog({ onClose, onSubscribed }: { onClose: () => void; onSubscribed: () => void }) {
  const { t } = useTranslation('chrome');
  const titleId = useId();
  return (
    <PopupDialog
      className="chrome-newsletter-popup"
      labelledBy={titleId}
      closeLabel={t('newsletter.popupClose')}
      onClose={onClose}
    >
      <Newsletter titleId={titleId} onSubscribed={onSubscribed} />
    </PopupDialog>
  );
}
