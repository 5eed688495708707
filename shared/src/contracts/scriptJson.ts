/**
 * JSON written inside a `<script>` element (the state a page starts from, structured data): `<` is
 * escaped, so no text in it can close the element or open a comment.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
