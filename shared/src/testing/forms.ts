import { localeOfPath } from '../routes';
import type { FormActionArgs } from '../router/formActions';

/**
 * What a form's action is given when `fields` are posted to `path` (its query included): the
 * page's language follows the path, as on the site. No file was refused.
 */
export function formPost(fields: Record<string, string> | FormData, path: string): FormActionArgs {
  let data = fields;
  if (!(data instanceof FormData)) {
    data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.append(name, value);
  }
  const url = new URL(path, 'https://site.test');
  return { fields: data, locale: localeOfPath(url.pathname), url, signal: new AbortController().signal, refused: null };
}
