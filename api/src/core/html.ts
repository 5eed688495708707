/**
 * The five characters that mean something in HTML (and XML) text and attribute values, as
 * entities: the one escaper for every string the server writes into markup — e-mails, the page's
 * HTML around the render, the sitemap.
 */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
