import { useEffect, useState, type FormEvent } from 'react';
import { type ApiError, useTranslation } from 'shared';
import { useFormAction } from 'shared/forms';
import type { EnquiryDetail } from './api';

/** What the page does with a failure: a gone session (401) or lost rights (403) ask for a new login. */
export type ReportFailure = (error: ApiError) => void;

/** A part of an enquiry's page that changes it: the enquiry, the page's failure report, and what follows a change. */
export interface ChangeProps {
  detail: EnquiryDetail;
  report: ReportFailure;
  /** The enquiry changed (the page loads it again). */
  onUpdated: () => void;
}

/** The message of a failed step, by the API's answer (a fetch's error, or a form posted without scripts). */
function failureKey(status: number | null, code: string, fields: string[] = []): string {
  if (status === null) return 'inbox.errors.network';
  if (status === 401) return 'inbox.session.expired';
  if (status === 403) return 'inbox.session.forbidden';
  if (status === 404) return 'inbox.errors.notFound';
  if (code === 'already_reserved') return 'inbox.errors.taken';
  if (status === 422) return fields.includes('note') ? 'inbox.errors.noteTooLong' : 'inbox.errors.invalid';
  return 'inbox.errors.failed';
}

type Outcome = { kind: 'done' | 'failed'; text: string };

/**
 * One of the inbox's forms about the enquiry `id` (any of a list's: ''), sent by its action
 * (`actions.ts`) through the page's route: `useFormAction`'s state, and its outcome in words —
 * `done()`'s text after a success, the failure's message (an answer the server rendered without
 * scripts only when it is about this enquiry). A gone session or lost rights are told to the page
 * as well.
 */
export function useInboxForm<V extends { id: string }>(
  name: string,
  initial: V,
  report: ReportFailure,
  done: () => string,
) {
  const { t } = useTranslation('forms');
  const [said, setSaid] = useState<string | null>(null);
  const form = useFormAction(name, initial, { onDone: () => setSaid(done()) });
  const failure = form.status === 'failed' && (!initial.id || form.values.id === initial.id) ? form.failure : null;

  useEffect(() => {
    if (failure) report(failure);
  }, [failure, report]);

  function send(event: FormEvent<HTMLFormElement>) {
    setSaid(null);
    form.send(event);
  }

  const outcome: Outcome | null = failure
    ? { kind: 'failed', text: t(failureKey(failure.status, failure.code, Object.keys(failure.fieldErrors))) }
    : said && form.status === 'sent'
      ? { kind: 'done', text: said }
      : null;
  return { ...form, failure, outcome, send };
}

/** A step's outcome: a success in a polite live region that is always there (so it is read out), a failure as an alert. */
export function Outcome({ outcome }: { outcome: Outcome | null }) {
  return (
    <>
      <p className="forms-inbox__done" role="status">
        {outcome?.kind === 'done' ? outcome.text : null}
      </p>
      {outcome?.kind === 'failed' && (
        <p className="notice notice--danger" role="alert">
          {outcome.text}
        </p>
      )}
    </>
  );
}
