import { HttpError } from '../../core/errors';

/** The bytes of one upload, counted against the quota while its files arrive. */
export interface QuotaAccount {
  /** Counts `bytes` more of a file; throws the 507 when the quota is crossed. */
  add(bytes: number): void;
  /** Ends the count: `stored` when the files were kept, otherwise their bytes are given back. */
  close(stored: boolean): void;
}

/** The 507 of an upload that does not fit in the quota of unattached uploads. */
export const quotaFull = () =>
  new HttpError(507, 'insufficient_storage', 'The upload storage is full, try again later');

/**
 * The quota of uploads not attached to an enquiry, held in this process while files stream in,
 * whether or not the request announced its length. An upload may go on receiving only while the
 * bytes stored unattached when it began, the bytes this process has stored since, and the bytes
 * every upload in flight here has received so far stay within the limit. Attachments and the
 * clean-up only lower the real figure, so the count never lets more through than the limit. It
 * stops an upload early; what other instances store meanwhile is counted by the check in the
 * storing transaction (`storeUploads`), which has the last word.
 */
export class UploadQuota {
  /** Bytes received by uploads in flight, neither stored nor given back yet. */
  private receiving = 0;
  /** Bytes this process has stored since it started (only grows). */
  private storedSinceStart = 0;

  constructor(
    private readonly limit: number,
    private readonly storedUnattached: () => Promise<number>,
  ) {}

  /** Opens the count of one upload that announces `announced` bytes (0 when it does not say); 507 when they would not fit. */
  async open(announced: number): Promise<QuotaAccount> {
    // Read before the database, so a store that lands in between is counted twice, never missed.
    const storedBefore = this.storedSinceStart;
    const unattached = await this.storedUnattached();
    const used = () => unattached + (this.storedSinceStart - storedBefore) + this.receiving;
    if (used() + announced > this.limit) throw quotaFull();
    let mine = 0;
    let open = true;
    return {
      add: (bytes) => {
        mine += bytes;
        this.receiving += bytes;
        if (used() > this.limit) throw quotaFull();
      },
      close: (stored) => {
        if (!open) return;
        open = false;
        this.receiving -= mine;
        if (stored) this.storedSinceStart += mine;
      },
    };
  }
}
