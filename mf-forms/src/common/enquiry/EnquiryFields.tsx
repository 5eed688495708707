import { useId, type FormEvent } from 'react';
import { KEPT_FILE_FIELD, useTranslation } from 'shared';
import { Checkbox, ErrorSummary, Field, FileInput, PhoneField, errorsOf } from 'shared/forms';
import { ConsentLabel } from './ConsentLabel';
import { enquiryFieldIds, hasFreeText } from './enquiryModel';
import { EnquiryStatus } from './EnquiryStatus';
import { Honeypot } from './Honeypot';
import { ServiceChoices } from './ServiceChoices';
import type { EnquiryFormState, EnquiryItem, useEnquiryParts } from './useEnquiryParts';
import './translations';
import './enquiry.css';

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
