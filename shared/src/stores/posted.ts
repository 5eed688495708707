import type { FieldErrors } from '../api/errors';
import type { UploadedFile } from '../validation/responses/upload';
import { scopedStore } from '../ssr/scopedStore';

/**
 * A form sent without scripts (a plain POST the server handled) that came back with errors: the
 * page is rendered again with the form's values (never a password), its field errors and a
 * message. Set by the server's render only; the browser hydrates from it.
 */
export interface PostedForm {
  /** Which form was sent (`login`, `password`…). */
  form: string;
  /** What was typed, under the form state's own names (text, ticked values, or a ticked box). */
  values: Record<string, string | string[] | boolean>;
  errors: FieldErrors;
  message: string | null;
  /** The answer's status and error code (422 `validation_failed`, 401 `invalid_credentials`…). */
  status: number;
  code: string;
  /** The value the error's message names, when it has one (a voucher's per-user limit, a minimal cart value). */
  value?: string | number;
  /**
   * The files that came with the post and were received (stored, not yet sent with anything) when
   * the form came back with errors: the form lists them and sends them again, so a visitor without
   * scripts need not choose them anew.
   */
  files?: UploadedFile[];
}

/** The hidden field of a received file (its descriptor as JSON) in a form posted without scripts. */
export const KEPT_FILE_FIELD = 'keptFile';

export const usePosted = scopedStore<{ posted: PostedForm | null }>('posted', { dehydrate: true }, () => ({
  posted: null,
}));

/** What the form `form` was sent with, when this page answers its plain POST; else null. */
export function usePostedForm(form: string): PostedForm | null {
  return usePosted((state) => (state.posted?.form === form ? state.posted : null));
}
