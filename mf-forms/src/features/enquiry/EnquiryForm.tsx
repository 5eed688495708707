import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { bus, pathFor, statusOf, track, useFieldErrors, useLocale, type Locale } from 'shared';
import {
  DEFAULT_PHONE_PREFIX,
  MAX_FILES,
  PHONE_PREFIXES,
  UploadError,
  joinPhone,
  saveUserRequest,
  uploadFile,
  type EnquiryType,
  type UserRequestPayload,
} from './enquiryApi';
import { FileAttachments, type Attachment } from './FileAttachments';
import './translations';
import '../form-fields/fields.css';
import './enquiry.css';

export interface EnquiryFormProps {
  /** The enquiry type: `contact-form` or one of the modal form types. */
  type: EnquiryType;
  itemId?: number | string | null;
  itemName?: string;
  /** Other services the visitor may tick; the ticked ones are sent as `content.otherServices`. */
  otherServices?: string[];
  /** Language of the form; defaults to the page's locale. */
  locale?: Locale;
  /** `thank-you` (on the site): navigate to the thank-you page; `message` (embedded): stay and show the message. */
  afterSent?: 'thank-you' | 'message';
  /** Prefix for the privacy-policy link when the form runs on another origin. */
  linkBase?: string;
  /** Called with the saved enquiry's id. */
  onSent?: (id: number) => void;
  /** Called after a successful send (the modal closes). */
  onDone?: () => void;
}

type Outcome = { kind: 'sent' } | { kind: 'error'; message?: string } | null;

/** Field-error keys of the 422 answer shown at a field of this form; the rest go above the button. */
const FIELD_KEYS = [
  'firstname',
  'email',
  'phone',
  'content.name',
  'content.otherServices',
  'content.virtualPlace',
  'files',
  'agreement',
] as const;
type FieldKey = (typeof FIELD_KEYS)[number];

/** The `message` of an error answer, when the server sent one. */
function serverMessage(error: unknown): string | undefined {
  const data = (error as { response?: { data?: { message?: unknown } } } | null)?.response?.data;
  return typeof data?.message === 'string' && data.message ? data.message : undefined;
}

function fieldOf(key: string): FieldKey | null {
  for (const field of FIELD_KEYS) if (key === field || key.startsWith(field + '.')) return field;
  return null;
}

/**
 * The one enquiry (user request) form of the site (spec §3–§5, §7, §8): used by the contact-form
 * page, every form body of the global modal and the embeddable widget. No client-side validation:
 * the server's 422 field errors are shown at the fields.
 */
