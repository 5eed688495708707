import { useCallback, useId, useState } from 'react';
import { branchesOf, bus, useLocale, useSettings, type ContactCard, useTranslation } from 'shared';
import { ContactLines } from '../../common/ContactLines';
import { mediaSrc } from '../../common/media';
import '../../common/translations';
import { Lightbox } from './Lightbox';
import './translations';
import './contacts.css';

/** A branch: title, function, address, e-mail and phone; its image opens the large one in a lightbox. */
function BranchCard({ card }: { card: ContactCard }) {
  const { t } = useTranslation('chrome');
  const [enlarged, setEnlarged] = useState(false);
  const close = useCallback(() => setEnlarged(false), []);
  const image = mediaSrc(card.img);
  const bigImage = mediaSrc(card.imgBig) ?? image;
  const photo = t('contact.photo', { name: card.title });
  const titleId = useId();
  return (
    <article className="chrome-card chrome-card--branch" aria-labelledby={titleId}>
      {image && bigImage && (
        <button
          type="button"
          className="chrome-card__image-button"
          aria-haspopup="dialog"
          onClick={() => setEnlarged(true)}
        >
          <img className="chrome-card__image" src={image} alt="" />
          <span className="visually-hidden">{t('contacts.enlarge', { name: card.title })}</span>
        </button>
      )}
      <div className="chrome-card__body">
        <h3 className="chrome-card__title" id={titleId}>
          {card.title}
        </h3>
        {card.function && <p className="chrome-card__function">{card.function}</p>}
        <ContactLines card={card} />
      </div>
      {enlarged && bigImage && <Lightbox src={bigImage} alt={photo} onClose={close} />}
    </article>
  );
}

/**
 * A person (`person` or `person-modal`): title, function, image, e-mail and phone. The title and
 * the image are one button that opens the global modal with the details (and, for `person-modal`,
 * the person's text).
 */
function PersonCard({ card }: { card: ContactCard }) {
  const { t } = useTranslation('chrome');
  const image = mediaSrc(card.img);
  const open = () => bus.emit('modal:open', { type: 'contact', title: card.title, content: card });
  const nameId = useId();
  return (
    <article className="chrome-card chrome-card--person" aria-labelledby={nameId}>
      <h3 className="chrome-card__title">
        <button type="button" className="chrome-card__open" aria-haspopup="dialog" onClick={open}>
          {image && <img className="chrome-card__image" src={image} alt="" />}
          <span className="chrome-card__name" id={nameId}>
            {card.title}
          </span>
          <span className="visually-hidden"> – {t('contacts.details')}</span>
        </button>
      </h3>
      <div className="chrome-card__body">
        {card.function && <p className="chrome-card__function">{card.function}</p>}
        <ContactLines card={card} />
      </div>
    </article>
  );
}

/** The contact page's branches (Prague, Brno) and people, from the settings' `contacts`. */
export default function ContactCards() {
  const { t } = useTranslation('chrome');
  const locale = useLocale();
  const settings = useSettings((state) => state.settings);
  const branches = branchesOf(settings, locale);
  const people = Array.isArray(settings.contacts?.people) ? settings.contacts.people.filter((p) => p?.title) : [];
  return (
    <section className="container chrome-cards" aria-labelledby="chrome-cards-title">
      <h2 className="chrome-cards__title" id="chrome-cards-title">
        {t('contacts.branches')}
      </h2>
      <ul className="chrome-cards__list chrome-cards__list--branches">
        {branches.map((card, index) => (
          <li key={`${card.title}#${index}`}>
            <BranchCard card={card} />
          </li>
        ))}
      </ul>
      {people.length > 0 && (
        <>
          <h2 className="chrome-cards__title">{t('contacts.people')}</h2>
          <ul className="chrome-cards__list chrome-cards__list--people">
            {people.map((card, index) => (
              <li key={`${card.title}#${index}`}>
                <PersonCard card={card} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
