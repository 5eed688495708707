/** A plain-text description from HTML or text: tags dropped, spaces collapsed, at most 160 characters. */
export function describeText(text: string | null | undefined): string | null {
  if (!text) return null;
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  if (!plain) return null;
  if (plain.length <= 160) return plain;
  const cut = plain.slice(0, 157);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 100 ? cut.lastIndexOf(' ') : 157)}…`;
}