export function EnquiryForm({
  type,
  itemId = null,
  itemName = '',
  otherServices: offeredServices = [],
  locale: localeProp,
  afterSent = 'thank-you',
  linkBase = '',
  onSent,
  onDone,
}: EnquiryFormProps) {
  const { t } = useTranslation('forms');
  const pageLocale = useLocale();
  const locale = localeProp ?? pageLocale;
  const navigate = useNavigate();
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const formRef = useRef<HTMLFormElement>(null);
  const keySeq = useRef(0);

  // For contact-form the free text becomes content.name; for the other types the item name is the
  // subject, so the free-text field is only offered when no item name is known (spec §3).
  const freeText = type === 'contact-form' || !itemName;
  const initialText = type === 'contact-form' ? itemName : '';

  const [firstname, setFirstname] = useState('');
  const [email, setEmail] = useState('');
  const [prefix, setPrefix] = useState<string>(DEFAULT_PHONE_PREFIX);
  const [phone, setPhone] = useState('');
  const [requestText, setRequestText] = useState(initialText);
  const [consent, setConsent] = useState(false);
  const [services, setServices] = useState<string[]>([]);
  const [virtualPlace, setVirtualPlace] = useState(false);
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // The field-errors store is shared by every form of the page: show its errors only when they
  // answer this form's own request.
  const [ownErrors, setOwnErrors] = useState(false);
  const storeErrors = useFieldErrors((state) => state.errors);
  const errors = ownErrors ? storeErrors : {};

  const uploading = attachments.some((item) => item.status === 'uploading');

  const byField: Partial<Record<FieldKey, string[]>> = {};
  const general: string[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    const field = fieldOf(key);
    if (field === 'content.name' && !freeText) general.push(...messages);
    else if (field) (byField[field] ??= []).push(...messages);
    else general.push(...messages);
  }

  useEffect(() => {
    if (!ownErrors) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [ownErrors, storeErrors]);

  function addFiles(files: File[]) {
    setOwnErrors(false);
    const room = MAX_FILES - attachments.filter((item) => item.status !== 'error').length;
    const accepted = files.slice(0, Math.max(0, room));
    const added: Attachment[] = accepted.map((file) => ({
      key: `f${++keySeq.current}`,
      name: file.name,
      size: file.size,
      status: 'uploading',
    }));
    const rejected: Attachment[] = files.slice(accepted.length).map((file) => ({
      key: `f${++keySeq.current}`,
      name: file.name,
      size: file.size,
      status: 'error',
      error: t('upload.tooMany'),
    }));
    setAttachments((list) => [...list, ...added, ...rejected]);
    accepted.forEach((file, index) => {
      const key = added[index]!.key;
      uploadFile(file, locale).then(
        (descriptor) => update(key, { status: 'done', descriptor }),
        (error: unknown) => {
          const message =
            error instanceof UploadError ? (error.serverMessage ?? t(`upload.${error.reason}`)) : t('upload.failed');
          update(key, { status: 'error', error: message });
        },
      );
    });
  }

  function update(key: string, change: Partial<Attachment>) {
    // A file removed while it was uploading stays removed.
    setAttachments((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }

  function removeFile(key: string) {
    setAttachments((list) => list.filter((item) => item.key !== key));
  }

  function toggleService(name: string, checked: boolean) {
    setServices((list) => (checked ? [...list, name] : list.filter((item) => item !== name)));
  }

  function payload(): UserRequestPayload {
    const content: UserRequestPayload['content'] = {
      type,
      id: itemId ?? null,
      name: freeText ? requestText : itemName,
      otherServices: offeredServices.filter((name) => services.includes(name)),
    };
    if (type === 'readymade') content.virtualPlace = virtualPlace;
    return {
      firstname,
      email,
      phone: joinPhone(prefix, phone),
      files: attachments.flatMap((item) => (item.status === 'done' && item.descriptor ? [item.descriptor] : [])),
      agreement: consent,
      content,
    };
  }

  function reset() {
    setFirstname('');
    setEmail('');
    setPrefix(DEFAULT_PHONE_PREFIX);
    setPhone('');
    setRequestText(initialText);
    setConsent(false);
    setServices([]);
    setVirtualPlace(false);
    setAttachments([]);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || uploading) return;
    setSending(true);
    setOutcome(null);
    setOwnErrors(false);
    try {
      const sentFormId = await saveUserRequest(payload(), locale);
      reset();
      setOutcome({ kind: 'sent' });
      track('form_sent', { formType: type });
      onSent?.(sentFormId);
      if (afterSent === 'thank-you') {
        bus.emit('notice', { kind: 'success', message: t('common:form.message.sent') });
        onDone?.();
        void navigate(`${pathFor('thankYou', locale)}?interest=${encodeURIComponent(type)}`);
      } else {
        onDone?.();
      }
    } catch (error) {
      const status = statusOf(error);
      if (status === 422) setOwnErrors(true);
      // 409: the ready-made company was reserved meanwhile; the server says so in the visitor's language.
      else setOutcome({ kind: 'error', message: status === 409 ? serverMessage(error) : undefined });
    } finally {
      setSending(false);
    }
  }

  const describedBy = (field: FieldKey, hint?: string) =>
    [hint, byField[field]?.length ? id(`${field}-error`) : null].filter(Boolean).join(' ') || undefined;

  const fieldError = (field: FieldKey): ReactNode =>
    byField[field]?.length ? (
      <p className="field-error" id={id(`${field}-error`)}>
        {byField[field]!.join(' ')}
      </p>
    ) : null;

  const requiredMark = (
    <>
      <span className="required-mark" aria-hidden="true">
        *
      </span>
      <span className="visually-hidden"> ({t('enquiry.required')})</span>
    </>
  );

  const privacyHref = linkBase.replace(/\/$/, '') + t('enquiry.privacyPath');

  return (
    <div className="forms-enquiry" aria-busy={sending}>
      <form ref={formRef} className="forms-enquiry__form" onSubmit={handleSubmit} aria-label={t('enquiry.formLabel')}>
        {!freeText && (
          <p className="forms-enquiry__interest">
            <span className="forms-enquiry__interest-label">{t('enquiry.interest')}:</span> <strong>{itemName}</strong>
          </p>
        )}
        <input type="hidden" name="itemId" value={itemId ?? ''} />
        <input type="hidden" name="itemName" value={itemName} />

        <div className="forms-field">
          <label className="forms-field__label" htmlFor={id('firstname')}>
            {t('enquiry.name')}
            {requiredMark}
          </label>
          <input
            id={id('firstname')}
            className="forms-field__input"
            name="firstname"
            type="text"
            autoComplete="name"
            placeholder={t('enquiry.namePlaceholder')}
            value={firstname}
            onChange={(event) => setFirstname(event.target.value)}
            aria-required="true"
            aria-invalid={byField.firstname ? true : undefined}
            aria-describedby={describedBy('firstname')}
          />
          {fieldError('firstname')}
        </div>

        <div className="forms-field">
          <label className="forms-field__label" htmlFor={id('email')}>
            {t('enquiry.email')}
            {requiredMark}
          </label>
          <input
            id={id('email')}
            className="forms-field__input"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t('enquiry.emailPlaceholder')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-required="true"
            aria-invalid={byField.email ? true : undefined}
            aria-describedby={describedBy('email')}
          />
          {fieldError('email')}
        </div>

        <div className="forms-field">
          <label className="forms-field__label" htmlFor={id('phone')}>
            {t('enquiry.phone')}
          </label>
          <div className="forms-phone">
            <select
              id={id('prefix')}
              className="forms-field__input forms-phone__prefix"
              name="phonePrefix"
              aria-label={t('enquiry.phonePrefix')}
              value={prefix}
              onChange={(event) => setPrefix(event.target.value)}
            >
              {PHONE_PREFIXES.map((value) => (
                <option key={value || 'none'} value={value}>
                  {value || t('enquiry.phonePrefixNone')}
                </option>
              ))}
            </select>
            <input
              id={id('phone')}
              className="forms-field__input forms-phone__number"
              name="phone"
              type="tel"
              autoComplete={prefix ? 'tel-national' : 'tel'}
              placeholder={t('enquiry.phonePlaceholder')}
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
              aria-invalid={byField.phone ? true : undefined}
              aria-describedby={describedBy('phone')}
            />
          </div>
          {fieldError('phone')}
        </div>

        {freeText && (
          <div className="forms-field">
            <label className="forms-field__label" htmlFor={id('request')}>
              {t('enquiry.request')}
            </label>
            <textarea
              id={id('request')}
              className="forms-field__input forms-field__textarea"
              name="request"
              rows={5}
              placeholder={t('enquiry.requestPlaceholder')}
              value={requestText}
              onChange={(event) => setRequestText(event.target.value)}
              aria-invalid={byField['content.name'] ? true : undefined}
              aria-describedby={describedBy('content.name')}
            />
            {fieldError('content.name')}
          </div>
        )}

        {offeredServices.length > 0 && (
          <fieldset className="forms-field forms-checks" aria-describedby={describedBy('content.otherServices')}>
            <legend className="forms-field__label">{t('enquiry.otherServices')}</legend>
            {offeredServices.map((name, index) => (
              <label key={name} className="forms-check" htmlFor={id(`service-${index}`)}>
                <input
                  id={id(`service-${index}`)}
                  type="checkbox"
                  name="otherServices"
                  value={name}
                  checked={services.includes(name)}
                  onChange={(event) => toggleService(name, event.target.checked)}
                />
                <span>{name}</span>
              </label>
            ))}
            {fieldError('content.otherServices')}
          </fieldset>
        )}

        {type === 'readymade' && (
          <div className="forms-field">
            <label className="forms-check" htmlFor={id('virtualPlace')}>
              <input
                id={id('virtualPlace')}
                type="checkbox"
                name="virtualPlace"
                checked={virtualPlace}
                onChange={(event) => setVirtualPlace(event.target.checked)}
                aria-invalid={byField['content.virtualPlace'] ? true : undefined}
                aria-describedby={describedBy('content.virtualPlace')}
              />
              <span>{t('enquiry.virtualPlace')}</span>
            </label>
            {fieldError('content.virtualPlace')}
          </div>
        )}

        <FileAttachments
          id={id('files')}
          attachments={attachments}
          onAdd={addFiles}
          onRemove={removeFile}
          errors={byField.files ?? []}
          disabled={sending}
        />

        <div className="forms-field">
          <label className="forms-check" htmlFor={id('consent')}>
            <input
              id={id('consent')}
              type="checkbox"
              name="agreement"
              checked={consent}
              onChange={(event) => setConsent(event.target.checked)}
              aria-required="true"
              aria-invalid={byField.agreement ? true : undefined}
              aria-describedby={describedBy('agreement')}
            />
            <span>
              <Trans
                t={t}
                i18nKey="enquiry.consent"
                components={{
                  privacy: <a href={privacyHref} target="_blank" rel="noopener noreferrer" />,
                }}
              />
              <span className="visually-hidden"> {t('enquiry.newTab')}</span>
              {requiredMark}
            </span>
          </label>
          {fieldError('agreement')}
        </div>

        {general.length > 0 && (
          <div className="notice notice--danger" role="alert">
            <p className="forms-enquiry__errors-title">{t('enquiry.otherErrors')}</p>
            <ul>
              {general.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
        )}
        {outcome?.kind === 'error' && (
          <p className="notice notice--danger" role="alert">
            {outcome.message ?? t('common:form.message.error')}
          </p>
        )}
        {outcome?.kind === 'sent' && (
          <p className="notice notice--success" role="status">
            {t('common:form.message.sent')}
          </p>
        )}

        <p className="forms-enquiry__note">
          <span className="required-mark" aria-hidden="true">
            *
          </span>{' '}
          {t('enquiry.requiredNote')}
        </p>
        <div className="forms-enquiry__actions">
          <button
            type="submit"
            className="btn forms-enquiry__submit"
            disabled={sending || uploading}
            aria-describedby={uploading ? id('wait') : undefined}
          >
            {t('enquiry.submit')}
          </button>
          {uploading && (
            <span className="forms-field__hint" id={id('wait')}>
              {t('enquiry.waitForUploads')}
            </span>
          )}
        </div>
      </form>
      {sending && (
        <div className="forms-enquiry__overlay" role="status" data-testid="enquiry-overlay">
          <span className="forms-enquiry__spinner" aria-hidden="true" />
          <span>{t('enquiry.sending')}</span>
        </div>
      )}
    </div>
  );
}

export default EnquiryForm;
