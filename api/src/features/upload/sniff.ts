/**
 * Content sniffing for uploads: the file's bytes decide its type, never its name or the
 * client's Content-Type. Allowed: PDF, PNG, JPEG, GIF, WEBP, office documents (OOXML and
 * OpenDocument zips, legacy Word/Excel/PowerPoint compound files) and plain UTF-8 text.
 * Refused besides: macro-enabled documents (a zip holding `vbaProject.bin`, an OLE file with a
 * VBA/Macros storage) and any other compound file (MSI installers, MSG, …).
 *
 * A file is never held in memory whole: while it streams in, a `StreamSniffer` keeps its first
 * bytes and checks it as text chunk by chunk; afterwards zips and compound files are read from
 * the stored file at the offsets their structures point to (`ByteSource`).
 */
import type { FileHandle } from 'node:fs/promises';

export interface Sniffed {
  mime: string;
  ext: string;
}

/** Random access to a file's bytes; a read past the end answers the bytes there are. */
export interface ByteSource {
  readonly size: number;
  read(at: number, length: number): Promise<Buffer>;
}

const PAGE_SIZE = 64 * 1024;
/** Pages kept per file while it is sniffed: at most 1 MB. */
const PAGES_KEPT = 16;

/** A ByteSource over an open file, reading whole pages and keeping the most recent ones. */
export function fileSource(handle: FileHandle, size: number): ByteSource {
  const pages = new Map<number, Buffer>();
  const page = async (n: number): Promise<Buffer> => {
    const cached = pages.get(n);
    if (cached) {
      pages.delete(n);
      pages.set(n, cached);
      return cached;
    }
    const buffer = Buffer.alloc(Math.min(PAGE_SIZE, size - n * PAGE_SIZE));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, n * PAGE_SIZE);
    const loaded = buffer.subarray(0, bytesRead);
    pages.set(n, loaded);
    if (pages.size > PAGES_KEPT) pages.delete(pages.keys().next().value as number);
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

const startsWith = (buf: Buffer, bytes: number[], offset = 0) =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b);

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** Bytes of the start of a file enough to tell the fixed signatures apart. */
const HEAD_BYTES = 16;

/**
 * Watches a file as it streams in: keeps its first bytes, and decides chunk by chunk whether it is
 * acceptable plain text (UTF-8 without control characters, not markup a browser would run), so
 * text never has to be read back.
 */
export class StreamSniffer {
  private head = Buffer.alloc(0);
  private size = 0;
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private text = true;
  /** Still only whitespace so far. */
  private leading = true;
  /** The first 512 characters after the leading whitespace, lower case. */
  private start = '';
  /** The last characters seen, lower case: a `<script` split between chunks is still found. */
  private tail = '';

  push(chunk: Buffer): void {
    if (this.head.length < HEAD_BYTES)
      this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES - this.head.length)]);
    this.size += chunk.length;
    if (this.text) this.pushText(() => this.decoder.decode(chunk, { stream: true }));
  }

  /** The type of the whole file; `source` reads the stored file for zips and compound files. */
  async finish(source: ByteSource): Promise<Sniffed | null> {
    if (this.text) this.pushText(() => this.decoder.decode());
    const head = this.head;
    if (this.size === 0) return null;
    if (startsWith(head, ascii('%PDF-'))) return { mime: 'application/pdf', ext: 'pdf' };
    if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', ext: 'png' };
    if (startsWith(head, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' };
    if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a')))
      return { mime: 'image/gif', ext: 'gif' };
    if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8))
      return { mime: 'image/webp', ext: 'webp' };
    if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return sniffOle(source);
    if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return sniffZip(source);
    return this.text && !MARKUP_START.test(this.start) ? { mime: 'text/plain', ext: 'txt' } : null;
  }

  private pushText(decode: () => string): void {
    let piece: string;
    try {
      piece = decode();
    } catch {
      this.text = false;
      return;
    }
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(piece)) {
      this.text = false;
      return;
    }
    let lower = piece.toLowerCase();
    if (/<script[\s>]/.test(this.tail + lower)) {
      this.text = false;
      return;
    }
    this.tail = (this.tail + lower).slice(-8);
    if (this.leading) {
      // The decoder drops a leading byte order mark; `\s` covers any other.
      lower = lower.replace(/^\s+/, '');
      if (lower === '') return;
      this.leading = false;
    }
    if (this.start.length < 512) this.start += lower.slice(0, 512 - this.start.length);
  }
}

