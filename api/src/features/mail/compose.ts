import type { Locale } from 'shared/constants';
import { enquiryName } from 'shared/enquiry-names';
import { pathFor, routeOf } from 'shared/routes';

/**
 * The texts of the two e-mails an enquiry brings: the lead to the provider (always in Czech, the
 * provider's language) and the confirmation to the visitor (in the enquiry's language). Each has a
 * plain-text part and an HTML part; everything that comes from the enquiry is escaped in the HTML.
 * The confirmation goes to an address anyone can type into a form, so it repeats nothing the
 * visitor typed (no name, no message): only what the site itself knows (the kind of enquiry, an
 * order's number and total), and it cannot carry someone else's text to a stranger.
 */

export interface EnquiryForMail {
  id: number;
  firstname: string;
  email: string;
  phone: string;
  content: Record<string, unknown>;
  locale: Locale;
  /** The enquiry's status when it was saved: `new`, `reservation_conflict`, `reservation_limit`. */
  status: string;
  site_url: string | null;
  created_at: Date;
  files: { id: string; original_name: string; mime: string; size: number }[];
  /** The ready-made company this enquiry holds, when it holds one. */
  reservation: { company_id: number; status: string; expires_at: Date | null } | null;
}

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

/** The site's name, as the page titles and the signature of the confirmation give it. */
export const SITE_NAME = 'Sídlo Partner';

function typeOf(content: Record<string, unknown>): string {
  return typeof content.type === 'string' ? content.type : 'contact-form';
}

/** The five characters that mean something in HTML text and attribute values, as entities. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Text without control characters other than tab and line breaks; \r\n and \r become \n. */
function clean(value: unknown): string {
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
function oneLine(value: string, max = 200): string {
  const line = value.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** `+420 777 123 456` → `tel:+420777123456`; null when it has too few digits to dial. */
export function telHref(phone: string): string | null {
  const plus = phone.trim().startsWith('+') ? '+' : '';
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 6 ? `tel:${plus}${digits}` : null;
}

function formatMoney(amount: unknown, currency: unknown, locale: Locale): string {
  const value = typeof amount === 'number' && Number.isFinite(amount) ? amount : 0;
  const code = typeof currency === 'string' && /^[A-Z]{3}$/.test(currency) ? currency : 'CZK';
  return new Intl.NumberFormat(locale === 'cs' ? 'cs-CZ' : 'en-GB', { style: 'currency', currency: code }).format(
    value,
  );
}

function formatTime(at: Date): string {
  return new Intl.DateTimeFormat('cs-CZ', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Prague',
  }).format(at);
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} kB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
}

