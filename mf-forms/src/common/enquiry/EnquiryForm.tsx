import { useId, useState, type FormEvent } from 'react';
import {
  KEPT_FILE_FIELD,
  pageAddress,
  useLocale,
  useLocation,
  usePostedForm,
  type Locale,
  type PostedForm,
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
  useFormAction,
  type useForm,
} from 'shared/forms';
import type { EnquiryType } from './api';
import {
  DRAFT_FIELDS,
  draftKey,
  emptyValues,
  enquiryFieldIds,
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

/** The form's values whose controls are named otherwise (the names its action reads). */
export const CONTROL_NAMES = { prefix: 'phonePrefix', services: 'otherServices', consent: 'agreement' } as const;

/** What an enquiry is about: its type, and the item (with the other services offered beside it). */
export interface EnquiryItem {
  /** The enquiry type: `contact-form` or one of the modal form types. */
  type: EnquiryType;
  itemId?: number | string | null;
  itemName?: string;
  /** Other services the visitor may tick; the ticked ones are sent as `content.otherServices`. */
  otherServices?: string[];
}

export interface EnquiryFormProps extends EnquiryItem {
  /** Language of the form; defaults to the page's locale. */
  locale?: Locale;
}

/** A fresh enquiry form's values. */
export const startingValues = (item: EnquiryItem) => emptyValues(item.type, item.itemName ?? '', DEFAULT_PHONE_PREFIX);

/**
 * The enquiry form on the site (the contact-form page, every form body of the global modal): a
 * form posted to the page, whose route runs the `enquiry` action — through the router's fetcher
 * when the scripts run, as a plain post before or without them. No validation in the browser: the
 * server's 422 field errors show at the fields and in the summary above them; other failures keep
 * the input.
 */
export function EnquiryForm(props: EnquiryFormProps) {
  const pageLocale = useLocale();
  const locale = props.locale ?? pageLocale;
  const location = useLocation();
  const posted = usePostedForm('enquiry');
  const form = useFormAction('enquiry', startingValues(props), { names: CONTROL_NAMES });
  const parts = useEnquiryParts(props, form, posted, locale, true);

  function send(event: FormEvent<HTMLFormElement>) {
    // A file still uploading would be missing from the enquiry: the button says to wait.
    if (parts.files.uploading) event.preventDefault();
    else form.send(event);
  }

  return (
    <EnquiryFields
      item={props}
      form={form}
      parts={parts}
      onSubmit={send}
      plainPost={{ method: 'post', encType: 'multipart/form-data', action: pageAddress(location) }}
    />
  );
}

/** The state of an enquiry form, however it is sent. */
type EnquiryFormState = ReturnType<typeof useForm<EnquiryValues>>;

/**
 * The parts of an enquiry form besides its values: its attachments (with those a plain post left
 * received), its draft (`keepDraft`: off where the form runs on someone else's page, whose storage
 * it must not touch) and the moment it appeared.
 */
export function useEnquiryParts(
  item: EnquiryItem,
  form: EnquiryFormState,
  posted: PostedForm | null,
  locale: Locale,
  keepDraft: boolean,
) {
  // The moment the form appeared, in a hidden field: the action measures the filling time from it.
  // A form that came back with errors keeps the moment the visitor first saw it.
  const [appeared] = useState(() => Number(posted?.values.startedAt) || Date.now());
  const files = useAttachments(locale, posted?.files);
  const draft = useDraft({
    key: keepDraft ? draftKey(item) : null,
    values: form.values,
    fields: DRAFT_FIELDS,
    isEmpty: isDraftEmpty,
    restore: form.restore,
    startedAt: appeared,
  });
  return { files, draft };
}

interface EnquiryFieldsProps {
  item: EnquiryItem;
  form: EnquiryFormState;
  parts: ReturnType<typeof useEnquiryParts>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** On the site: the form's plain post (then the conflict notice may offer the contact form). */
  plainPost?: { method: 'post'; encType: 'multipart/form-data'; action: string };
  /** Prefix for the privacy-policy link when the form runs on another origin. */
  linkBase?: string;
}

/** The enquiry form's fields, status and button, with the accessible wiring of each. */
export function EnquiryFields({ item, form, parts, onSubmit, plainPost, linkBase = '' }: EnquiryFieldsProps) {
  const { t } = useTranslation('forms');
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const { type, itemId = null, itemName = '', otherServices = [] } = item;
  const freeText = hasFreeText(item);
  const { files, draft } = parts;
  const { values, errors, set, formRef } = form;
  const fieldIds = enquiryFieldIds(item, id);

  return (
    <div className="forms-enquiry">
      <form
        ref={formRef}
        className="forms-enquiry__form"
        {...plainPost}
        onSubmit={onSubmit}
        aria-label={t('enquiry.formLabel')}
        aria-busy={form.sending}
      >
        <input type="hidden" name="form" value="enquiry" />
        <input type="hidden" name="type" value={type} />
        <input type="hidden" name="itemId" value={itemId ?? ''} />
        <input type="hidden" name="itemName" value={itemName} />
        <input type="hidden" name="startedAt" value={draft.startedAt} readOnly suppressHydrationWarning />
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
          keptName={KEPT_FILE_FIELD}
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
          item={item}
          values={values}
          onSite={plainPost !== undefined}
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
