// What the seed files hold, read and checked: JSON files, objects, ids and strings. A file or a
// value that is not what it should be stops the seed with a message naming the file and the field.
import { readFileSync } from 'node:fs';
import { LOCALES } from 'shared/constants';

export type Dict = Record<string, unknown>;

export class SeedError extends Error {}

export function isDict(v: unknown): v is Dict {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new SeedError(`Seed file ${path} is not valid JSON: ${(error as Error).message}`);
  }
}

export function arrayFile(path: string): Dict[] {
  const value = readJson(path);
  if (!Array.isArray(value) || !value.every(isDict))
    throw new SeedError(`Seed file ${path} must hold an array of objects`);
  return value;
}

export function int(value: unknown, where: string): number {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
  throw new SeedError(`${where}: expected a positive integer id, got ${JSON.stringify(value)}`);
}

export function str(value: unknown, where: string): string {
  if (typeof value === 'string' && value.trim() !== '') return value;
  throw new SeedError(`${where}: expected a non-empty string, got ${JSON.stringify(value)}`);
}

export function num(value: unknown, fallback: number | null = null): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return fallback;
}

export const json = (value: unknown) => JSON.stringify(value ?? null);

export function translationsOf(item: Dict, where: string): [string, Dict][] {
  const translations = item.translations;
  if (!isDict(translations)) throw new SeedError(`${where}: missing translations`);
  const out: [string, Dict][] = [];
  for (const locale of LOCALES) {
    const t = translations[locale];
    if (t === undefined) continue;
    if (!isDict(t)) throw new SeedError(`${where}: translation ${locale} must be an object`);
    out.push([locale, t]);
  }
  if (!out.length) throw new SeedError(`${where}: no cs or en translation`);
  return out;
}
