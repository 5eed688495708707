import { useEffect, useRef, useState } from 'react';
import { ENQUIRY_TYPES, localeOfPath, registerTranslations, type ModalOpenPayload, useTranslation } from 'shared';
import { mountStandalone } from 'shared/standalone';
import ContactFormPage, { actions } from './exposed/ContactFormPage';
import ModalForm from './exposed/ModalForm';
import './standalone.css';

registerTranslations('forms', {
  cs: { standalone: { open: 'Vyzkoušet formulář v okně', type: 'Typ formuláře', close: 'Zavřít' } },
  en: { standalone: { open: 'Try the form in a dialog', type: 'Form type', close: 'Close' } },
});

const SAMPLES: Record<string, Omit<ModalOpenPayload, 'type'>> = {
  'virtual-place': {
    itemId: 1,
    itemName: 'Virtuální sídlo Praha 8 – Karlín',
    otherServices: ['Přeposílání pošty', 'Skenování pošty', 'Správa datové schránky', 'Telefonní číslo'],
  },
  establishment: { itemName: 'Založení s.r.o. na klíč' },
  'smart-room': { itemId: 1, itemName: 'Zasedací místnost Rohanské nábřeží' },
  readymade: { itemId: 1, itemName: 'Ready-made s.r.o.' },
  liquidation: { itemName: 'Likvidace společnosti' },
  'foreign-company': { itemId: 1, itemName: 'Společnost na Kypru' },
  'contact-form': {},
};

/** The remote's own page: the contact-form page, plus a dialog to try the modal form types. */
function Standalone() {
  const { t } = useTranslation('forms');
  const [type, setType] = useState<string>('virtual-place');
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <>
      <ContactFormPage routeId="contactForm" locale={localeOfPath(window.location.pathname)} params={{}} />
      <div className="container forms-standalone">
        <label htmlFor="forms-standalone-type">{t('standalone.type')}</label>
        <select id="forms-standalone-type" value={type} onChange={(event) => setType(event.target.value)}>
          {ENQUIRY_TYPES.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
        <button type="button" className="btn" onClick={() => setOpen(true)}>
          {t('standalone.open')}
        </button>
      </div>
      <dialog
        ref={dialog}
        className="forms-standalone__dialog"
        onClose={() => setOpen(false)}
        aria-labelledby="forms-standalone-title"
      >
        <div className="forms-standalone__head">
          <h2 id="forms-standalone-title">{SAMPLES[type]?.itemName ?? type}</h2>
          <button
            type="button"
            className="forms-standalone__close"
            onClick={() => setOpen(false)}
            aria-label={t('standalone.close')}
          >
            ×
          </button>
        </div>
        {open && <ModalForm payload={{ type, ...SAMPLES[type] }} />}
      </dialog>
    </>
  );
}

mountStandalone(() => <Standalone />, { actions });
