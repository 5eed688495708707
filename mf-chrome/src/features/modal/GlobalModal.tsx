import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { bus, MODAL_FORM_TYPES, SafeHtml, useBusEvent, type GlobalModalProps, type ModalOpenPayload } from 'shared';
import { asContactCard, ContactCard } from './ContactCard';
import { OVERLAYS_NS } from './translations';
import { useDialog } from './useDialog';
import './modal.css';

function isFormType(type: string): boolean {
  return (MODAL_FORM_TYPES as readonly string[]).includes(type);
}

/**
 * The global modal frame (spec §2, §4): opens on `modal:open`, closes on `modal:close`, the close
 * button, Escape and a click on the backdrop. Opening hides the Smart Point bar. Text and contact
 * bodies are rendered here; form bodies come from the shell through `renderForm`.
 */
export default function GlobalModal({ renderForm, initial = null }: GlobalModalProps) {
  const { t } = useTranslation(OVERLAYS_NS);
  const { t: tc } = useTranslation('common');
  const [payload, setPayload] = useState<ModalOpenPayload | null>(initial);
  const dialogRef = useRef<HTMLDivElement>(null);
  const pressedOnBackdrop = useRef(true);
  const titleId = useId();

  useBusEvent('modal:open', (next) => {
    setPayload(next);
    bus.emit('smartpoint:toggle', { open: false });
  });
  useBusEvent('modal:close', () => setPayload(null));

  // Everything that closes the modal goes through the bus, so every listener hears it.
  const close = useCallback(() => bus.emit('modal:close'), []);
  useDialog(payload !== null, dialogRef, close);

  if (!payload) return null;

  let title = payload.title?.trim() || '';
  let body: ReactNode;
  let wide = false;
  if (payload.type === 'text' && typeof payload.content === 'string') {
    body = <SafeHtml className="chrome-modal__text" html={payload.content} />;
  } else if (payload.type === 'contact' && asContactCard(payload.content)) {
    const card = asContactCard(payload.content)!;
    title ||= card.title;
    body = <ContactCard card={card} detail />;
  } else if (isFormType(payload.type)) {
    wide = true;
    body = renderForm(payload, close);
  } else {
    body = <p className="chrome-modal__not-found">{tc('modal.notFound')}</p>;
  }

  return (
    <div
      className="chrome-modal"
      onMouseDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // Only a click that started and ended on the backdrop closes (not a text selection drag).
        if (event.target === event.currentTarget && pressedOnBackdrop.current) close();
        pressedOnBackdrop.current = true;
      }}
      data-testid="chrome-modal-backdrop"
    >
      <div
        className={`chrome-modal__dialog chrome-modal__dialog--${payload.type}${wide ? ' chrome-modal__dialog--form' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        ref={dialogRef}
        tabIndex={-1}
      >
        <div className="chrome-modal__header">
          <h2 className={title ? 'chrome-modal__title' : 'visually-hidden'} id={titleId}>
            {title || t('modal.label')}
          </h2>
          <button type="button" className="chrome-modal__close" onClick={close} aria-label={tc('modal.close')}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="chrome-modal__body">{body}</div>
      </div>
    </div>
  );
}
