import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type RefObject,
} from 'react';
import { pathFor, useLocale, useNavigate, useTranslation, isPlainClick } from 'shared';
import { useForm } from 'shared/forms';
import { CloseIcon, SearchIcon } from '../../common/icons';
import './translations';
import './search-box.css';

export type SearchBoxVariant = 'dropdown' | 'inline';

interface SearchBoxProps {
  variant: SearchBoxVariant;
  /** Called after a search was submitted (the mobile menu closes itself). */
  onSubmitted?: () => void;
  className?: string;
}

/** The localized search page with the typed text in `q`. */
function searchHref(locale: 'cs' | 'en', query: string): string {
  return pathFor('search', locale) + '?q=' + encodeURIComponent(query);
}

interface SearchFormProps {
  id: string;
  onDone: () => void;
  inputRef: RefObject<HTMLInputElement | null>;
  /** Keys pressed in the input or on the submit button (the dropdown closes on Escape). */
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
}

/**
 * A GET form to the search page (works without JavaScript); with it, submitting navigates
 * client-side and closes whatever holds the form. What was typed before the page hydrated is kept.
 */
function SearchForm({ id, onDone, inputRef, onKeyDown }: SearchFormProps) {
  const { t } = useTranslation('chrome');
  const locale = useLocale();
  const navigate = useNavigate();
  const form = useForm({ q: '' });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = form.values.q.trim();
    if (!q) {
      inputRef.current?.focus();
      return;
    }
    void navigate(searchHref(locale, q));
    form.reset();
    onDone();
  }

  return (
    <form
      ref={form.formRef}
      className="chrome-search__form"
      role="search"
      aria-label={t('search.region')}
      action={pathFor('search', locale)}
      method="get"
      onSubmit={handleSubmit}
    >
      <label className="visually-hidden" htmlFor={id}>
        {t('search.label')}
      </label>
      <input
        ref={inputRef}
        id={id}
        className="chrome-field"
        type="search"
        name="q"
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t('search.placeholder')}
        value={form.values.q}
        onChange={(event) => form.set('q', event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button className="chrome-search__submit" type="submit" onKeyDown={onKeyDown}>
        <SearchIcon />
        <span className="chrome-search__submit-text">{t('search.submit')}</span>
      </button>
    </form>
  );
}

/**
 * Search box: a dropdown behind an icon (focuses the input on open), or inline (inside the mobile
 * menu). The dropdown's icon is a link to the search page, whose own form searches: without
 * JavaScript (or with a modifier key) it goes there; with it, a plain click opens the dropdown.
 */
export function SearchBox({ variant, onSubmitted, className }: SearchBoxProps) {
  const { t } = useTranslation('chrome');
  const locale = useLocale();
  const id = useId();
  const inputId = `chrome-search-input${id}`;
  const panelId = `chrome-search-panel${id}`;
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLAnchorElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (variant === 'dropdown' && open) inputRef.current?.focus();
  }, [open, variant]);

  useEffect(() => {
    if (!open) return;
    // A pointer press anywhere outside closes the dropdown.
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const done = () => {
    setOpen(false);
    onSubmitted?.();
  };

  if (variant === 'inline') {
    return (
      <div className={['chrome-search', 'chrome-search--inline', className].filter(Boolean).join(' ')}>
        <SearchForm id={inputId} onDone={done} inputRef={inputRef} />
      </div>
    );
  }

  // Escape in any control of the open dropdown closes it and returns focus to its toggle.
  function closeOnEscape(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      toggleRef.current?.focus();
    }
  }

  function toggle(event: ReactMouseEvent<HTMLAnchorElement>) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    setOpen((value) => !value);
  }

  // Space opens and closes it too, as it did when the icon was a button; Escape closes it.
  function onToggleKey(event: KeyboardEvent<HTMLAnchorElement>) {
    if (event.key === ' ') {
      event.preventDefault();
      setOpen((value) => !value);
      return;
    }
    closeOnEscape(event);
  }

  return (
    <div ref={rootRef} className={['chrome-search', 'chrome-search--dropdown', className].filter(Boolean).join(' ')}>
      <a
        ref={toggleRef}
        href={pathFor('search', locale)}
        className="chrome-search__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? t('search.close') : t('search.open')}
        onClick={toggle}
        onKeyDown={onToggleKey}
      >
        {open ? <CloseIcon /> : <SearchIcon />}
      </a>
      <div id={panelId} className="chrome-search__panel" hidden={!open}>
        {open && <SearchForm id={inputId} onDone={done} inputRef={inputRef} onKeyDown={closeOnEscape} />}
      </div>
    </div>
  );
}
