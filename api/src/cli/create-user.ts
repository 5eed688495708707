import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { emailField, passwordChangeSchema, requiredText, validate } from 'shared/validation';
import { z } from 'zod';
import { hashPassword } from '../core/auth';
import { loadEnvFile } from '../core/env';
import { openConfiguredDatabase } from '../db/configured';
import type { Db } from '../db/connection';
import { passwordIsEmail } from '../features/auth/service';
import { PasswordNotGiven, readNewPassword } from './read-password';

/**
 * `npm run user:create -w api -- --email someone@example.com --name "Jana Nováková" [--staff]`:
 * creates a user who can log in (with `--staff` one with the staff scope, who works the inbox;
 * otherwise a site user) in the database the server uses (DATABASE_URL and DATABASE_SCHEMA, else
 * the embedded one in DATA_DIR). The password is asked for twice on a terminal without being shown,
 * or read as the first line of the input when that is a pipe. It follows the rule of the account
 * page's password change: 10 characters or more, at most 200, not the e-mail. An invalid e-mail,
 * an e-mail some user already has, or a password against the rule is refused with exit code 1 and
 * nothing is written.
 */

const USAGE = 'Usage: npm run user:create -w api -- --email someone@example.com --name "Jana Nováková" [--staff]';

/** A reason to stop, told to the operator as it is. */
class Refused extends Error {}

/** The e-mail and name as the enquiry forms check them; the password as a new one on the account page. */
const identitySchema = z.object({ email: emailField, name: requiredText(100) });
const passwordSchema = z.object({ password: passwordChangeSchema.shape.new_password });

function checked<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = validate(schema, input, 'en');
  if (result.success) return result.data;
  const problems = Object.entries(result.body.errors).map(([field, texts]) => `${field}: ${texts.join(' ')}`);
  throw new Refused(problems.join('\n'));
}

function commandLine(args: string[]): { email: string; name: string; staff: boolean } {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: { email: { type: 'string' }, name: { type: 'string' }, staff: { type: 'boolean', default: false } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new Refused(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  if (values.email === undefined || values.name === undefined) throw new Refused(USAGE);
  const identity = checked(identitySchema, { email: values.email, name: values.name });
  // Stored in lower case, as the demo users are; logins compare it in any case.
  return { email: identity.email.toLowerCase(), name: identity.name, staff: values.staff };
}

async function emailTaken(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(email)`, '=', email)
    .executeTakeFirst();
  return row !== undefined;
}

const taken = (email: string) => new Refused(`A user with the e-mail ${email} already exists.`);

async function main(): Promise<void> {
  // The database the server uses: the repository's `.env` names it too, when there is one.
  loadEnvFile();
  const user = commandLine(process.argv.slice(2));
  const database = await openConfiguredDatabase();
  try {
    const { db } = database;
    // Before the password is asked for: nobody types it twice to learn that.
    if (await emailTaken(db, user.email)) throw taken(user.email);
    const { password } = checked(passwordSchema, { password: await readNewPassword() });
    if (passwordIsEmail(password, user.email)) throw new Refused('password: The password must not be the e-mail.');
    const row = await db
      .insertInto('users')
      .values({
        email: user.email,
        name: user.name,
        password_hash: await hashPassword(password),
        scope: JSON.stringify(user.staff ? ['staff'] : ['user']),
      })
      // Someone else's command may have created the e-mail meanwhile.
      .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) throw taken(user.email);
    console.log(`Created ${user.staff ? 'staff user' : 'user'} ${user.email} (id ${row.id}).`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const expected = error instanceof Refused || error instanceof PasswordNotGiven;
  console.error(expected ? error.message : error);
  process.exitCode = 1;
});
