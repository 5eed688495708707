import { failed, field, homePath, useAuth, type FormAction } from 'shared';
import { changePassword, endAllSessions, endSession } from './api';

/*
 * The account page's forms. Each needs the session: a 401 (it is gone) sends the visitor to log
 * in, then back to the account page. A form that ends this browser's session sends the visitor home
 * as a guest, the page loaded whole from the server: nothing of the user stays in memory (the cart,
 * the account's data).
 */

/** Log out: this browser's session ends (the store forgets the user, even when the call fails). */
export const logout: FormAction = async ({ locale, url }) => {
  try {
    await useAuth.getState().logout();
  } catch (error) {
    return failed('logout', error, {}, { locale, url });
  }
  return { status: 'done', to: homePath(locale), document: true };
};

/** Log out everywhere: every session of the user ends, this browser's too. */
export const endAll: FormAction = async ({ locale, url }) => {
  try {
    await endAllSessions();
  } catch (error) {
    return failed('end-all', error, {}, { locale, url });
  }
  return { status: 'done', to: homePath(locale), document: true };
};

/**
 * One session ends (`session`: its id). Another browser's: the visitor stays on the account page,
 * its list of sessions without it. This browser's own (`current`): home, as after logging out.
 */
export const endOne: FormAction = async ({ fields, locale, url }) => {
  const session = field(fields, 'session');
  try {
    await endSession(Number(session));
  } catch (error) {
    return failed('end-session', error, { session }, { locale, url });
  }
  return field(fields, 'current')
    ? { status: 'done', to: homePath(locale), document: true }
    : { status: 'done', to: null };
};

/**
 * The password change: every other session of the user ends. The visitor stays on the account
 * page, which says it is done (without scripts, loaded again with `?password=changed`). Errors come
 * back without the passwords.
 */
export const password: FormAction = async ({ fields, locale, url }) => {
  try {
    await changePassword(locale, field(fields, 'current_password'), field(fields, 'new_password'));
  } catch (error) {
    return failed('password', error, {}, { locale, url });
  }
  return { status: 'done', to: null, back: ['password', 'changed'] };
};
