import { useId, useState, type FormEvent } from 'react';
import {
  bus,
  KEPT_FILE_FIELD,
  pathFor,
  track,
  useLocale,
  useLocation,
  usePostedForm,
  type Locale,
  useNavigate,
  useTranslation,
} from 'shared';
import {
  Checkbox,
  DEFAULT_PHONE_PREFIX,
  ErrorSummary,
  Field,
  FileInput,
  PhoneField,
  errorsOf,
  useForm,
} from 'shared/forms';
import { saveUserRequest, type EnquiryType } from './api';
import {
  DRAFT_FIELDS,
  draftKey,
  emptyValues,
  enquiryFieldIds,
  enquiryPayload,
  hasFreeText,
  isDraftEmpty,
  type EnquiryValues,
} from './enquiryModel';
import { ConsentLabel } from './ConsentLabel';
import { EnquiryStatus } from './EnquiryStatus';
import { Honeypot } from './Honeypot';
import { ServiceChoices } from './ServiceChoices';
import { useAttachments } from './useAttachments';
import { useDraft } from './useDraft';
import './translations';
import './enquiry.css';

/** The form's values whose controls are named otherwise (the names the server's form route reads). */
const CONTROL_NAMES = { prefix: 'phonePrefix', services: 'otherServices', consent: 'agreement' } as const;

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
  /**
   * Keep what is typed in sessionStorage until it is sent (default). Off where the form runs on
   * someone else's page, whose storage it must not touch.
   */
  keepDraft?: boolean;
}

/**
 * The one enquiry (user request) form of the site: the contact-form page, every form body of the
 * global modal and the embeddable widget. No validation in the browser: the server's 422 field
 * errors show at the fields and in the summary above them; other failures keep the input.
 */
export function EnquiryForm(props: EnquiryFormProps) {
  const { type, itemId = null, itemName = '', otherServices = [], afterSent = 'thank-you', linkBase = '' } = props;
  const { t } = useTranslation('forms');
  const pageLocale = useLocale();
  const locale = props.locale ?? pageLocale;
  const navigate = useNavigate();
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const freeText = hasFreeText(props);
  const onSite = afterSent === 'thank-you';
  const location = useLocation();
  const posted = usePostedForm(onSite ? 'enquiry' : '');
  const form = useForm<EnquiryValues>(emptyValues(type, itemName, DEFAULT_PHONE_PREFIX), posted, CONTROL_NAMES);
  const { formRef } = form;
  // The moment the form appeared, in a hidden field, for a post before the scripts run. Nothing in
  // the page says whether a post is a repeat: the API recognises the same post by its content.
  // A form that came back with errors keeps the moment the visitor first saw it.
  const [startedAt] = useState(() => Number(posted?.values.startedAt) || Date.now());
  const files = useAttachments(locale, posted?.files);
  const { values, errors, set } = form;
  const fieldIds = enquiryFieldIds(props, id);
  const draftOf = props.keepDraft === false ? null : draftKey(props);
  const draft = useDraft({
    key: draftOf,
    values,
    fields: DRAFT_FIELDS,
    isEmpty: isDraftEmpty,
    restore: form.restore,
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.sending || files.uploading) return;
    const payload = enquiryPayload(props, values, files.descriptors, Date.now() - draft.startedAt());
    const sentId = await form.submit(() => saveUserRequest(payload, locale));
    if (sentId === undefined) return;
    form.reset();
    files.clear();
    draft.clear();
    track('form_sent', { formType: type });
    props.onSent?.(sentId);
    if (type === 'readymade' && itemId !== null) bus.emit('readymade:reserved', { id: itemId });
    if (afterSent === 'thank-you') {
      bus.emit('notice', { kind: 'success', message: t('common:form.message.sent') });
      props.onDone?.();
      void navigate(`${pathFor('thankYou', locale)}?interest=${encodeURIComponent(type)}`);
    } else {
      props.onDone?.();
    }
  }

  return (
    <div className="forms-enquiry">
      <form
        ref={formRef}
        className="forms-enquiry__form"
        {...(onSite
          ? { method: 'post', encType: 'multipart/form-data', action: location.pathname + location.search }
          : {})}
        onSubmit={handleSubmit}
        aria-label={t('enquiry.formLabel')}
        aria-busy={form.sending}
      >
        <input type="hidden" name="form" value="enquiry" />
        <input type="hidden" name="type" value={type} />
        <input type="hidden" name="itemId" value={itemId ?? ''} />
        <input type="hidden" name="itemName" value={itemName} />
        <input type="hidden" name="startedAt" defaultValue={startedAt} suppressHydrationWarning />
        <ErrorSummary id={id('summary')} errors={errors} fields={fieldIds} />
        <Honeypot id={id('website')} value={values.website} onChange={(value) => set('website', value)} />
        {!freeText && (
          <p className="forms-enquiry__interest">
            <span className="forms-enquiry__interest-label">{t('enquiry.interest')}:</span> <strong>{itemName}</strong>
          </p>
        )}
        <Field
          id={id('firstname')}
          name="firstname"
          label={t('enquiry.name')}
          required
          autoComplete="name"
          placeholder={t('enquiry.namePlaceholder')}
          value={values.firstname}
          onChange={(value) => set('firstname', value)}
          errors={errorsOf(errors, 'firstname')}
        />
        <Field
          id={id('email')}
          name="email"
          type="email"
          label={t('enquiry.email')}
          required
          autoComplete="email"
          inputMode="email"
          placeholder={t('enquiry.emailPlaceholder')}
          value={values.email}
          onChange={(value) => set('email', value)}
          errors={errorsOf(errors, 'email')}
        />
        <PhoneField
          id={id('phone')}
          label={t('enquiry.phone')}
          prefix={values.prefix}
          number={values.phone}
          onPrefix={(value) => set('prefix', value)}
          onNumber={(value) => set('phone', value)}
          placeholder={t('enquiry.phonePlaceholder')}
          errors={errorsOf(errors, 'phone')}
        />
        {freeText && (
          <Field
            id={id('request')}
            name="request"
            label={t('enquiry.request')}
            rows={5}
            placeholder={t('enquiry.requestPlaceholder')}
            value={values.request}
            onChange={(value) => set('request', value)}
            errors={errorsOf(errors, 'content.name')}
          />
        )}
        <ServiceChoices
          type={type}
          offered={otherServices}
          chosen={values.services}
          onChosen={(chosen) => set('services', chosen)}
          virtualPlace={values.virtualPlace}
          onVirtualPlace={(on) => set('virtualPlace', on)}
          errors={errors}
          id={id}
        />
        <FileInput
          id={id('files')}
          attachments={files.attachments}
          onAdd={files.add}
          onRemove={files.remove}
          keptName={onSite ? KEPT_FILE_FIELD : undefined}
          errors={errorsOf(errors, 'files')}
          disabled={form.sending}
        />
        <Checkbox
          id={id('consent')}
          name="agreement"
          label={<ConsentLabel linkBase={linkBase} />}
          required
          checked={values.consent}
          onChange={(on) => set('consent', on)}
          errors={errorsOf(errors, 'agreement')}
        />
        <EnquiryStatus
          form={form}
          item={props}
          values={values}
          onSite={onSite}
          uploading={files.uploading}
          onRetry={() => formRef.current?.requestSubmit()}
        />
      </form>
      {form.sending && (
        <div className="forms-enquiry__overlay" role="status">
          <span className="forms-enquiry__spinner" aria-hidden="true" />
          <span>{t('enquiry.sending')}</span>
        </div>
      )}
    </div>
  );
}
