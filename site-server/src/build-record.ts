import { createHash } from 'node:crypto';

/**
 * The record of a build the server may run: `release.json` next to the build, with the sha256 of
 * every file of its `server/` folder. The release tool writes it for a release; the build itself
 * writes it into a remote's own `dist/` (the build the site ships with).
 */
export const RECORD = 'release.json';

const SHA256 = /^[0-9a-f]{64}$/;

export function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * The sha256 of each server file (`server/` path → digest) that the record `text` of a build of
 * the federation name `name` gives; else what is wrong with it, in words for the log.
 */
export function digestsIn(text: string | Error, name: string): Map<string, string> | string {
  if (text instanceof Error) return `has a ${RECORD} that cannot be read (${text.message})`;
  let record: { name?: unknown; server?: unknown };
  try {
    record = JSON.parse(text) as typeof record;
  } catch (error) {
    return `has a ${RECORD} that cannot be read (${(error as Error).message})`;
  }
  if (record.name !== name) return `is not a build of ${name}: its ${RECORD} names ${String(record.name)}`;
  const server = record.server;
  if (typeof server !== 'object' || server === null || Array.isArray(server))
    return `has a ${RECORD} without the digests of its server files`;
  const files = new Map<string, string>();
  for (const [path, digest] of Object.entries(server)) {
    if (typeof digest !== 'string' || !SHA256.test(digest))
      return `has a ${RECORD} whose digest of ${path} is not a sha256`;
    files.set(path, digest);
  }
  return files;
}
