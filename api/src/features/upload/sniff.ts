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
import type { ByteSource, Sniffed } from './byte-source';
import { sniffOle, sniffZip } from './office-files';

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
