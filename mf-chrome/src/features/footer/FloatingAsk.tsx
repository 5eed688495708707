import type { MouseEvent } from 'react';
import { askUs, pathFor, useLocale, useTranslation, isPlainClick } from 'shared';
import { ChatIcon } from '../../common/icons';
import '../../common/translations';
import './ask-float.css';

/**
 * The Ask button that floats in the corner of every page: a link to the contact-form page, which
 * the scripts turn into the contact form in the modal (a plain click; a click with a modifier still
 * opens the page, in a new tab as links do).
 */
export function FloatingAsk() {
  const { t } = useTranslation('chrome');
  const locale = useLocale();
  function ask(event: MouseEvent<HTMLAnchorElement>) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    askUs(t('ask.title'), 'floating');
  }
  return (
    <a className="chrome-ask-float" href={pathFor('contactForm', locale)} onClick={ask}>
      <ChatIcon />
      <span>{t('ask.label')}</span>
    </a>
  );
}
