/**
 * The mail settings from the environment, checked at start-up before the database is opened:
 * `SMTP_URL` (the SMTP server, `smtp://user:password@host:587` or `smtps://…:465`), `MAIL_FROM`
 * (the sender, `noreply@example.cz` or `Name <noreply@example.cz>`) and `MAIL_TO_LEADS` (where
 * leads go, one address or several separated by commas). Without `SMTP_URL` no mail is sent.
 */

type Env = Record<string, string | undefined>;

export interface MailSettings {
  /** The SMTP server as nodemailer reads it (credentials percent-encoded in the URL). */
  smtpUrl: string;
  /** The From header as given (`addr` or `Name <addr>`). */
  from: string;
  /** The addresses leads are sent to. */
  leadsTo: string[];
  /** The domain of the sender's address: the right side of every Message-ID. */
  domain: string;
}

/** A plain address: no spaces, quotes, angle brackets or separators; a domain of letters, digits, dots and hyphens. */
const ADDRESS =
  /^[^\s@<>()",;:\\[\]]+@([\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?)*)$/u;

/** The domain of a plain address, or null when it is not one. */
function addressDomain(value: string): string | null {
  if (value.length > 254) return null;
  const match = ADDRESS.exec(value);
  return match?.[1]?.toLowerCase() ?? null;
}

/** `addr` or `Display Name <addr>` (the name may be quoted); the address and its domain, or null. */
export function parseSender(value: string): { address: string; domain: string } | null {
  const named = /^(?:"[^"\r\n]*"|[^"<>\r\n]*)\s*<([^<>\s]+)>$/.exec(value);
  const address = named ? named[1]! : value;
  const domain = addressDomain(address);
  return domain ? { address, domain } : null;
}

/**
 * The SMTP_URL as a URL when it is one nodemailer can use (smtp: or smtps:, with a host); the
 * reason otherwise. The value itself is never quoted back: it holds the password.
 */
function checkSmtpUrl(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'it is not a URL';
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    return `the scheme is ${url.protocol} (smtp: or smtps: expected)`;
  if (!url.hostname) return 'it names no host';
  return null;
}

const EXAMPLE = 'e.g. smtp://user:password@mail.example.cz:587';

/**
 * The mail settings, or undefined when `SMTP_URL` is unset or empty (then the worker does not run
 * and the messages wait). A bad value stops the start-up with the setting's name: an SMTP_URL that
 * is not an smtp:// or smtps:// URL with a host, an SMTP_URL without MAIL_FROM or MAIL_TO_LEADS, and
 * a MAIL_FROM or MAIL_TO_LEADS (even without SMTP_URL) that is not an address.
 */
export function mailSettings(env: Env = process.env): MailSettings | undefined {
  const smtpUrl = env.SMTP_URL?.trim() ?? '';
  const from = env.MAIL_FROM?.trim() ?? '';
  const leads = env.MAIL_TO_LEADS?.trim() ?? '';

  const sender = from ? parseSender(from) : null;
  if (from && !sender) throw new Error(`MAIL_FROM must be an e-mail address or "Name <address>", not "${from}"`);
  const leadsTo = leads
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const badLead = leadsTo.find((address) => !addressDomain(address));
  if (badLead !== undefined)
    throw new Error(`MAIL_TO_LEADS must be e-mail addresses separated by commas; "${badLead}" is not one`);

  if (!smtpUrl) return undefined;
  const problem = checkSmtpUrl(smtpUrl);
  if (problem) throw new Error(`SMTP_URL must be an smtp:// or smtps:// URL (${EXAMPLE}), but ${problem}`);
  if (!sender) throw new Error('MAIL_FROM is required with SMTP_URL: the sender address of the e-mails');
  if (leadsTo.length === 0) throw new Error('MAIL_TO_LEADS is required with SMTP_URL: where the leads are sent');
  return { smtpUrl, from, leadsTo, domain: sender.domain };
}
