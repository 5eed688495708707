import { useLayoutEffect, useRef, type ChangeEvent } from 'react';
import { UPLOAD_LIMITS, useTranslation } from 'shared';
import './translations';
import './files.css';

/** A chosen file and where its upload stands; `descriptor` is what the server answered for it. */
export interface Attachment<D = unknown> {
  key: string;
  name: string;
  size: number;
  status: 'uploading' | 'done' | 'error';
  descriptor?: D;
  error?: string;
}

interface FileInputProps {
  id: string;
  attachments: Attachment[];
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  errors?: string[];
  disabled?: boolean;
  /**
   * With a name, each received file (an attachment with its descriptor) is also a hidden field of
   * that name holding its descriptor as JSON: a post without scripts carries the files already
   * received, beside those chosen in the input.
   */
  keptName?: string;
}

/** `1 536 000` bytes → `1,5 MB` (cs) / `1.5 MB` (en). */
function formatFileSize(bytes: number, locale: string): string {
  const units = ['B', 'kB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  const number = new Intl.NumberFormat(locale === 'cs' ? 'cs-CZ' : 'en-GB', { maximumFractionDigits: digits }).format(
    value,
  );
  return `${number}\u00a0${units[unit]}`;
}

/** The files chosen in the input, which it then lets go (so the same file can be chosen again). */
function takeFiles(input: HTMLInputElement): File[] {
  const files = Array.from(input.files ?? []);
  if (files.length) input.value = '';
  return files;
}

/**
 * Optional attachments within the upload limits: each chosen file is handed to `onAdd` at once
 * (the form uploads it); the list shows name, size, state and a remove button per file.
 *
 * Files chosen in the server's markup before the scripts took it over are still in the input when
 * it hydrates (the browser keeps them on the element, and hydrating keeps the element): they are
 * handed to `onAdd` then, as if chosen at that moment.
 */
export function FileInput({ id, attachments, onAdd, onRemove, errors = [], disabled, keptName }: FileInputProps) {
  const { t, i18n } = useTranslation('forms', { keyPrefix: 'kit' });
  const active = attachments.filter((item) => item.status !== 'error').length;
  const full = active >= UPLOAD_LIMITS.maxFiles;
  const limits = { count: UPLOAD_LIMITS.maxFiles, size: UPLOAD_LIMITS.maxFileBytes / 1024 / 1024 };
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  // The form's handler as it was when the input came alive: what the early files go to.
  const addAtStart = useRef(onAdd);

  useLayoutEffect(() => {
    const input = inputRef.current;
    const early = input ? takeFiles(input) : [];
    if (early.length) addAtStart.current(early);
  }, []);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const files = takeFiles(event.target);
    if (files.length) onAdd(files);
  }

  return (
    <div className="forms-files">
      <span className="forms-field__label" id={`${id}-label`}>
        {t('upload.label')}
      </span>
      <div className="forms-files__picker">
        <input
          ref={inputRef}
          id={id}
          className="forms-files__input"
          type="file"
          name="files"
          multiple
          accept={UPLOAD_LIMITS.accept}
          onChange={handleChange}
          disabled={disabled || full}
          aria-labelledby={`${id}-label ${id}-button`}
          aria-describedby={errors.length ? `${hintId} ${errorId}` : hintId}
        />
        <label
          htmlFor={id}
          id={`${id}-button`}
          className={`btn btn--outline forms-files__button${disabled || full ? ' is-disabled' : ''}`}
        >
          {t('upload.choose')}
        </label>
      </div>
      <p className="forms-field__hint" id={hintId}>
        {full ? t('upload.tooMany', limits) : t('upload.hint', limits)}
      </p>
      {attachments.length > 0 && (
        <ul className="forms-files__list" aria-label={t('upload.listLabel')}>
          {attachments.map((item) => (
            <li key={item.key} className={`forms-files__item forms-files__item--${item.status}`}>
              {keptName && item.status === 'done' && item.descriptor !== undefined && (
                <input type="hidden" name={keptName} value={JSON.stringify(item.descriptor)} />
              )}
              <span className="forms-files__name">{item.name}</span>
              <span className="forms-files__size">{formatFileSize(item.size, i18n.language)}</span>
              <span className="forms-files__state" role={item.status === 'error' ? 'alert' : undefined}>
                {item.status === 'uploading' && t('upload.uploading')}
                {item.status === 'done' && t('upload.uploaded')}
                {item.status === 'error' && item.error}
              </span>
              <button
                type="button"
                className="forms-files__remove"
                onClick={() => onRemove(item.key)}
                aria-label={t('upload.removeFile', { name: item.name })}
                disabled={disabled}
              >
                {t('upload.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {errors.length > 0 && (
        <p className="field-error" id={errorId} role="alert">
          {errors.join(' ')}
        </p>
      )}
    </div>
  );
}
