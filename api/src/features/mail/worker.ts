import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Db } from '../../db/connection';
import type { MailRow } from '../../db/types';
import { claimDue, markFailed, markSent, releaseClaim } from './repository';
import type { MailSettings } from './settings';

/** How the worker sends: the SMTP settings and its timing. */
export interface MailWorkerOptions {
  settings: MailSettings;
  /** Time between two looks at the outbox when the last one found less than a full batch. */
  pollIntervalMs: number;
  /** Messages claimed and sent per pass. */
  batchSize: number;
  /** How long a claimed message is left to its pass before another pass may take it; longer than `sendTimeoutMs`. */
  leaseMs: number;
  /** The wait after the first failed attempt; each further one waits four times longer, up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** Attempts before a message is given up (status `failed`). */
  maxAttempts: number;
  /** Longest one message may take, connection included; beyond it the attempt has failed. */
  sendTimeoutMs: number;
  /** On close, how long a message being sent may still take before its sending is broken off. */
  stopGraceMs: number;
}

export const DEFAULT_MAIL_TIMING: Omit<MailWorkerOptions, 'settings'> = {
  pollIntervalMs: 5_000,
  batchSize: 10,
  leaseMs: 5 * 60_000,
  retryBaseMs: 30_000,
  retryMaxMs: 6 * 3600_000,
  maxAttempts: 10,
  sendTimeoutMs: 60_000,
  stopGraceMs: 5_000,
};

/** 30 s, 2 min, 8 min, 32 min, … (with the defaults): the wait after the `attempt`-th failure. */
export function retryDelayMs(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 4 ** Math.max(0, attempt - 1));
}

/**
 * What is recorded and logged of a failed attempt: the error's kind, SMTP code and command, and
 * (recorded only, never logged) the server's answer, which may quote an address.
 */
function describeError(error: unknown): { log: Record<string, unknown>; record: string } {
  // Duck-typed: errors of node's own modules need not be instances of this realm's Error.
  if (typeof error !== 'object' || error === null) return { log: { kind: typeof error }, record: String(error) };
  const e = error as {
    name?: unknown;
    message?: unknown;
    code?: unknown;
    responseCode?: unknown;
    command?: unknown;
    response?: unknown;
  };
  const log: Record<string, unknown> = { kind: typeof e.name === 'string' ? e.name : 'Error' };
  if (typeof e.code === 'string') log.code = e.code;
  if (typeof e.responseCode === 'number') log.responseCode = e.responseCode;
  if (typeof e.command === 'string') log.command = e.command;
  const answer = typeof e.response === 'string' ? e.response : typeof e.message === 'string' ? e.message : '';
  const head = [log.code, log.responseCode, log.command].filter((part) => part !== undefined).join(' ');
  return { log, record: `${head ? `${head}: ` : ''}${answer}`.slice(0, 1000) };
}

/**
 * Sends the outbox by SMTP: every `pollIntervalMs` (at once again while passes find full batches)
 * it claims the due messages and sends them one by one. A message the SMTP server accepted is
 * marked sent right away; a failed one waits longer after each failure and is given up (`failed`,
 * kept) after `maxAttempts`. Each message carries its row's Message-ID, the same on every attempt,
 * so that one sent twice (the process died between the server's acceptance and the marking) is
 * recognisable as a duplicate. Nothing here throws into the process: failures are logged with the
 * message's id and the SMTP code, never an address, a name or a subject.
 */
export class MailWorker {
  private readonly transport: ReturnType<typeof createTransport>;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopping = false;
  private readonly abort = new AbortController();

  constructor(
    private readonly db: Db,
    private readonly options: MailWorkerOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    this.transport = createTransport({
      url: options.settings.smtpUrl,
      connectionTimeout: Math.min(30_000, options.sendTimeoutMs),
      greetingTimeout: Math.min(30_000, options.sendTimeoutMs),
      socketTimeout: options.sendTimeoutMs,
    });
    // Failures reach each sendMail's caller; an error emitted besides must not end the process.
    this.transport.on('error', (error: unknown) =>
      this.log.warn({ err: describeError(error).log }, 'mail transport error'),
    );
  }

