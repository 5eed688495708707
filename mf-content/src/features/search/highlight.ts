/** One character folded for matching: lower case without accents ('Í' → 'i'), so indexes stay aligned. */
function fold(char: string): string {
  return char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().charAt(0) || char;
}

export interface Segment {
  text: string;
  match: boolean;
}

/** The words of a query, folded; words of one letter are ignored for highlighting. */
export function queryWords(query: string): string[] {
  return [
    ...new Set(
      query
        .split(/\s+/)
        .map((word) => [...word].map(fold).join(''))
        .filter((word) => word.length > 1),
    ),
  ];
}

/**
 * Splits `text` into plain and matched segments: every place where a query word occurs, ignoring
 * case and accents ('sidlo' marks 'Sídlo'). Pure text: the caller renders segments as text nodes.
 */
export function highlight(text: string, query: string): Segment[] {
  const chars = [...text];
  const folded = chars.map(fold).join('');
  const marked = new Array<boolean>(chars.length).fill(false);
  for (const word of queryWords(query)) {
    let from = folded.indexOf(word);
    while (from !== -1) {
      for (let i = from; i < from + word.length; i += 1) marked[i] = true;
      from = folded.indexOf(word, from + word.length);
    }
  }
  const segments: Segment[] = [];
  chars.forEach((char, index) => {
    const last = segments.at(-1);
    if (last && last.match === marked[index]) last.text += char;
    else segments.push({ text: char, match: marked[index] ?? false });
  });
  return segments;
}
