import { useId, type ChangeEvent } from 'react';
import { CONSENT_CATEGORIES, type CategoryChoice, useTranslation } from 'shared';
import { CONSENT_NS } from './translations';
import './categoriesTranslations';

interface ConsentCategoriesProps {
  choice: CategoryChoice;
  onChange: (choice: CategoryChoice) => void;
  id?: string;
  /** The text above the list (how to confirm differs between the bar and the preferences). */
  text: string;
  /** The form the boxes are posted with, when they stand outside it (the bar's). */
  form?: string;
}

/** The cookie categories as checkboxes: technical always on, the optional ones as chosen. */
export default function ConsentCategories({ choice, onChange, id, text, form }: ConsentCategoriesProps) {
  const { t } = useTranslation(CONSENT_NS);
  const baseId = useId();
  const toggle = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, checked } = event.target;
    onChange({ ...choice, [name]: checked });
  };
  return (
    <fieldset className="chrome-cookie-bar__settings" id={id}>
      <legend className="chrome-cookie-bar__settings-title">{t('settingsTitle')}</legend>
      <p className="chrome-cookie-bar__text">{text}</p>
      <ul className="chrome-cookie-bar__categories">
        <li className="chrome-cookie-bar__category">
          <label className="chrome-cookie-bar__check">
            <input type="checkbox" name="technical" checked disabled aria-describedby={`${baseId}-technical`} />
            <span className="chrome-cookie-bar__category-title">{t('categories.technical.title')}</span>
            <span className="chrome-cookie-bar__always">{t('alwaysOn')}</span>
          </label>
          <p className="chrome-cookie-bar__category-text" id={`${baseId}-technical`}>
            {t('categories.technical.text')}
          </p>
        </li>
        {CONSENT_CATEGORIES.map((category) => (
          <li className="chrome-cookie-bar__category" key={category}>
            <label className="chrome-cookie-bar__check">
              <input
                type="checkbox"
                name={category}
                form={form}
                checked={choice[category]}
                onChange={toggle}
                aria-describedby={`${baseId}-${category}`}
              />
              <span className="chrome-cookie-bar__category-title">{t(`categories.${category}.title`)}</span>
            </label>
            <p className="chrome-cookie-bar__category-text" id={`${baseId}-${category}`}>
              {t(`categories.${category}.text`)}
            </p>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
