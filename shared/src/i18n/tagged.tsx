import { Fragment, type ReactNode } from 'react';

const TAG = /<(\w+)>(.*?)<\/\1>/g;

/**
 * A translated sentence whose marked words become elements: in `Souhlasím se <privacy>zpracováním
 * osobních údajů</privacy>.`, `tags.privacy` renders "zpracováním osobních údajů" (a link, say).
 * The sentence is split as text, never parsed as HTML; a tag without a renderer keeps its words.
 */
export function withTags(sentence: string, tags: Record<string, (words: string) => ReactNode>): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of sentence.matchAll(TAG)) {
    const [whole, name = '', words = ''] = match;
    if (match.index > last) parts.push(sentence.slice(last, match.index));
    const render = tags[name];
    parts.push(<Fragment key={match.index}>{render ? render(words) : words}</Fragment>);
    last = match.index + whole.length;
  }
  if (last < sentence.length) parts.push(sentence.slice(last));
  return parts;
}
