import { track } from '../analytics/analytics';
import { bus } from './bus';

/** Open the contact-form modal ('Ask us') and record the click (`contact_ask`) with where it came from. */
export function askUs(title: string, source: string): void {
  bus.emit('modal:open', { type: 'contact-form', title });
  track('contact_ask', { source });
}
