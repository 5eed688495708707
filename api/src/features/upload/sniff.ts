/**
 * Content sniffing for uploads: the file's bytes decide its type, never its name or the
 * client's Content-Type. Allowed: PDF, PNG, JPEG, GIF, WEBP, office documents (OOXML and
 * OpenDocument zips, legacy OLE compound files) and plain UTF-8 text.
 */
export interface Sniffed {
  mime: string;
  ext: string;
}

const startsWith = (buf: Buffer, bytes: number[], offset = 0) =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b);

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

export function sniff(buf: Buffer): Sniffed | null {
  if (buf.length === 0) return null;
  if (startsWith(buf, ascii('%PDF-'))) return { mime: 'application/pdf', ext: 'pdf' };
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', ext: 'png' };
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(buf, ascii('GIF87a')) || startsWith(buf, ascii('GIF89a'))) return { mime: 'image/gif', ext: 'gif' };
  if (startsWith(buf, ascii('RIFF')) && startsWith(buf, ascii('WEBP'), 8)) return { mime: 'image/webp', ext: 'webp' };
  if (startsWith(buf, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return { mime: 'application/x-ole-storage', ext: 'doc' };
  if (startsWith(buf, [0x50, 0x4b, 0x03, 0x04])) return sniffZip(buf);
  return sniffText(buf);
}

/** Names of the entries of a zip, read from its local file headers. */
function zipEntryNames(buf: Buffer, max = 2000): string[] {
  const names: string[] = [];
  let at = 0;
  while (names.length < max && at + 30 <= buf.length && buf.readUInt32LE(at) === 0x04034b50) {
    const flags = buf.readUInt16LE(at + 6);
    let compressed = buf.readUInt32LE(at + 18);
    const nameLength = buf.readUInt16LE(at + 26);
    const extraLength = buf.readUInt16LE(at + 28);
    const name = buf.toString('utf8', at + 30, at + 30 + nameLength);
    names.push(name);
    const dataStart = at + 30 + nameLength + extraLength;
    if (flags & 0x08) {
      // Sizes follow the data in a descriptor: find the next local header.
      const next = buf.indexOf(Buffer.from([0x50, 0x4b, 0x03, 0x04]), dataStart);
      if (next < 0) break;
      at = next;
      continue;
    }
    if (compressed === 0xffffffff) compressed = 0;
    at = dataStart + compressed;
  }
  return names;
}

function sniffZip(buf: Buffer): Sniffed | null {
  const names = zipEntryNames(buf);
  if (names[0] === 'mimetype') {
    const start = 30 + 'mimetype'.length + buf.readUInt16LE(28);
    const mimetype = buf.toString('ascii', start, start + 80);
    if (mimetype.startsWith('application/vnd.oasis.opendocument.text')) return { mime: 'application/vnd.oasis.opendocument.text', ext: 'odt' };
    if (mimetype.startsWith('application/vnd.oasis.opendocument.spreadsheet')) return { mime: 'application/vnd.oasis.opendocument.spreadsheet', ext: 'ods' };
    if (mimetype.startsWith('application/vnd.oasis.opendocument.presentation')) return { mime: 'application/vnd.oasis.opendocument.presentation', ext: 'odp' };
  }
  if (!names.includes('[Content_Types].xml')) return null;
  if (names.some((n) => n.startsWith('word/'))) return { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx' };
  if (names.some((n) => n.startsWith('xl/'))) return { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ext: 'xlsx' };
  if (names.some((n) => n.startsWith('ppt/'))) return { mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', ext: 'pptx' };
  return null;
}

/** UTF-8 text without control characters, and not markup a browser would run. */
function sniffText(buf: Buffer): Sniffed | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buf);
  } catch {
    return null;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text)) return null;
  const head = text.replace(/^\uFEFF/, '').trimStart().slice(0, 512).toLowerCase();
  if (/^<(?:!doctype|html|head|body|script|svg|\?xml|iframe|object)/.test(head) || /<script[\s>]/.test(text.toLowerCase())) return null;
  return { mime: 'text/plain', ext: 'txt' };
}