/** Text that starts like HTML, SVG or XML, which a browser would render or run. */
const MARKUP_START = /^<(?:!doctype|html|head|body|script|svg|\?xml|iframe|object)/;

const LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const END_OF_CENTRAL_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);

/** The first `pattern` at or after `from`, read in pages (-1 when there is none). */
async function indexOf(src: ByteSource, pattern: Buffer, from: number): Promise<number> {
  for (let at = from; at < src.size; at += PAGE_SIZE) {
    const window = await src.read(at, PAGE_SIZE + pattern.length - 1);
    const found = window.indexOf(pattern);
    if (found >= 0) return at + found;
  }
  return -1;
}

/** Names of the entries of a zip, read from its local file headers. */
async function zipEntryNames(src: ByteSource, max = 2000): Promise<string[]> {
  const names: string[] = [];
  let at = 0;
  while (names.length < max && at + 30 <= src.size) {
    const header = await src.read(at, 30);
    if (header.readUInt32LE(0) !== 0x04034b50) break;
    const flags = header.readUInt16LE(6);
    let compressed = header.readUInt32LE(18);
    const nameLength = header.readUInt16LE(26);
    const extraLength = header.readUInt16LE(28);
    names.push((await src.read(at + 30, nameLength)).toString('utf8'));
    const dataStart = at + 30 + nameLength + extraLength;
    if (flags & 0x08) {
      // Sizes follow the data in a descriptor: find the next local header.
      const next = await indexOf(src, LOCAL_HEADER, dataStart);
      if (next < 0) break;
      at = next;
      continue;
    }
    if (compressed === 0xffffffff) compressed = 0;
    at = dataStart + compressed;
  }
  return names;
}