/** A row of a message: a label and its value, shown as `label: value` in text and a table row in HTML. */
interface Row {
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
type Part = { paragraph: string } | { rows: Row[] };

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

function compose(parts: Part[], subject: string, lang: Locale): ComposedMail {
  return { subject: oneLine(subject, 250), text: renderText(parts), html: renderHtml(parts, lang, subject) };
}

// ----- the lead (Czech) -----

const RESERVATION_NOTES: Record<string, string> = {
  reservation_conflict:
    'Pozor: společnost už byla rezervována někým jiným, rezervace nevznikla. Nabídněte zájemci jinou společnost.',
  reservation_limit:
    'Pozor: zájemce už má jednu nepotvrzenou rezervaci, tato rezervace proto nevznikla. Poptávka je uložena.',
};

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.map(clean).filter(Boolean) : [];
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function orderRows(content: Record<string, unknown>): Row[] {
  const totals = record(content.totals);
  const currency = totals.currency;
  const lines = (Array.isArray(content.lines) ? content.lines : []).map((raw) => {
    const line = record(raw);
    const variant = clean(line.variant);
    const note = clean(line.note);
    const quantity = typeof line.quantity === 'number' ? line.quantity : 1;
    return (
      `${quantity}× ${oneLine(clean(line.name))}${variant ? ` (${oneLine(variant)})` : ''} – ` +
      `${formatMoney(line.total_vat, currency, 'cs')} s DPH${note ? `\n   poznámka: ${oneLine(note, 1000)}` : ''}`
    );
  });
  const vouchers = (Array.isArray(content.vouchers) ? content.vouchers : []).map((raw) => {
    const voucher = record(raw);
    return `${oneLine(clean(voucher.code))} (sleva ${formatMoney(voucher.discount, currency, 'cs')})`;
  });
  const note = clean(content.note);
  const rows: Row[] = [{ label: 'Položky', value: lines.map((line) => `- ${line}`).join('\n') || '–', block: true }];
  if (vouchers.length) rows.push({ label: 'Slevové kódy', value: vouchers.join(', ') });
  rows.push(
    { label: 'Celkem bez DPH', value: formatMoney(totals.price, currency, 'cs') },
    { label: 'Celkem s DPH', value: formatMoney(totals.price_vat, currency, 'cs') },
  );
  if (note) rows.push({ label: 'Poznámka', value: note, block: true });
  return rows;
}

function enquiryRows(enquiry: EnquiryForMail): Row[] {
  const { content } = enquiry;
  const type = typeOf(content);
  const rows: Row[] = [{ label: 'Typ', value: enquiryName('cs', type) }];
  const name = clean(content.name);
  if (type === 'contact-form') rows.push({ label: 'Zpráva', value: name || '–', block: true });
  else if (name) rows.push({ label: 'Položka', value: name, block: name.includes('\n') });
  if (type === 'readymade') {
    rows.push({ label: 'Číslo společnosti', value: String(content.id ?? '–') });
    rows.push({ label: 'Virtuální sídlo ke společnosti', value: content.virtualPlace === true ? 'ano' : 'ne' });
    const note = RESERVATION_NOTES[enquiry.status];
    if (note) rows.push({ label: 'Rezervace', value: note });
    else if (enquiry.reservation?.status === 'pending' && enquiry.reservation.expires_at)
      rows.push({
        label: 'Rezervace',
        value: `čeká na potvrzení, bez potvrzení vyprší ${formatTime(enquiry.reservation.expires_at)}`,
      });
    else if (enquiry.reservation) rows.push({ label: 'Rezervace', value: 'potvrzená' });
  }
  const services = strings(content.otherServices);
  if (services.length) rows.push({ label: 'Další služby', value: services.join(', ') });
  return rows;
}

/**
 * The e-mail to the provider about a new enquiry or order: everything staff need to call back.
 * `released`: the enquiry was set aside as sent too fast and staff released it to the leads.
 */
export function composeLead(
  enquiry: EnquiryForMail,
  options: { released?: boolean; siteOrigin?: string | null } = {},
): ComposedMail {
  const origin = options.siteOrigin ?? null;
  const type = typeOf(enquiry.content);
  const order = type === 'order';
  const name = oneLine(clean(enquiry.firstname), 100);
  const email = clean(enquiry.email);
  const phone = clean(enquiry.phone);
  const tel = phone ? telHref(phone) : null;

  const what = order
    ? `Nová objednávka z košíku č. ${enquiry.id}`
    : `Nová poptávka č. ${enquiry.id}: ${enquiryName('cs', type)}`;
  const subject = order
    ? `${what} – ${formatMoney(record(enquiry.content.totals).price_vat, record(enquiry.content.totals).currency, 'cs')} – ${name}`
    : `${what} – ${name}`;

  const contact: Row[] = [
    { label: 'Jméno', value: name || '–' },
    { label: 'E-mail', value: email, ...(email ? { href: `mailto:${email}` } : {}) },
    { label: 'Telefon', value: phone || 'neuveden', ...(tel ? { href: tel } : {}) },
    { label: 'Jazyk webu', value: enquiry.locale === 'en' ? 'angličtina' : 'čeština' },
  ];
  const parts: Part[] = [
    { paragraph: `${what}, přijato ${formatTime(enquiry.created_at)}.` },
    { rows: order ? orderRows(enquiry.content) : enquiryRows(enquiry) },
    { rows: contact },
  ];
  // Attachments open for a logged-in staff member only (the inbox's download), so the links are safe
  // to mail; without a configured origin the files are named with their ids.
  if (enquiry.files.length)
    parts.push({
      rows: enquiry.files.map((file, i) => {
        const value = `${oneLine(clean(file.original_name))} (${file.mime}, ${formatSize(file.size)})`;
        const label = `Příloha ${i + 1} z ${enquiry.files.length}`;
        return origin
          ? { label, value, href: `${origin}/api/admin/files/${encodeURIComponent(file.id)}`, hrefInText: true }
          : { label, value: `${value}, soubor ${file.id}` };
      }),
    });
  const where: Row[] = [];
  if (enquiry.site_url) where.push({ label: 'Odesláno ze stránky', value: enquiry.site_url });
  // The staff inbox is a page of the site's route table (the site composes it from the remotes
  // served); without it there is no page to link to.
  if (origin && routeOf('adminEnquiries'))
    where.push({
      label: 'V přehledu poptávek',
      value: `poptávka č. ${enquiry.id}`,
      href: `${origin}${pathFor('adminEnquiries', 'cs')}?id=${enquiry.id}`,
      hrefInText: true,
    });
  if (where.length) parts.push({ rows: where });
  if (options.released)
    parts.push({
      paragraph:
        'Poptávka byla odeslána rychleji, než člověk formulář vyplní, a čekala v karanténě; pracovník ji uvolnil mezi poptávky.',
    });
  parts.push({ paragraph: 'Odpovědí na tento e-mail napíšete přímo zájemci.' });
  return compose(parts, subject, 'cs');
}

// ----- the confirmation (the visitor's language) -----

const CONFIRMATION = {
  cs: {
    subject: 'Přijali jsme vaši poptávku',
    orderSubject: (id: number) => `Přijali jsme vaši objednávku č. ${id}`,
    greeting: 'Dobrý den,',
    received: 'děkujeme, vaši poptávku jsme v pořádku přijali.',
    orderReceived: (id: number) => `děkujeme, vaši objednávku č. ${id} jsme v pořádku přijali.`,
    regarding: 'Týká se',
    total: 'Celkem s DPH',
    call: 'Zavoláme vám ještě tentýž pracovní den.',
    reply: 'Ozveme se vám ještě tentýž pracovní den.',
    regards: `S pozdravem\n${SITE_NAME}`,
    footer: (order: boolean) =>
      `Tento e-mail je automatické potvrzení ${order ? 'objednávky' : 'poptávky'} odeslané z našeho webu. Pokud jste ji neodeslali vy, můžete ho ignorovat.`,
  },
  en: {
    subject: 'We have received your enquiry',
    orderSubject: (id: number) => `We have received your order no. ${id}`,
    greeting: 'Hello,',
    received: 'Thank you, your enquiry has reached us.',
    orderReceived: (id: number) => `Thank you, your order no. ${id} has reached us.`,
    regarding: 'Regarding',
    total: 'Total incl. VAT',
    call: 'We will call you back the same working day.',
    reply: 'We will get back to you the same working day.',
    regards: `Kind regards\n${SITE_NAME}`,
    footer: (order: boolean) =>
      `This is an automatic confirmation of ${order ? 'an order' : 'an enquiry'} sent from our website. If you did not send it, you can ignore this e-mail.`,
  },
} satisfies Record<Locale, unknown>;

/** The short e-mail to the visitor: the enquiry arrived, and the provider calls back the same working day. */
export function composeConfirmation(enquiry: EnquiryForMail): ComposedMail {
  const locale = enquiry.locale;
  const copy = CONFIRMATION[locale];
  const type = typeOf(enquiry.content);
  const order = type === 'order';
  const totals = record(enquiry.content.totals);
  const rows: Row[] = order
    ? [{ label: copy.total, value: formatMoney(totals.price_vat, totals.currency, locale) }]
    : [{ label: copy.regarding, value: enquiryName(locale, type) }];
  const parts: Part[] = [
    { paragraph: copy.greeting },
    { paragraph: order ? copy.orderReceived(enquiry.id) : copy.received },
    { rows },
    { paragraph: telHref(clean(enquiry.phone)) ? copy.call : copy.reply },
    { paragraph: copy.regards },
    { paragraph: copy.footer(order) },
  ];
  return compose(parts, order ? copy.orderSubject(enquiry.id) : copy.subject, locale);
}
