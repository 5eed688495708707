import { failed, field, type FormAction } from 'shared';
import { subscribe } from './api';

/**
 * The newsletter form's action: the address subscribed. A success leaves the visitor where they
 * are (without scripts, the page again saying so), and changes nothing the page shows.
 */
export const newsletter: FormAction = async ({ fields, locale }) => {
  const email = field(fields, 'email').trim();
  try {
    // The answer's messages in the page's language.
    await subscribe(email, locale);
  } catch (error) {
    return failed('newsletter', error, { email });
  }
  return {
    status: 'done',
    to: null,
    back: ['newsletter', 'subscribed'],
    events: [{ event: 'newsletter_sent' }],
    reload: false,
  };
};
