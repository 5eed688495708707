import { useEffect, useRef, type MouseEvent } from 'react';
import type { FieldErrors } from 'shared';
import './translations';
import { useTranslation } from 'shared';

interface ErrorSummaryProps {
  id: string;
  errors: FieldErrors;
  /** The form's fields: error path (a field, or a parent of nested paths) → the id of its control. */
  fields: Record<string, string>;
}

/** The control a field path belongs to: its own, or the one of its nearest parent path. */
function controlOf(path: string, fields: Record<string, string>): string | null {
  const match = Object.keys(fields)
    .filter((field) => path === field || path.startsWith(field + '.'))
    .sort((a, b) => b.length - a.length)[0];
  return match ? fields[match]! : null;
}

/**
 * The list of what to correct at the top of a form after the server refused it: each message is a
 * link that moves focus to its field (a message of a field the form does not show is plain text).
 * Focus moves to the box when it appears, so screen-reader and keyboard users start there.
 */
export function ErrorSummary({ id, errors, fields }: ErrorSummaryProps) {
  const { t } = useTranslation('forms', { keyPrefix: 'kit' });
  const box = useRef<HTMLDivElement>(null);
  const items = Object.entries(errors).flatMap(([path, messages]) =>
    messages.map((message, index) => ({ key: `${path}:${index}`, message, control: controlOf(path, fields) })),
  );

  useEffect(() => {
    if (Object.keys(errors).length) box.current?.focus();
  }, [errors]);

  if (!items.length) return null;

  function focusField(event: MouseEvent<HTMLAnchorElement>, control: string) {
    // The form may live in a shadow root (the embedded form): look the field up where the box is.
    const root = box.current?.getRootNode() as Document | ShadowRoot | undefined;
    const element = (root ?? document).getElementById(control);
    if (!element) return;
    event.preventDefault();
    element.focus();
    element.scrollIntoView?.({ block: 'center' });
  }

  return (
    <div ref={box} className="forms-summary" role="alert" tabIndex={-1} aria-labelledby={`${id}-title`}>
      <h2 className="forms-summary__title" id={`${id}-title`}>
        {t('summaryTitle')}
      </h2>
      <ul className="forms-summary__list">
        {items.map(({ key, message, control }) => (
          <li key={key}>
            {control ? (
              <a href={`#${control}`} onClick={(event) => focusField(event, control)}>
                {message}
              </a>
            ) : (
              message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
