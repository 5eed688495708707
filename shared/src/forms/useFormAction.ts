import { useEffect, useLayoutEffect, useMemo, useRef, type FormEvent } from 'react';
import { pageAddress, useFetcher, useLocation, usePostedForm, type FormOutcome, type PostedForm } from 'shared';
import { postedFailure, useForm } from './useForm';

interface FormActionOptions<V> {
  /** A value key's control name where they differ. */
  names?: Partial<Record<keyof V, string>>;
  /** After the action succeeded and the visitor stays on the page (the form is emptied first). */
  onDone?: (outcome: Extract<FormOutcome, { status: 'done' }>) => void;
  /**
   * Of several forms of one name on a page (one per product), whether a plain post's answer is
   * this one's (by the values it came back with); the others start clean.
   */
  mine?: (posted: PostedForm) => boolean;
}

/**
 * A form sent through the page's route action (React Router's fetcher): the form `name` (its
 * hidden `form` field) is posted to the page the visitor is on, whose route runs the action of the
 * remote that owns the form — the same action the server runs when the form is posted before or
 * without scripts. Its state is `useForm`'s (values kept on errors, the server's answer to a plain
 * post as the starting state), with `sending`, `status`, `errors` and `failure` those of the
 * fetcher's last answer. `send(event)` posts the form (the pressed button's value with it); a
 * success that moves on navigates, one that stays empties the form and calls `onDone`.
 */
export function useFormAction<V extends object>(name: string, initial: V, options: FormActionOptions<V> = {}) {
  const answered = usePostedForm(name);
  const posted = answered && (options.mine?.(answered) ?? true) ? answered : null;
  const form = useForm(initial, posted, options.names);
  const fetcher = useFetcher<FormOutcome>();
  const location = useLocation();
  const outcome = fetcher.state === 'idle' ? fetcher.data : undefined;
  const failedWith = outcome?.status === 'failed' ? outcome.posted : null;
  const failure = useMemo(() => (failedWith ? postedFailure(failedWith) : null), [failedWith]);
  const { reset } = form;
  const { onDone } = options;

  // Before the answer is painted: the success is never shown beside the values just sent.
  useLayoutEffect(() => {
    if (outcome?.status !== 'done') return;
    reset();
    onDone?.(outcome);
    // Once per answer: the fetcher's data is a new object for each.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outcome]);

  // Pressed and not yet answered: set at the press, cleared by each answer the fetcher brings.
  const pressed = useRef(false);
  useEffect(() => {
    if (fetcher.state === 'idle') pressed.current = false;
  }, [fetcher.state, fetcher.data]);

  /** The form's `onSubmit`: the scripts send it (the browser's own post is stopped), once per press. */
  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const target = submitter instanceof HTMLButtonElement ? submitter : event.currentTarget;
    // A second press before the fetcher's state reaches the page (a transition) sends nothing.
    if (pressed.current) return;
    pressed.current = true;
    // To the page's own address (without campaign parameters), as the form's plain post goes.
    void fetcher.submit(target, { method: 'post', action: pageAddress(location) });
  }

  const sending = fetcher.state !== 'idle';
  // Once sent with scripts, the form's state is the fetcher's: a plain post's answer no longer applies.
  if (!sending && !outcome) return { ...form, send };
  return {
    ...form,
    sending,
    status: sending ? ('sending' as const) : failure ? ('failed' as const) : ('sent' as const),
    errors: failure?.fieldErrors ?? {},
    failure,
    send,
  };
}