/** Names of the entries listed in the zip's central directory (what unzip tools actually use). */
async function zipCentralNames(src: ByteSource, max = 5000): Promise<string[]> {
  // End of central directory: 22 bytes + a comment of at most 65535 bytes, at the end.
  const from = Math.max(0, src.size - 22 - 0xffff);
  const tail = await src.read(from, src.size - from);
  const found = tail.lastIndexOf(END_OF_CENTRAL_DIRECTORY);
  if (found < 0 || found + 22 > tail.length) return [];
  const names: string[] = [];
  let at = tail.readUInt32LE(found + 16);
  const total = tail.readUInt16LE(found + 10);
  for (let i = 0; i < Math.min(total, max) && at + 46 <= src.size; i++) {
    const entry = await src.read(at, 46);
    if (entry.readUInt32LE(0) !== 0x02014b50) break;
    const nameLength = entry.readUInt16LE(28);
    const extraLength = entry.readUInt16LE(30);
    const commentLength = entry.readUInt16LE(32);
    names.push((await src.read(at + 46, nameLength)).toString('utf8'));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** A macro project inside an OOXML zip (docm, xlsm, pptm, …). */
const VBA_PROJECT = /(^|[\\/])vbaproject\.bin$/i;

async function sniffZip(src: ByteSource): Promise<Sniffed | null> {
  const names = await zipEntryNames(src);
  const all = [...names, ...(await zipCentralNames(src))];
  if (all.some((n) => VBA_PROJECT.test(n))) return null;
  if (names[0] === 'mimetype') {
    const start = 30 + 'mimetype'.length + (await src.read(28, 2)).readUInt16LE(0);
    const mimetype = (await src.read(start, 80)).toString('ascii');
    if (mimetype.startsWith('application/vnd.oasis.opendocument.text'))
      return { mime: 'application/vnd.oasis.opendocument.text', ext: 'odt' };
    if (mimetype.startsWith('application/vnd.oasis.opendocument.spreadsheet'))
      return { mime: 'application/vnd.oasis.opendocument.spreadsheet', ext: 'ods' };
    if (mimetype.startsWith('application/vnd.oasis.opendocument.presentation'))
      return { mime: 'application/vnd.oasis.opendocument.presentation', ext: 'odp' };
  }
  if (!names.includes('[Content_Types].xml')) return null;
  if (names.some((n) => n.startsWith('word/')))
    return { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx' };
  if (names.some((n) => n.startsWith('xl/')))
    return { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ext: 'xlsx' };
  if (names.some((n) => n.startsWith('ppt/')))
    return { mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', ext: 'pptx' };
  return null;
}

const FREESECT = 0xffffffff;
const ENDOFCHAIN = 0xfffffffe;

/** Names of the storages and streams in an OLE compound file's directory (empty when malformed). */
async function oleEntryNames(src: ByteSource): Promise<string[]> {
  if (src.size < 512) return [];
  const header = await src.read(0, 512);
  const shift = header.readUInt16LE(0x1e);
  if (shift !== 9 && shift !== 12) return [];
  const size = 1 << shift;
  const sectors = Math.floor((src.size - size) / size) + 1;
  const sectorAt = (n: number) => (n + 1) * size;
  const valid = (n: number) => n < sectors && sectorAt(n) + size <= src.size;

  // FAT sectors: 109 in the header, then the DIFAT chain.
  const fat: number[] = [];
  for (let i = 0; i < 109; i++) {
    const n = header.readUInt32LE(0x4c + i * 4);
    if (n === FREESECT || n === ENDOFCHAIN) break;
    fat.push(n);
  }
  let difat = header.readUInt32LE(0x44);
  for (let guard = 0; difat !== ENDOFCHAIN && difat !== FREESECT && valid(difat) && guard < sectors; guard++) {
    const sector = await src.read(sectorAt(difat), size);
    for (let i = 0; i < size / 4 - 1; i++) {
      const n = sector.readUInt32LE(i * 4);
      if (n !== FREESECT && n !== ENDOFCHAIN) fat.push(n);
    }
    difat = sector.readUInt32LE(size - 4);
  }
  const perSector = size / 4;
  const next = async (n: number): Promise<number> => {
    const fatSector = fat[Math.floor(n / perSector)];
    if (fatSector === undefined || !valid(fatSector)) return ENDOFCHAIN;
    return (await src.read(sectorAt(fatSector) + (n % perSector) * 4, 4)).readUInt32LE(0);
  };

  const names: string[] = [];
  const seen = new Set<number>();
  for (
    let sector = header.readUInt32LE(0x30);
    valid(sector) && !seen.has(sector) && names.length < 10_000;
    sector = await next(sector)
  ) {
    seen.add(sector);
    const entries = await src.read(sectorAt(sector), size);
    for (let at = 0; at + 128 <= size; at += 128) {
      const nameLength = entries.readUInt16LE(at + 0x40);
      const type = entries[at + 0x42];
      if ((type === 1 || type === 2 || type === 5) && nameLength >= 2 && nameLength <= 64 && nameLength % 2 === 0) {
        names.push(entries.toString('utf16le', at, at + nameLength - 2));
      }
    }
  }
  return names;
}

/** Macro storages/streams of Word (`Macros`), Excel (`_VBA_PROJECT_CUR`) and PowerPoint (`VBA`, `_VBA_PROJECT`). */
const OLE_MACROS = new Set(['macros', '_vba_project_cur', '_vba_project', 'vba']);

/** A legacy Word, Excel or PowerPoint file, told by its directory; other compound files (MSI, MSG…) are refused. */
async function sniffOle(src: ByteSource): Promise<Sniffed | null> {
  const names = await oleEntryNames(src);
  if (names.some((n) => OLE_MACROS.has(n.toLowerCase()))) return null;
  const has = (name: string) => names.includes(name);
  if (has('WordDocument')) return { mime: 'application/msword', ext: 'doc' };
  if (has('Workbook') || has('Book')) return { mime: 'application/vnd.ms-excel', ext: 'xls' };
  if (has('PowerPoint Document')) return { mime: 'application/vnd.ms-powerpoint', ext: 'ppt' };
  return null;
}