  /** Starts polling (the first pass at once). */
  start(): void {
    if (this.stopping || this.timer || this.running) return;
    this.schedule(0);
  }

  private schedule(delayMs: number): void {
    if (this.stopping) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.running = this.pass()
        .then((full) => (full ? 0 : this.options.pollIntervalMs))
        .catch((error: unknown) => {
          this.log.error({ err: describeError(error).log }, 'mail outbox pass failed');
          return this.options.pollIntervalMs;
        })
        .then((next) => {
          this.running = undefined;
          this.schedule(next);
        });
    }, delayMs);
    this.timer.unref();
  }

  /**
   * One pass: claims a batch and sends it; true when the batch was full (more may be due). A message
   * is started only while its whole send time still fits in the lease, so no other pass can claim
   * it while it is being sent; the ones left over (and those left when the server stops) are handed
   * back, due at once.
   */
  async pass(): Promise<boolean> {
    const { batchSize, leaseMs, sendTimeoutMs, settings } = this.options;
    const claimedAt = Date.now();
    const claimed = await claimDue(this.db, { batchSize, leaseMs, domain: settings.domain });
    for (const [i, row] of claimed.entries()) {
      if (this.stopping || Date.now() - claimedAt > leaseMs - sendTimeoutMs) {
        await releaseClaim(this.db, claimed.slice(i));
        break;
      }
      await this.send(row);
    }
    return claimed.length === batchSize;
  }

  private async send(row: MailRow): Promise<void> {
    const { settings, maxAttempts, retryBaseMs, retryMaxMs, sendTimeoutMs } = this.options;
    const to = row.recipient ?? settings.leadsTo.join(', ');
    // Replies to a lead go to the visitor; replies to a confirmation to the leads mailbox.
    const replyTo = row.reply_to ?? (row.kind === 'confirmation' ? settings.leadsTo.join(', ') : undefined);
    try {
      await this.transport.sendMail({
        from: settings.from,
        to,
        ...(replyTo ? { replyTo } : {}),
        subject: row.subject,
        text: row.text_body,
        ...(row.html_body ? { html: row.html_body } : {}),
        // The claim sets it (the same on every attempt); the fallback is the same value.
        messageId: row.message_id ?? `<${row.id}@${settings.domain}>`,
        signal: AbortSignal.any([this.abort.signal, AbortSignal.timeout(sendTimeoutMs)]),
      });
    } catch (error) {
      const giveUp = row.attempts >= maxAttempts;
      const retryInMs = retryDelayMs(row.attempts, retryBaseMs, retryMaxMs);
      const { log, record } = describeError(error);
      await markFailed(this.db, row.id, row.attempts, { error: record, retryInMs, giveUp });
      this.log.warn(
        { mailId: row.id, kind: row.kind, attempt: row.attempts, err: log, ...(giveUp ? {} : { retryInMs }) },
        giveUp ? 'mail given up' : 'mail not sent, will retry',
      );
      return;
    }
    // The server has the message: record it before anything else can fail.
    const recorded = await markSent(this.db, row.id, row.attempts, to);
    this.log.info({ mailId: row.id, kind: row.kind, attempt: row.attempts, recorded }, 'mail sent');
  }

  /**
   * Stops polling; a message being sent may finish within `stopGraceMs`, then its sending is broken
   * off (it is retried later). Resolves when the pass has ended.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const running = this.running;
    if (running) {
      const grace = setTimeout(() => this.abort.abort(new Error('the server is stopping')), this.options.stopGraceMs);
      grace.unref();
      await running;
      clearTimeout(grace);
    }
    this.transport.close();
  }
}

/**
 * Runs the mail worker while the server listens (after migrations, see server.ts) and stops it
 * when the app closes. Without SMTP settings there is no worker: the messages stay pending.
 */
export function scheduleMailWorker(app: FastifyInstance, options: MailWorkerOptions): MailWorker {
  if (!(options.leaseMs > options.sendTimeoutMs))
    throw new Error('mail: leaseMs must be longer than sendTimeoutMs (a message must be sent within its lease)');
  const worker = new MailWorker(app.ctx.db, options, app.log.child({ component: 'mail' }));
  app.addHook('onListen', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
  return worker;
}
