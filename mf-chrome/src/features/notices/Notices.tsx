import { useCallback, useEffect, useRef, useState } from 'react';
import { useBusEvent, type NoticePayload, useTranslation } from 'shared';
import './notices.css';

/** How long a notice stays before it hides by itself. */
export const NOTICE_MS = 6_000;

interface Notice extends NoticePayload {
  id: number;
}

/**
 * Snackbars for `notice` events on the bus (form sent, cart and voucher messages): success and
 * info are announced politely, dangers as alerts; each hides after a few seconds or on ×.
 */
export function Notices() {
  const { t } = useTranslation('common');
  const [notices, setNotices] = useState<Notice[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setNotices((list) => list.filter((notice) => notice.id !== id));
  }, []);

  useBusEvent('notice', (payload) => {
    const id = ++nextId.current;
    setNotices((list) => [...list.slice(-2), { ...payload, id }]);
    timers.current.set(
      id,
      setTimeout(() => dismiss(id), NOTICE_MS),
    );
  });

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  return (
    <div className="chrome-notices">
      {notices.map((notice) => (
        <div
          key={notice.id}
          className={`chrome-notice notice notice--${notice.kind}`}
          role={notice.kind === 'danger' ? 'alert' : 'status'}
        >
          <p className="chrome-notice__text">{notice.message}</p>
          <button
            type="button"
            className="chrome-notice__close"
            aria-label={t('modal.close')}
            onClick={() => dismiss(notice.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
