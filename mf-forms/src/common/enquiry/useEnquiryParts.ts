import { useState } from 'react';
import { useHydrating, type Locale, type PostedForm } from 'shared';
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
/** When the page first painted (the navigation's start while the browser has not reported a paint). */
function firstPaint(): number {
  const paint = performance.getEntriesByName?.('first-contentful-paint')[0];
  return Math.round(performance.timeOrigin + (paint?.startTime ?? 0));
}

export function useEnquiryParts(
  item: EnquiryItem,
  form: EnquiryFormState,
  posted: PostedForm | null,
  locale: Locale,
  keepDraft: boolean,
) {
  // The moment the form appeared, in a hidden field: the action measures the filling time from it.
  // A form that came back with errors keeps the moment the visitor first saw it; one the server
  // drew was there from the page's first paint, before the scripts took it over (what the visitor
  // typed meanwhile counts as filling time, so a quick send after hydration is no robot's).
  const hydrating = useHydrating();
  const [appeared] = useState(
    () => Number(posted?.values.startedAt) || (hydrating && typeof window !== 'undefined' ? firstPaint() : Date.now()),
  );
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
