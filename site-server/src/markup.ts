import { Writable } from 'node:stream';
import type { RenderedPage } from 'shared/contracts';

/** The markup a rendered page streams, as one string (the whole page is sent at once). */
export function collectMarkup(page: RenderedPage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
    sink.on('error', reject);
    page.pipe(sink);
  });
}

/** The elements React writes before a page's markup (title, meta, link), one after another. */
const HOISTED = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/>)*/;

/**
 * A rendered page's markup split in two: the head elements the page rendered, which React writes
 * first when it renders part of a document (their text and attributes escaped, so no `<` or `>`
 * within them), and the content of `#root` after them.
 */
export function splitHead(markup: string): { head: string; body: string } {
  const head = HOISTED.exec(markup)?.[0] ?? '';
  return { head, body: markup.slice(head.length) };
}
