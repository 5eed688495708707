import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Prefix of the sessionStorage keys of enquiry drafts; the rest of the key names the form. */
export const DRAFT_PREFIX = 'enquiry-draft:';

/** What a draft keeps: the typed text and choices (never files, never the consent) and when filling began. */
export interface Draft<V> {
  values: Partial<V>;
  startedAt: number;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings); the form then works without drafts.
    return null;
  }
}

/** The stored draft of `key`, or null when there is none or it is not a draft (then it is dropped). */
function readDraft<V extends object>(key: string, fields: readonly (keyof V)[]): Draft<V> | null {
  const store = storage();
  const raw = store?.getItem(key);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as { values?: Record<string, unknown>; startedAt?: unknown };
    if (typeof parsed.startedAt !== 'number' || typeof parsed.values !== 'object' || parsed.values === null)
      throw new Error('not a draft');
    const values: Partial<V> = {};
    for (const field of fields) {
      const value = parsed.values[field as string];
      if (value !== undefined) values[field] = value as V[keyof V];
    }
    return { values, startedAt: parsed.startedAt };
  } catch {
    store?.removeItem(key);
    return null;
  }
}

/** Stores `draft` under `key` (null: removes it); a full or blocked storage is ignored. */
export function writeDraft(key: string, draft: Draft<unknown> | null): void {
  try {
    const store = storage();
    if (!draft) store?.removeItem(key);
    else store?.setItem(key, JSON.stringify(draft));
  } catch {
    // A full or blocked storage only costs the draft, never the form.
  }
}

/**
 * Keeps what the visitor types in sessionStorage under `key` (per form), so an accidental reload
 * or a failed send loses nothing: on mount the stored values are put back with `restore` (the
 * form's own, which leaves alone what the visitor already has on screen), every
 * change is stored, and `clear()` (after a success) removes the draft. Only the `fields` listed are
 * kept; a form that has nothing typed stores nothing. `key` null: no drafts (the form runs on
 * someone else's page and must not touch its storage). `startedAt` is when filling began (given:
 * when the form appeared), kept across reloads.
 */
export function useDraft<V extends object>(options: {
  key: string | null;
  values: V;
  fields: readonly (keyof V)[];
  isEmpty: (values: Partial<V>) => boolean;
  restore: (values: Partial<V>) => void;
  startedAt: number;
}) {
  const { key, values, fields, isEmpty, restore } = options;
  const startedAt = useRef(options.startedAt);
  const [started, setStarted] = useState(options.startedAt);
  const restored = useRef(false);

  // Before the first paint, so the visitor never sees the empty form flash.
  useLayoutEffect(() => {
    restored.current = true;
    if (!key) return;
    const draft = readDraft<V>(key, fields);
    if (!draft) return;
    startedAt.current = Math.min(draft.startedAt, startedAt.current);
    setStarted(startedAt.current);
    restore(draft.values);
    // Only on mount and when the form itself changes; the callbacks are the form's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  useEffect(() => {
    if (!key || !restored.current) return;
    const kept: Partial<V> = {};
    for (const field of fields) kept[field] = values[field];
    writeDraft(key, isEmpty(kept) ? null : { values: kept, startedAt: startedAt.current });
  }, [key, values, fields, isEmpty]);

  const clear = useCallback(() => {
    if (key) writeDraft(key, null);
    startedAt.current = Date.now();
    setStarted(startedAt.current);
  }, [key]);

  return { clear, startedAt: started };
}
