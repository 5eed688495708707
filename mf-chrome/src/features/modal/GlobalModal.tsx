import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  bus,
  MODAL_FORM_TYPES,
  SafeHtml,
  useBusEvent,
  useLocation,
  type GlobalModalProps,
  type ModalOpenPayload,
  useTranslation,
} from 'shared';
import { useDialog } from '../../common/useDialog';
import { asContactCard, ContactDetail } from './ContactDetail';
import './translations';
import './modal.css';

function isFormType(type: string): boolean {
  return (MODAL_FORM_TYPES as readonly string[]).includes(type);
}

/**
 * The global modal frame: opens on `modal:open`, closes on `modal:close`, the close button, Escape,
 * a click on the backdrop and a move to another page (a form sent from it goes on to its next page). Opening hides the Smart Point bar. Text and contact
 * bodies are rendered here; form bodies come from the shell through `renderForm`.
 */
export function GlobalModal({ renderForm, initial = null }: GlobalModalProps) {
  const { t } = useTranslation('chrome');
  const { t: tc } = useTranslation('common');
  const [payload, setPayload] = useState<ModalOpenPayload | null>(initial);
  const dialogRef = useRef<HTMLDivElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useBusEvent('modal:open', (next) => {
    setPayload(next);
    bus.emit('smartpoint:toggle', { open: false });
  });
  useBusEvent('modal:close', () => setPayload(null));

  // Everything that closes the modal goes through the bus, so every listener hears it.
  const close = useCallback(() => bus.emit('modal:close'), []);
  useDialog(payload !== null, dialogRef, close, { backdrop: backdropRef });

  // What the dialog was opened for is on the page left behind.
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);
  const open = payload !== null;
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    if (open) close();
  }, [pathname, open, close]);

  if (!payload) return null;

  let title = payload.title?.trim() || '';
  let body: ReactNode;
  let wide = false;
  if (payload.type === 'text' && typeof payload.content === 'string') {
    body = <SafeHtml className="chrome-modal__text" html={payload.content} />;
  } else if (payload.type === 'contact' && asContactCard(payload.content)) {
    const card = asContactCard(payload.content)!;
    title ||= card.title;
    body = <ContactDetail card={card} />;
  } else if (isFormType(payload.type)) {
    wide = true;
    body = renderForm(payload, close);
  } else {
    body = <p className="chrome-modal__not-found">{tc('modal.notFound')}</p>;
  }

  return (
    <div ref={backdropRef} className="chrome-modal" data-testid="chrome-modal-backdrop">
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
