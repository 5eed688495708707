// How the e-mails are laid out: their text cleaned and formatted, and a list of parts (paragraphs
// and label–value rows) rendered as plain text and as simple HTML, everything escaped.
import type { Locale } from 'shared/constants';
import { escapeHtml } from '../../core/html';

/** An e-mail's subject and its two parts. */
export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

/** Text without control characters other than tab and line breaks; \r\n and \r become \n. */
export function clean(value: unknown): string {
  if (typeof value !== 'string') return '';
  return (
    value
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      .trim()
  );
}

/** One line: every run of white space (line breaks too) as one space; at most `max` characters. */
export function oneLine(value: string, max = 200): string {
  const line = value.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** `+420 777 123 456` → `tel:+420777123456`; null when it has too few digits to dial. */
export function telHref(phone: string): string | null {
  const plus = phone.trim().startsWith('+') ? '+' : '';
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 6 ? `tel:${plus}${digits}` : null;
}

export function formatMoney(amount: unknown, currency: unknown, locale: Locale): string {
  const value = typeof amount === 'number' && Number.isFinite(amount) ? amount : 0;
  const code = typeof currency === 'string' && /^[A-Z]{3}$/.test(currency) ? currency : 'CZK';
  return new Intl.NumberFormat(locale === 'cs' ? 'cs-CZ' : 'en-GB', { style: 'currency', currency: code }).format(
    value,
  );
}

export function formatTime(at: Date): string {
  return new Intl.DateTimeFormat('cs-CZ', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Prague',
  }).format(at);
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} kB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
}

/** A row of a message: a label and its value, shown as `label: value` in text and a table row in HTML. */
export interface Row {
  label: string;
  value: string;
  /** A link for the HTML part (`tel:`, `mailto:`, a page); the text part shows the value alone… */
  href?: string;
  /** …unless the link is the point (a page to open): then the text part adds it in angle brackets. */
  hrefInText?: boolean;
  /** A value of several lines (a message, a list): indented below its label in the text part. */
  block?: boolean;
}

/** A part of a message: paragraphs of text, or a table of rows. */
export type Part = { paragraph: string } | { rows: Row[] };

function renderText(parts: Part[]): string {
  const out: string[] = [];
  for (const part of parts) {
    if ('paragraph' in part) {
      out.push(part.paragraph, '');
      continue;
    }
    for (const row of part.rows) {
      if (row.block) {
        out.push(`${row.label}:`);
        for (const line of row.value.split('\n')) out.push(`  ${line}`);
      } else out.push(`${row.label}: ${row.value}${row.href && row.hrefInText ? ` <${row.href}>` : ''}`);
    }
    out.push('');
  }
  return `${out.join('\n').trimEnd()}\n`;
}

function renderHtml(parts: Part[], lang: Locale, title: string): string {
  const body = parts
    .map((part) => {
      if ('paragraph' in part)
        return `<p style="margin:0 0 16px">${escapeHtml(part.paragraph).replace(/\n/g, '<br>')}</p>`;
      const rows = part.rows
        .map((row) => {
          const text = escapeHtml(row.value).replace(/\n/g, '<br>');
          const value = row.href ? `<a href="${escapeHtml(row.href)}">${text}</a>` : text;
          return (
            `<tr><th style="text-align:left;vertical-align:top;padding:4px 16px 4px 0;white-space:nowrap">` +
            `${escapeHtml(row.label)}</th><td style="padding:4px 0">${value}</td></tr>`
          );
        })
        .join('');
      return `<table style="border-collapse:collapse;margin:0 0 16px">${rows}</table>`;
    })
    .join('\n');
  return (
    `<!doctype html>\n<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
    `<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a">\n${body}\n</body></html>\n`
  );
}

export function compose(parts: Part[], subject: string, lang: Locale): ComposedMail {
  return { subject: oneLine(subject, 250), text: renderText(parts), html: renderHtml(parts, lang, subject) };
}
