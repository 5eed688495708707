/** Values a query string can carry; `undefined` and `null` leave the parameter out, a list repeats it. */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Readonly<Record<string, QueryValue>>;

/**
 * `path` with `query` appended (`/api/settings` + `{ lang: 'cs' }` → `/api/settings?lang=cs`): the
 * one way the site builds a query string. Values are encoded; a path that has a query already keeps
 * it and gets the new parameters after it.
 */
export function withQuery(path: string, query: Query = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(name, String(item));
    else search.append(name, String(value));
  }
  const text = search.toString();
  if (!text) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${text}`;
}
