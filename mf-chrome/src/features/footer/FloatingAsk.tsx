import { askUs, useTranslation } from 'shared';
import { ChatIcon } from '../../common/icons';
import '../../common/translations';
import './ask-float.css';

/** The Ask button that floats in the corner of every page: opens the contact form in the modal. */
export function FloatingAsk() {
  const { t } = useTranslation('chrome');
  return (
    <button type="button" className="chrome-ask-float" onClick={() => askUs(t('ask.title'), 'floating')}>
      <ChatIcon />
      <span>{t('ask.label')}</span>
    </button>
  );
}
