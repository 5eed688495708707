import { useCallback, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { bus, SafeHtml, telHref, type ContactCard as ContactCardData } from 'shared';
import { mediaSrc } from './media';
import { OVERLAYS_NS } from './translations';
import { useDialog } from './useDialog';
import './modal.css';

export interface ContactCardProps {
  card: ContactCardData;
  /** Inside the global modal: the full detail, nothing opens another dialog. */
  detail?: boolean;
  /** Heading level of the card's title in lists. */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

function Lightbox({ src, alt, onClose }: { src: string; alt: string; onClose: () => void }) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useDialog(true, ref, onClose, { initialFocus: closeRef });
  const dialog = (
    <div
      className="chrome-lightbox"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="chrome-lightbox__dialog" role="dialog" aria-modal="true" aria-label={alt} ref={ref} tabIndex={-1}>
        <button
          type="button"
          className="chrome-modal__close"
          ref={closeRef}
          onClick={onClose}
          aria-label={t('modal.close')}
        >
          <span aria-hidden="true">×</span>
        </button>
        <img className="chrome-lightbox__image" src={src} alt={alt} />
      </div>
    </div>
  );
  return typeof document === 'undefined' ? dialog : createPortal(dialog, document.body);
}

function ContactLines({ card }: { card: ContactCardData }) {
  const { t } = useTranslation(OVERLAYS_NS);
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

/**
 * A contact card of spec §3 (settings `contacts`): `branch` (its image opens a lightbox with the
 * large image), `person` and `person-modal` (title and image open the global modal with the
 * details; `person-modal` adds its HTML content there).
 */
export function ContactCard({ card, detail = false, headingLevel = 'h3' }: ContactCardProps) {
  const { t } = useTranslation(OVERLAYS_NS);
  const [lightbox, setLightbox] = useState(false);
  const closeLightbox = useCallback(() => setLightbox(false), []);
  const Heading = headingLevel;
  const image = mediaSrc(card.img);
  const bigImage = mediaSrc(card.imgBig) ?? image;

  if (detail) {
    return (
      <div className={`chrome-contact chrome-contact--detail chrome-contact--${card.type}`}>
        {bigImage && (
          <img className="chrome-contact__image" src={bigImage} alt={t('contact.photo', { name: card.title })} />
        )}
        <div className="chrome-contact__body">
          {card.function && <p className="chrome-contact__function">{card.function}</p>}
          <ContactLines card={card} />
          {card.content && <SafeHtml className="chrome-contact__content" html={card.content} />}
        </div>
      </div>
    );
  }

  if (card.type === 'branch') {
    return (
      <article className="chrome-contact chrome-contact--branch">
        {image &&
          (bigImage ? (
            <button
              type="button"
              className="chrome-contact__image-button"
              onClick={() => setLightbox(true)}
              aria-label={t('contact.enlarge', { name: card.title })}
            >
              <img className="chrome-contact__image" src={image} alt="" />
            </button>
          ) : (
            <img className="chrome-contact__image" src={image} alt={card.title} />
          ))}
        <div className="chrome-contact__body">
          <Heading className="chrome-contact__title">{card.title}</Heading>
          {card.function && <p className="chrome-contact__function">{card.function}</p>}
          <ContactLines card={card} />
        </div>
        {lightbox && bigImage && <Lightbox src={bigImage} alt={card.title} onClose={closeLightbox} />}
      </article>
    );
  }

  const openDetail = () => bus.emit('modal:open', { type: 'contact', title: card.title, content: card });
  return (
    <article className={`chrome-contact chrome-contact--${card.type}`}>
      {image && (
        <button
          type="button"
          className="chrome-contact__image-button"
          onClick={openDetail}
          aria-label={t('contact.details', { name: card.title })}
        >
          <img className="chrome-contact__image" src={image} alt="" />
        </button>
      )}
      <div className="chrome-contact__body">
        <Heading className="chrome-contact__title">
          <button type="button" className="chrome-contact__title-button" onClick={openDetail}>
            {card.title}
          </button>
        </Heading>
        {card.function && <p className="chrome-contact__function">{card.function}</p>}
        <ContactLines card={card} />
      </div>
    </article>
  );
}

/** A contact card as the `contact` modal receives it, or null when the payload is not one. */
export function asContactCard(value: unknown): ContactCardData | null {
  if (typeof value !== 'object' || value === null) return null;
  const card = value as Partial<ContactCardData>;
  if (typeof card.title !== 'string' || !card.title) return null;
  const type = card.type === 'branch' || card.type === 'person' || card.type === 'person-modal' ? card.type : 'person';
  return { ...card, type, title: card.title };
}

export default ContactCard;
