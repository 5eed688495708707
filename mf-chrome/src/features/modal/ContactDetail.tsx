import { SafeHtml, type ContactCard, useTranslation } from 'shared';
import { ContactLines } from '../../common/ContactLines';
import { mediaSrc } from '../../common/media';
import '../../common/translations';

/**
 * A contact from settings (`contacts`: a branch or a person) as the global modal shows it: the
 * large photo, the person's function, address, e-mail, phone and, for `person-modal`, its HTML text.
 */
export function ContactDetail({ card }: { card: ContactCard }) {
  const { t } = useTranslation('chrome');
  const image = mediaSrc(card.imgBig) ?? mediaSrc(card.img);
  return (
    <div className={`chrome-contact chrome-contact--detail chrome-contact--${card.type}`}>
      {image && <img className="chrome-contact__image" src={image} alt={t('contact.photo', { name: card.title })} />}
      <div className="chrome-contact__body">
        {card.function && <p className="chrome-contact__function">{card.function}</p>}
        <ContactLines card={card} />
        {card.content && <SafeHtml className="chrome-contact__content" html={card.content} />}
      </div>
    </div>
  );
}

/** A contact as the `contact` modal receives it, or null when the payload is not one. */
export function asContactCard(value: unknown): ContactCard | null {
  if (typeof value !== 'object' || value === null) return null;
  const card = value as Partial<ContactCard>;
  if (typeof card.title !== 'string' || !card.title) return null;
  const type = card.type === 'branch' || card.type === 'person' || card.type === 'person-modal' ? card.type : 'person';
  return { ...card, type, title: card.title };
}
