import { data, redirect, redirectDocument, type ActionFunction } from 'react-router';
import { ApiError, toApiError } from '../api/errors';
import { pushFormEvent } from '../analytics/formEvents';
import type { ServerFormEvent } from '../analytics/types';
import { localeOfPath, pathFor } from '../routes/match';
import type { Locale } from '../constants';
import { currentScope } from '../ssr/scope';
import type { PostedForm } from '../stores/posted';

/** What a form's action is given: the posted fields, the page's language and address. */
export interface FormActionArgs {
  fields: FormData;
  locale: Locale;
  /** The page the form was posted to, query included. */
  url: URL;
  signal: AbortSignal;
  /**
   * The files posted with the form that the server refused before the action ran (a plain post's
   * files are received first): a form with files answers with this as with the API's refusal,
   * sending nothing. Null in the browser, whose scripts upload each file as it is chosen.
   */
  refused: ApiError | null;
}

/**
 * How a form's action ended. `done`: it succeeded; `to` is where the visitor goes next (null: they
 * stay on the page — without scripts the page is loaded again, with `back`'s flag in its query
 * when given, so it can say what happened); `events` are what the dataLayer gets for it, once;
 * `reload: false` when nothing the page shows changed (its data is not loaded again); `document`:
 * the browser loads the next page whole from the server, keeping nothing of this one in memory (a
 * user's data after logging out, the staff pages a staff member's route table gets); `after`: what
 * the page's scripts do besides once it succeeded in the browser, before the page moves on
 * (closing the dialog the form is in, forgetting its draft) — a plain post loads a fresh page,
 * which has none of it; `plainTo`: where a post the browser made itself goes instead of `to`, when
 * what the scripts show on the page (a pop-up) has no place in a page loaded again. `answered`:
 * the page itself is the answer, drawn from what was posted (a form that only computes, or one
 * that starts another form). `failed`: the page shows the form again with the errors and what was typed (`posted`, never a password).
 */
export type FormOutcome =
  | {
      status: 'done';
      to: string | null;
      back?: [string, string];
      events?: ServerFormEvent[];
      reload?: boolean;
      document?: boolean;
      after?: () => void;
      plainTo?: string;
    }
  | { status: 'answered'; posted: PostedForm }
  | { status: 'failed'; posted: PostedForm };

/**
 * One form's action: the remote that owns the form maps its fields to its API call (the typed
 * functions of its `api.ts`) and the answer to an outcome. The same code runs for a form the
 * browser's scripts send (in the browser) and for one posted before or without them (on the
 * server, by the page's route).
 */
export type FormAction = (args: FormActionArgs) => Promise<FormOutcome>;

/** The actions a module exports beside its component (`export const actions`), by form name. */
export type FormActions = Readonly<Record<string, FormAction>>;

/** The hidden field that names the form a post is for. */
export const FORM_FIELD = 'form';

/** A posted field's first value as text ('' when absent or a file). */
export function field(fields: FormData, name: string): string {
  const value = fields.get(name);
  return typeof value === 'string' ? value : '';
}

/** The page drawn again from what was posted to it (`values`, under the form state's names), with no error. */
export function answered(form: string, values: PostedForm['values']): FormOutcome {
  return { status: 'answered', posted: { form, values, errors: {}, message: null, status: 200, code: 'ok' } };
}

/**
 * The outcome of a failed API call: its field errors, status and code, with what was typed
 * (`values`, under the form state's own names). A 401 of a form that needs a session sends the
 * visitor to log in, then back to the page.
 */
export function failed(
  form: string,
  error: unknown,
  values: PostedForm['values'] = {},
  session?: { locale: Locale; url: URL },
): FormOutcome {
  const failure = toApiError(error);
  if (session && failure.status === 401) {
    const back = session.url.pathname + session.url.search;
    return { status: 'done', to: `${pathFor('login', session.locale)}?redirect=${encodeURIComponent(back)}` };
  }
  return {
    status: 'failed',
    posted: {
      form,
      values,
      errors: failure.fieldErrors,
      message: Object.keys(failure.fieldErrors).length ? null : failure.message || null,
      status: failure.status ?? 503,
      code: failure.code,
    },
  };
}

/**
 * The router's action of a page's route: the form named by the post's `form` field, found by
 * `find` (the page's own module, then the frame's), run. In the browser its success moves on
 * (`to`) or stays with the outcome as the fetcher's data, and its events are pushed; on the
 * server it answers 303 — to `to`, or to the page again — and the events go to the answer's
 * cookie (the next page's scripts push them). A failure is the outcome with its status: the page
 * renders the form again with it. A form no module knows is 405.
 */
export function pageRouteAction(find: (form: string) => Promise<FormAction | null>): ActionFunction {
  return async ({ request }) => {
    const fields = await request.formData();
    const action = await find(field(fields, FORM_FIELD));
    if (!action) throw data('This page has no such form.', { status: 405 });
    const url = new URL(request.url);
    const scope = currentScope();
    const files = scope?.post?.refused;
    const refused = files ? new ApiError(files.status, files.code, '', files.errors) : null;
    const outcome = await action({ fields, locale: localeOfPath(url.pathname), url, signal: request.signal, refused });
    if (outcome.status !== 'done') return data(outcome, { status: outcome.posted.status });
    if (scope) {
      scope.post?.formEvents.push(...(outcome.events ?? []));
      const to = outcome.plainTo ?? outcome.to;
      if (to) return redirect(to, 303);
      const again = new URL(url);
      if (outcome.back) again.searchParams.set(...outcome.back);
      return redirect(again.pathname + again.search, 303);
    }
    for (const event of outcome.events ?? []) pushFormEvent(event);
    outcome.after?.();
    return outcome.to ? (outcome.document ? redirectDocument : redirect)(outcome.to) : outcome;
  };
}
