import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/connection';

/**
 * API writes that never change what anyone else is shown (a visitor's own cart, vouchers, session,
 * uploads, newsletter sign-up). Every other successful write (an enquiry that may reserve a company,
 * a staff action, a setting) may change public content.
 */
const PRIVATE_WRITES = ['/api/cart', '/api/voucher', '/api/auth', '/api/me', '/api/upload', '/api/subscriber'];

/** Whether a finished request may have changed content other visitors are shown. */
export function changesContent(method: string, path: string, status: number): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS' || status >= 400) return false;
  if (!path.startsWith('/api/')) return false;
  return !PRIVATE_WRITES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Tells what keeps content in memory (the API's public answers, the site's kept pages) that the
 * content changed: in this process at once, before the next request is answered, and in every other
 * instance on the database as soon as it hears of it (PostgreSQL's NOTIFY; the embedded database
 * is one process). Without a database, only this process is told.
 */
export class ContentChanges {
  private readonly listeners = new Set<() => void>();

  constructor(private readonly database?: Pick<DatabaseHandle, 'announce' | 'listen'>) {}

  /** Calls `listener` on every change, here or in another instance; returns what stops it. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Content changed through this process: its listeners now, then the other instances. */
  async changed(): Promise<void> {
    this.tell();
    await this.database?.announce('pages_changed');
  }

  /** Starts hearing the other instances' changes; resolves with what stops it. */
  async listen(): Promise<() => Promise<void>> {
    const stop = await this.database?.listen('pages_changed', () => this.tell());
    return stop ?? (async () => undefined);
  }

  private tell(): void {
    for (const listener of this.listeners) listener();
  }
}

/**
 * Follows the content writes answered by `app` (see `changesContent`): each is told through
 * `changes` before the next request is answered; and hears those of the other instances until
 * `app` closes.
 */
export async function followContentWrites(app: FastifyInstance, changes: ContentChanges): Promise<void> {
  app.addHook('onResponse', async (request, reply) => {
    if (!changesContent(request.method, request.url.split('?')[0] ?? '', reply.statusCode)) return;
    await changes
      .changed()
      .catch((error: unknown) =>
        request.log.error({ err: error }, 'could not tell other instances that content changed'),
      );
  });
  const stopHearing = await changes.listen();
  app.addHook('onClose', async () => stopHearing());
}
