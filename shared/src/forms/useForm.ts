import { useCallback, useLayoutEffect, useReducer, useRef } from 'react';
import { ApiError, toApiError, type FieldErrors, type PostedForm } from 'shared';
import { sameValue, typedValues } from './adoptTyped';

type SubmitStatus = 'idle' | 'sending' | 'sent' | 'failed';

interface FormState<V> {
  values: V;
  /** Field errors of the form's last answer (a 422), by field path. */
  errors: FieldErrors;
  status: SubmitStatus;
  /** What went wrong with the last send, when it failed. */
  failure: ApiError | null;
}

type Action<V> =
  | { type: 'set'; name: keyof V; value: V[keyof V] }
  | { type: 'adopt'; values: Partial<V> }
  | { type: 'restore'; values: Partial<V>; initial: V }
  | { type: 'reset'; values: V }
  | { type: 'sending' }
  | { type: 'sent' }
  | { type: 'failed'; failure: ApiError };

function reducer<V>(state: FormState<V>, action: Action<V>): FormState<V> {
  switch (action.type) {
    case 'set':
      return { ...state, values: { ...state.values, [action.name]: action.value } };
    case 'reset':
      return { ...state, values: action.values };
    case 'adopt':
      return { ...state, values: { ...state.values, ...action.values } };
    case 'restore': {
      // Only where the field still holds its first value: what the visitor has on screen is newer.
      const values = { ...state.values };
      for (const [key, value] of Object.entries(action.values) as [keyof V, V[keyof V]][])
        if (sameValue(state.values[key], action.initial[key])) values[key] = value;
      return { ...state, values };
    }
    case 'sending':
      // A new send starts clean: the last answer's errors no longer apply.
      return { ...state, status: 'sending', errors: {}, failure: null };
    case 'sent':
      return { ...state, status: 'sent' };
    case 'failed':
      return { ...state, status: 'failed', failure: action.failure, errors: action.failure.fieldErrors };
  }
}

/** The state a form starts in: empty, or as its plain POST came back from the server. */
function startingState<V extends object>(initial: V, posted: PostedForm | null | undefined): FormState<V> {
  if (!posted) return { values: initial, errors: {}, status: 'idle', failure: null };
  const values = { ...initial } as Record<string, unknown>;
  for (const [key, start] of Object.entries(initial)) {
    const sent = posted.values[key];
    if (sent !== undefined && Array.isArray(sent) === Array.isArray(start) && typeof sent === typeof start)
      values[key] = sent;
  }
  // A form that only computes (or prepares another form) comes back with what was sent, not failed.
  if (posted.status < 300) return { values: values as V, errors: {}, status: 'idle', failure: null };
  return { values: values as V, errors: posted.errors, status: 'failed', failure: postedFailure(posted) };
}

/** A form's failed answer as the API client's error (its status, code, message, field errors and value). */
export function postedFailure(posted: PostedForm): ApiError {
  return new ApiError(posted.status, posted.code, posted.message ?? '', posted.errors, posted.value ?? null);
}

/**
 * A form's state in one place: its values, the field errors of its own last answer and the state
 * of sending. An error never touches the values, so nothing the visitor typed is lost; only
 * `reset()` (after a success) empties them. `posted`: the form was sent without scripts and the
 * server rendered the page again with its errors — the form starts from that answer.
 *
 * `formRef` goes on the `<form>`: when the form first comes alive in the browser (hydrating the
 * server's markup), whatever is already in its controls — typed before the scripts ran,
 * autofilled, restored by the back button — becomes the form's state, so nothing on screen is
 * wiped. `names` maps a value key to its control's name where they differ. `restore(values)` puts
 * back values kept from an earlier visit (a stored draft) into the fields that still hold their
 * first value, so it never overwrites what the visitor has on screen.
 */
export function useForm<V extends object>(
  initial: V,
  posted?: PostedForm | null,
  names: Partial<Record<keyof V, string>> = {},
) {
  const initialValues = useRef(initial);
  const [state, dispatch] = useReducer(reducer<V>, undefined, () => startingState(initial, posted));
  const formRef = useRef<HTMLFormElement>(null);
  const namesRef = useRef(names);
  const valuesAtStart = useRef(state.values);

  // Once, after the first commit and before the browser paints it, and before any other effect
  // of the form's component changes the state: the next render already holds what the DOM holds,
  // so React never writes into a control the visitor may be typing in.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = typedValues(
      form,
      valuesAtStart.current as Record<string, unknown>,
      namesRef.current as Record<string, string>,
    );
    if (Object.keys(typed).length) dispatch({ type: 'adopt', values: typed as Partial<V> });
  }, []);

  const set = useCallback(<K extends keyof V>(name: K, value: V[K]) => dispatch({ type: 'set', name, value }), []);
  const reset = useCallback(() => dispatch({ type: 'reset', values: initialValues.current }), []);
  const restore = useCallback(
    (values: Partial<V>) => dispatch({ type: 'restore', values, initial: initialValues.current }),
    [],
  );

  /** Sends with `send`; resolves with its result, or undefined when it failed (see `failure`). */
  const submit = useCallback(async <T>(send: () => Promise<T>): Promise<T | undefined> => {
    dispatch({ type: 'sending' });
    try {
      const result = await send();
      dispatch({ type: 'sent' });
      return result;
    } catch (error) {
      dispatch({ type: 'failed', failure: toApiError(error) });
      return undefined;
    }
  }, []);

  return { ...state, sending: state.status === 'sending', set, reset, restore, submit, formRef };
}

/** The messages of a field and of everything below it (`files` also collects `files.0.id`). */
export function errorsOf(errors: FieldErrors, field: string): string[] | undefined {
  const messages = Object.entries(errors)
    .filter(([key]) => key === field || key.startsWith(field + '.'))
    .flatMap(([, list]) => list);
  return messages.length ? messages : undefined;
}
