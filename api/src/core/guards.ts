/** A plain object (not null, not an array): what a parsed query, params or JSON object is. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
