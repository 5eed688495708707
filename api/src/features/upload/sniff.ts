/**
 * Content sniffing for uploads: the file's bytes decide its type, never its name or the
 * client's Content-Type. Allowed: PDF, PNG, JPEG, GIF, WEBP, office documents (OOXML and
 * OpenDocument zips, legacy Word/Excel/PowerPoint compound files) and plain UTF-8 text.
 * Refused besides: macro-enabled documents (a zip holding `vbaProject.bin`, an OLE file with a
 * VBA/Macros storage) and any other compound file (MSI installers, MSG, …).
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
  if (startsWith(buf, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return sniffOle(buf);
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

/** Names of the entries listed in the zip's central directory (what unzip tools actually use). */
function zipCentralNames(buf: Buffer, max = 5000): string[] {
  // End of central directory: 22 bytes + a comment of at most 65535 bytes, at the end.
  const from = Math.max(0, buf.length - 22 - 0xffff);
  const eocd = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < from || eocd + 22 > buf.length) return [];
  const names: string[] = [];
  let at = buf.readUInt32LE(eocd + 16);
  const total = buf.readUInt16LE(eocd + 10);
  for (let i = 0; i < Math.min(total, max) && at + 46 <= buf.length && buf.readUInt32LE(at) === 0x02014b50; i++) {
    const nameLength = buf.readUInt16LE(at + 28);
    const extraLength = buf.readUInt16LE(at + 30);
    const commentLength = buf.readUInt16LE(at + 32);
    names.push(buf.toString('utf8', at + 46, Math.min(buf.length, at + 46 + nameLength)));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** A macro project inside an OOXML zip (docm, xlsm, pptm, …). */
const VBA_PROJECT = /(^|[\\/])vbaproject\.bin$/i;

function sniffZip(buf: Buffer): Sniffed | null {
  const names = zipEntryNames(buf);
  const all = [...names, ...zipCentralNames(buf)];
  if (all.some((n) => VBA_PROJECT.test(n))) return null;
  if (names[0] === 'mimetype') {
    const start = 30 + 'mimetype'.length + buf.readUInt16LE(28);
    const mimetype = buf.toString('ascii', start, start + 80);
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
export function oleEntryNames(buf: Buffer): string[] {
  if (buf.length < 512) return [];
  const shift = buf.readUInt16LE(0x1e);
  if (shift !== 9 && shift !== 12) return [];
  const size = 1 << shift;
  const sectors = Math.floor((buf.length - size) / size) + 1;
  const sectorAt = (n: number) => (n + 1) * size;
  const valid = (n: number) => n < sectors && sectorAt(n) + size <= buf.length;

  // FAT sectors: 109 in the header, then the DIFAT chain.
  const fat: number[] = [];
  for (let i = 0; i < 109; i++) {
    const n = buf.readUInt32LE(0x4c + i * 4);
    if (n === FREESECT || n === ENDOFCHAIN) break;
    fat.push(n);
  }
  let difat = buf.readUInt32LE(0x44);
  for (let guard = 0; difat !== ENDOFCHAIN && difat !== FREESECT && valid(difat) && guard < sectors; guard++) {
    const base = sectorAt(difat);
    for (let i = 0; i < size / 4 - 1; i++) {
      const n = buf.readUInt32LE(base + i * 4);
      if (n !== FREESECT && n !== ENDOFCHAIN) fat.push(n);
    }
    difat = buf.readUInt32LE(base + size - 4);
  }
  const perSector = size / 4;
  const next = (n: number): number => {
    const fatSector = fat[Math.floor(n / perSector)];
    if (fatSector === undefined || !valid(fatSector)) return ENDOFCHAIN;
    return buf.readUInt32LE(sectorAt(fatSector) + (n % perSector) * 4);
  };

  const names: string[] = [];
  const seen = new Set<number>();
  for (
    let sector = buf.readUInt32LE(0x30);
    valid(sector) && !seen.has(sector) && names.length < 10_000;
    sector = next(sector)
  ) {
    seen.add(sector);
    for (let at = sectorAt(sector); at + 128 <= sectorAt(sector) + size; at += 128) {
      const nameLength = buf.readUInt16LE(at + 0x40);
      const type = buf[at + 0x42];
      if ((type === 1 || type === 2 || type === 5) && nameLength >= 2 && nameLength <= 64 && nameLength % 2 === 0) {
        names.push(buf.toString('utf16le', at, at + nameLength - 2));
      }
    }
  }
  return names;
}

/** Macro storages/streams of Word (`Macros`), Excel (`_VBA_PROJECT_CUR`) and PowerPoint (`VBA`, `_VBA_PROJECT`). */
const OLE_MACROS = new Set(['macros', '_vba_project_cur', '_vba_project', 'vba']);

/** A legacy Word, Excel or PowerPoint file, told by its directory; other compound files (MSI, MSG…) are refused. */
function sniffOle(buf: Buffer): Sniffed | null {
  const names = oleEntryNames(buf);
  if (names.some((n) => OLE_MACROS.has(n.toLowerCase()))) return null;
  const has = (name: string) => names.includes(name);
  if (has('WordDocument')) return { mime: 'application/msword', ext: 'doc' };
  if (has('Workbook') || has('Book')) return { mime: 'application/vnd.ms-excel', ext: 'xls' };
  if (has('PowerPoint Document')) return { mime: 'application/vnd.ms-powerpoint', ext: 'ppt' };
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
  const head = text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .slice(0, 512)
    .toLowerCase();
  if (
    /^<(?:!doctype|html|head|body|script|svg|\?xml|iframe|object)/.test(head) ||
    /<script[\s>]/.test(text.toLowerCase())
  )
    return null;
  return { mime: 'text/plain', ext: 'txt' };
}
