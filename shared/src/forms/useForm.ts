import { useCallback, useReducer, useRef } from 'react';
import { ApiError, toApiError, type FieldErrors, type PostedForm } from 'shared';

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
  return {
    values: values as V,
    errors: posted.errors,
    status: 'failed',
    failure: new ApiError(posted.status, posted.code, posted.message ?? '', posted.errors),
  };
}

/**
 * A form's state in one place: its values, the field errors of its own last answer and the state
 * of sending. An error never touches the values, so nothing the visitor typed is lost; only
 * `reset()` (after a success) empties them. `posted`: the form was sent without scripts and the
 * server rendered the page again with its errors — the form starts from that answer.
 */
export function useForm<V extends object>(initial: V, posted?: PostedForm | null) {
  const initialValues = useRef(initial);
  const [state, dispatch] = useReducer(reducer<V>, undefined, () => startingState(initial, posted));

  const set = useCallback(<K extends keyof V>(name: K, value: V[K]) => dispatch({ type: 'set', name, value }), []);
  const reset = useCallback(() => dispatch({ type: 'reset', values: initialValues.current }), []);

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

  return { ...state, sending: state.status === 'sending', set, reset, submit };
}

/** The messages of a field and of everything below it (`files` also collects `files.0.id`). */
export function errorsOf(errors: FieldErrors, field: string): string[] | undefined {
  const messages = Object.entries(errors)
    .filter(([key]) => key === field || key.startsWith(field + '.'))
    .flatMap(([, list]) => list);
  return messages.length ? messages : undefined;
}
