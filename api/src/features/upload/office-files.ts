// Office documents among uploads, told by their inside: a zip's entries (OOXML, OpenDocument) or a
// compound file's directory (legacy Word, Excel, PowerPoint); macro-enabled ones are refused.
import { PAGE_SIZE, type ByteSource, type Sniffed } from './byte-source';

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

export async function sniffZip(src: ByteSource): Promise<Sniffed | null> {
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
export async function sniffOle(src: ByteSource): Promise<Sniffed | null> {
  const names = await oleEntryNames(src);
  if (names.some((n) => OLE_MACROS.has(n.toLowerCase()))) return null;
  const has = (name: string) => names.includes(name);
  if (has('WordDocument')) return { mime: 'application/msword', ext: 'doc' };
  if (has('Workbook') || has('Book')) return { mime: 'application/vnd.ms-excel', ext: 'xls' };
  if (has('PowerPoint Document')) return { mime: 'application/vnd.ms-powerpoint', ext: 'ppt' };
  return null;
}
