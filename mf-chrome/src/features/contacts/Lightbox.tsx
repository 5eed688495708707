import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { PopupDialog } from '../../common/PopupDialog';
import { useTranslation } from 'shared';

interface LightboxProps {
  src: string;
  /** What the image shows; also the dialog's name. */
  alt: string;
  onClose: () => void;
}

/**
 * A large image in a dialog over the page: the close button has focus, Escape and a click beside
 * the image close it, and focus returns to what opened it. Rendered at the end of the body, so no
 * container of the page clips it.
 */
export function Lightbox({ src, alt, onClose }: LightboxProps) {
  const { t } = useTranslation('common');
  const [target, setTarget] = useState<HTMLElement | null>(null);
  useEffect(() => setTarget(document.body), []);
  if (!target) return null;
  return createPortal(
    <PopupDialog className="chrome-lightbox" label={alt} closeLabel={t('modal.close')} onClose={onClose} focusClose>
      <img className="chrome-lightbox__image" src={src} alt={alt} />
    </PopupDialog>,
    target,
  );
}
