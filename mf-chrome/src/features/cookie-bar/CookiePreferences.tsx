import { useId, useState } from 'react';
import { CONSENT_ALL, CONSENT_NONE, storedConsent, type CategoryChoice, useTranslation } from 'shared';
import { PopupDialog } from '../../common/PopupDialog';
import ConsentCategories from './ConsentCategories';
import { CONSENT_NS } from './translations';
import './preferencesTranslations';

interface CookiePreferencesProps {
  /** Record the choice (the bar saves it and hides). */
  onSave: (choice: CategoryChoice) => void;
  onClose: () => void;
}

/**
 * The cookie preferences as a dialog, opened again after the first choice: the categories the
 * visitor agrees to now are ticked; saving, accepting all or refusing all records the new choice.
 * Closing it (×, Escape, a click outside) changes nothing.
 */
export default function CookiePreferences({ onSave, onClose }: CookiePreferencesProps) {
  const { t } = useTranslation(CONSENT_NS);
  const [choice, setChoice] = useState<CategoryChoice>(() => storedConsent().choice);
  const titleId = useId();
  return (
    <PopupDialog className="chrome-consent-dialog" labelledBy={titleId} closeLabel={t('close')} onClose={onClose}>
      <h2 className="chrome-consent-dialog__title" id={titleId}>
        {t('preferencesTitle')}
      </h2>
      <ConsentCategories choice={choice} onChange={setChoice} text={t('preferencesText')} />
      <div className="chrome-cookie-bar__actions chrome-consent-dialog__actions">
        <button type="button" className="btn" onClick={() => onSave(choice)}>
          {t('save')}
        </button>
        <button type="button" className="btn btn--outline" onClick={() => onSave(CONSENT_NONE)}>
          {t('refuseAll')}
        </button>
        <button type="button" className="btn btn--outline" onClick={() => onSave(CONSENT_ALL)}>
          {t('acceptAll')}
        </button>
      </div>
    </PopupDialog>
  );
}
