// The check after the run, on the server's database once it has stopped: every enquiry and order
// answered 200 is stored exactly once, and nothing else the run sent is.
import type { Db } from '../../src/db/connection';
import type { Acknowledged } from './mix';

export interface StoredReport {
  sent: number;
  acknowledged: number;
  stored: number;
  missingOrDuplicated: number;
  storedWithoutAnswer: number;
}

/**
 * Compares what the server stored with what it answered, and prints the figures; what does not
 * hold adds to `failures` (so does no acknowledged enquiry at all, when the mix ran: `mixRan`).
 */
export async function checkStored(
  db: Db,
  acked: Acknowledged,
  mixRan: boolean,
  failures: string[],
): Promise<StoredReport> {
  const rows = await db.selectFrom('user_requests').select(['id', 'email']).where('email', 'like', 'soak-%').execute();
  const stored = new Map<string, number[]>();
  for (const row of rows) stored.set(row.email, [...(stored.get(row.email) ?? []), row.id]);
  const missing = [...acked.enquiries].filter(([email, id]) => stored.get(email)?.join() !== String(id));
  const unanswered = [...stored.keys()].filter((email) => !acked.enquiries.has(email));
  const report: StoredReport = {
    sent: acked.sent.size,
    acknowledged: acked.enquiries.size,
    stored: rows.length,
    missingOrDuplicated: missing.length,
    storedWithoutAnswer: unanswered.length,
  };
  console.info('enquiries and orders:', report);
  if (missing.length) failures.push(`${missing.length} acknowledged enquiries missing or stored twice`);
  if (mixRan && acked.enquiries.size === 0) failures.push('no enquiry was acknowledged');
  // A request cut off by the end of the run may have been stored without its answer arriving.
  if (unanswered.length > 4) failures.push(`${unanswered.length} enquiries stored without an answer`);
  return report;
}
