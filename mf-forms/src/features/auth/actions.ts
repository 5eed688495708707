import { failed, field, loginTarget, type FormAction } from 'shared';
import { logIn } from './api';

/**
 * The login form's action: the session cookie comes with the API's answer, then the visitor goes
 * where they were going (the `redirect` of the page's address, an internal path only; else home),
 * that page loaded whole from the server: it is rendered for the user (a staff member's route
 * table has the staff pages), and the login page, for guests only, is never shown to a user.
 * Errors come back with the e-mail, never the password.
 */
export const login: FormAction = async ({ fields, locale, url }) => {
  const email = field(fields, 'email');
  try {
    await logIn(email, field(fields, 'password'), locale);
  } catch (error) {
    return failed('login', error, { email });
  }
  return { status: 'done', to: loginTarget(url.searchParams.get('redirect'), locale), document: true };
};
