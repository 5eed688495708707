// Random access to an uploaded file's bytes, read in pages and kept a few at a time: what the
// sniffing of zips and compound files reads, at the offsets their structures point to.
import type { FileHandle } from 'node:fs/promises';
import { LruMap } from 'shared/cache';

export interface Sniffed {
  mime: string;
  ext: string;
}

/** Random access to a file's bytes; a read past the end answers the bytes there are. */
export interface ByteSource {
  readonly size: number;
  read(at: number, length: number): Promise<Buffer>;
}

export const PAGE_SIZE = 64 * 1024;
/** Pages kept per file while it is sniffed: at most 1 MB. */
const PAGES_KEPT = 16;

/** A ByteSource over an open file, reading whole pages and keeping the most recent ones. */
export function fileSource(handle: FileHandle, size: number): ByteSource {
  const pages = new LruMap<number, Buffer>(PAGES_KEPT);
  const page = async (n: number): Promise<Buffer> => {
    const cached = pages.get(n);
    if (cached) return cached;
    const buffer = Buffer.alloc(Math.min(PAGE_SIZE, size - n * PAGE_SIZE));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, n * PAGE_SIZE);
    const loaded = buffer.subarray(0, bytesRead);
    pages.set(n, loaded);
    return loaded;
  };
  return {
    size,
    async read(at, length) {
      const end = Math.min(size, at + length);
      if (at < 0 || at >= end) return Buffer.alloc(0);
      const first = Math.floor(at / PAGE_SIZE);
      const last = Math.floor((end - 1) / PAGE_SIZE);
      if (first === last) return (await page(first)).subarray(at - first * PAGE_SIZE, end - first * PAGE_SIZE);
      const parts: Buffer[] = [];
      for (let n = first; n <= last; n++) {
        const from = n === first ? at - n * PAGE_SIZE : 0;
        const to = n === last ? end - n * PAGE_SIZE : PAGE_SIZE;
        parts.push((await page(n)).subarray(from, to));
      }
      return Buffer.concat(parts);
    },
  };
}
