import { useState } from 'react';
import type { Locale, PostedForm } from 'shared';
import { DEFAULT_PHONE_PREFIX, type useForm } from 'shared/forms';
import {
  DRAFT_FIELDS,
  draftKey,
  emptyValues,
  isDraftEmpty,
  type EnquiryItem,
  type EnquiryValues,
} from './enquiryModel';
import { useAttachments } from './useAttachments';
import { useDraft } from './useDraft';

export type { EnquiryItem };

/** The form's values whose controls are named otherwise (the names its action reads). */
export const CONTROL_NAMES = { prefix: 'phonePrefix', services: 'otherServices', consent: 'agreement' } as const;

/** A fresh enquiry form's values. */
export const startingValues = (item: EnquiryItem) => emptyValues(item.type, item.itemName ?? '', DEFAULT_PHONE_PREFIX);

/** The state of an enquiry form, however it is sent. */
export type EnquiryFormState = ReturnType<typeof useForm<EnquiryValues>>;

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
