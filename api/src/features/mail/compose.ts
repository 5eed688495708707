import type { Locale } from 'shared/constants';
import { enquiryName } from 'shared/enquiry-names';
import { pathFor, routeOf } from 'shared/routes';
import {
  clean,
  compose,
  formatMoney,
  formatSize,
  formatTime,
  oneLine,
  telHref,
  type ComposedMail,
  type Part,
  type Row,
} from './layout';

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

/** The site's name, as the page titles and the signature of the confirmation give it. */
const SITE_NAME = 'Sídlo Partner';

function typeOf(content: Record<string, unknown>): string {
  return typeof content.type === 'string' ? content.type : 'contact-form';
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
