import type { RawItem } from '../api';

/** Typed reads of an open API item: a wrong or missing field gives the fallback, never a crash. */
export const num = (item: RawItem, key: string): number | null => {
  const value = item[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};
export const str = (item: RawItem, key: string): string | null => {
  const value = item[key];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
};
export const flag = (item: RawItem, key: string): boolean => item[key] === true;
export const strings = (item: RawItem, key: string): string[] => {
  const value = item[key];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : [];
};
