/** Office-like files built byte by byte, for the upload type checks. */

/** A minimal zip (stored entries) with the given entry names; each entry holds `dataBytes` bytes. */
export function zip(names: string[], dataBytes = 4): Buffer {
  const parts: Buffer[] = [];
  for (const name of names) {
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt32LE(dataBytes, 18);
    header.writeUInt32LE(dataBytes, 22);
    header.writeUInt16LE(Buffer.byteLength(name), 26);
    parts.push(header, Buffer.from(name), Buffer.alloc(dataBytes, 0x61));
  }
  return Buffer.concat(parts);
}

/** A zip whose local headers name `local` but whose central directory names `central`. */
export function withCentralDirectory(local: string[], central: string[], dataBytes = 4): Buffer {
  const body = zip(local, dataBytes);
  const entries: Buffer[] = [];
  for (const name of central) {
    const h = Buffer.alloc(46);
    h.writeUInt32LE(0x02014b50, 0);
    h.writeUInt16LE(Buffer.byteLength(name), 28);
    entries.push(h, Buffer.from(name));
  }
  const cd = Buffer.concat(entries);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(central.length, 8);
  end.writeUInt16LE(central.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(body.length, 16);
  return Buffer.concat([body, cd, end]);
}

/**
 * A minimal OLE compound file with these streams (512-byte sectors: the FAT sectors, then
 * `fillerSectors` unused sectors, then the directory), so the directory can sit far into the file.
 */
export function ole(streams: string[], fillerSectors = 0): Buffer {
  const names = ['Root Entry', ...streams];
  const dirSectors = Math.ceil(names.length / 4);
  let fatSectors = 1;
  while (fatSectors + fillerSectors + dirSectors > fatSectors * 128) fatSectors++;
  const firstDir = fatSectors + fillerSectors;
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(fatSectors, 0x2c);
  header.writeUInt32LE(firstDir, 0x30);
  header.writeUInt32LE(4096, 0x38);
  header.writeUInt32LE(0xfffffffe, 0x3c);
  header.writeUInt32LE(0xfffffffe, 0x44);
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i < fatSectors ? i : 0xffffffff, 0x4c + i * 4);
  const fat = Buffer.alloc(512 * fatSectors, 0xff);
  for (let i = 0; i < fatSectors; i++) fat.writeUInt32LE(0xfffffffd, i * 4); // sectors holding the FAT
  for (let i = 0; i < dirSectors; i++) {
    const sector = firstDir + i;
    fat.writeUInt32LE(i === dirSectors - 1 ? 0xfffffffe : sector + 1, sector * 4);
  }
  const dir = Buffer.alloc(512 * dirSectors);
  names.forEach((name, i) => {
    const at = i * 128;
    dir.write(name, at, 'utf16le');
    dir.writeUInt16LE((name.length + 1) * 2, at + 0x40);
    dir[at + 0x42] = i === 0 ? 5 : name === 'Macros' || name === 'VBA' ? 1 : 2;
  });
  return Buffer.concat([header, fat, Buffer.alloc(512 * fillerSectors), dir]);
}
