import { lazy, Suspense, useCallback, useState } from 'react';
import { bus, useBusEvent, useTranslation } from 'shared';
import { SmartPointIcon } from '../../common/icons';
import './translations';
import './smartpoint.css';

// The panel (and the text it shows) loads when the visitor first opens it, not with every page.
const SmartPointPanel = lazy(() => import('./SmartPointPanel'));

/**
 * The Smart Point side bar: its tab on every page; the panel opens and closes on
 * `smartpoint:toggle` (`open` forces a state) and closes when the global modal opens.
 */
export function SmartPointBar() {
  const { t } = useTranslation('chrome');
  const [open, setOpen] = useState(false);

  useBusEvent('smartpoint:toggle', (payload) => {
    const force = payload?.open;
    setOpen((value) => (typeof force === 'boolean' ? force : !value));
  });
  useBusEvent('modal:open', () => setOpen(false));
  const close = useCallback(() => setOpen(false), []);

  return (
    <>
      <button
        type="button"
        className="chrome-smartpoint-tab"
        aria-expanded={open}
        aria-controls="chrome-smartpoint-bar"
        aria-label={t('smartpoint.tabLabel')}
        onClick={() => bus.emit('smartpoint:toggle', {})}
      >
        <SmartPointIcon />
        <span>{t('smartpoint.tab')}</span>
      </button>
      <div id="chrome-smartpoint-bar" className="chrome-smartpoint" hidden={!open}>
        {open && (
          <Suspense fallback={null}>
            <SmartPointPanel onClose={close} />
          </Suspense>
        )}
      </div>
    </>
  );
}
