/**
 * CSV for spreadsheets in the Czech locale: UTF-8 with a byte-order mark (so Excel reads Czech
 * letters), `;` between fields, CRLF between rows, every field quoted with inner quotes doubled.
 * A cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return is prefixed with `'` so
 * that a spreadsheet shows it as text instead of running it as a formula (CSV injection).
 */

export const CSV_BOM = '\uFEFF';
const CSV_SEPARATOR = ';';

const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number | null | undefined;

/** One field, neutralised and quoted. */
export function csvCell(value: CsvValue): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** The whole document: the BOM, the header row, then the rows. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const line = (cells: readonly CsvValue[]) => cells.map(csvCell).join(CSV_SEPARATOR);
  return CSV_BOM + [header, ...rows].map(line).join('\r\n') + '\r\n';
}
