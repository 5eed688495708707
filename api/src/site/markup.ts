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
