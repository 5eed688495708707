import type { FormEvent } from 'react';
import { pageAddress, useLocale, useLocation, usePostedForm, type Locale } from 'shared';
import { useFormAction } from 'shared/forms';
import { EnquiryFields } from './EnquiryFields';
import { CONTROL_NAMES, startingValues, useEnquiryParts, type EnquiryItem } from './useEnquiryParts';

export interface EnquiryFormProps extends EnquiryItem {
  /** Language of the form; defaults to the page's locale. */
  locale?: Locale;
}

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
