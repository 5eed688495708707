import { useState } from 'react';
import { toApiError, type ApiError, type PostedForm, useTranslation } from 'shared';
import type { EnquiryDetail } from './api';

/** What the page does with a failure: a gone session (401) or lost rights (403) ask for a new login. */
export type ReportFailure = (error: ApiError) => void;

/** A part of an enquiry's page that changes it: the enquiry, the page's failure report, and the answer's way back. */
export interface ChangeProps {
  detail: EnquiryDetail;
  report: ReportFailure;
  onUpdated: (detail: EnquiryDetail) => void;
}

/** The message of a failed step, by the API's answer (a fetch's error, or a form posted without scripts). */
export function failureKey(status: number | null, code: string, fields: string[] = []): string {
  if (status === null) return 'inbox.errors.network';
  if (status === 401) return 'inbox.session.expired';
  if (status === 403) return 'inbox.session.forbidden';
  if (status === 404) return 'inbox.errors.notFound';
  if (code === 'already_reserved') return 'inbox.errors.taken';
  if (status === 422) return fields.includes('note') ? 'inbox.errors.noteTooLong' : 'inbox.errors.invalid';
  return 'inbox.errors.failed';
}

/** The message of a form the server answered without scripts, when it is about `id` (else null). */
export function postedFailure(posted: PostedForm | null, id: number): string | null {
  if (!posted || posted.values.id !== String(id)) return null;
  return failureKey(posted.status, posted.code, Object.keys(posted.errors));
}

type Outcome = { kind: 'done' | 'failed'; text: string };

/**
 * One step the scripts take instead of posting a form: which one runs (`busy`, for its button's
 * text), and its outcome in words. A second press while one runs is ignored (the buttons stay
 * focusable: disabling the pressed one would drop the keyboard's focus).
 */
export function useAction(report: ReportFailure) {
  const { t } = useTranslation('forms');
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function run<T>(name: string, work: () => Promise<T>, done: (result: T) => string): Promise<boolean> {
    if (busy) return false;
    setBusy(name);
    setOutcome(null);
    try {
      const result = await work();
      setOutcome({ kind: 'done', text: done(result) });
      return true;
    } catch (error) {
      const failure = toApiError(error);
      report(failure);
      setOutcome({
        kind: 'failed',
        text: t(failureKey(failure.status, failure.code, Object.keys(failure.fieldErrors))),
      });
      return false;
    } finally {
      setBusy(null);
    }
  }

  return { busy, outcome, run };
}

/**
 * A step's outcome: a success in a polite live region that is always there (so it is read out), a
 * failure as an alert. `failed`: a failure the server's answer brought (a form sent without scripts).
 */
export function Outcome({ outcome, failed }: { outcome: Outcome | null; failed?: string | null }) {
  const { t } = useTranslation('forms');
  // The server's answer stands until the scripts have taken a step of their own.
  const failure = outcome ? (outcome.kind === 'failed' ? outcome.text : null) : failed ? t(failed) : null;
  return (
    <>
      <p className="forms-inbox__done" role="status">
        {outcome?.kind === 'done' ? outcome.text : null}
      </p>
      {failure && (
        <p className="notice notice--danger" role="alert">
          {failure}
        </p>
      )}
    </>
  );
}
