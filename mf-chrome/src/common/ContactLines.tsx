import { SafeHtml, telHref, type ContactCard, useTranslation } from 'shared';
import './translations';

/** A contact's address (sanitised HTML), e-mail and phone, as links. */
export function ContactLines({ card }: { card: ContactCard }) {
  const { t } = useTranslation('chrome');
  return (
    <>
      {card.address && <SafeHtml as="address" className="chrome-contact__address" html={card.address} />}
      {(card.email || card.phone) && (
        <ul className="chrome-contact__lines">
          {card.email && (
            <li>
              <span className="visually-hidden">{t('contact.email')}: </span>
              <a href={`mailto:${card.email}`}>{card.email}</a>
            </li>
          )}
          {card.phone && (
            <li>
              <span className="visually-hidden">{t('contact.phone')}: </span>
              <a href={telHref(card.phone)}>{card.phone}</a>
            </li>
          )}
        </ul>
      )}
    </>
  );
}
