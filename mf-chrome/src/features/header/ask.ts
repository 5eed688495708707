import { bus, track } from 'shared';

/** Open the contact-form modal ('Ask us') and record the click (`contact_ask`). */
export function askUs(title: string, source: string): void {
  bus.emit('modal:open', { type: 'contact-form', title });
  track('contact_ask', { source });
}
