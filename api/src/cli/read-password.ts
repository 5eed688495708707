import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';

/** The password given up on: Ctrl-C at the prompt, or the two typings differ. */
export class PasswordNotGiven extends Error {}

/** One answer typed on the terminal, not shown: the terminal's echo goes nowhere. */
function askHidden(input: NodeJS.ReadStream, prompts: NodeJS.WriteStream, question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
    const reader = createInterface({ input, output: silent, terminal: true });
    prompts.write(question);
    reader.once('SIGINT', () => {
      reader.close();
      prompts.write('\n');
      reject(new PasswordNotGiven('Cancelled.'));
    });
    reader.question('', (answer) => {
      reader.close();
      prompts.write('\n');
      resolve(answer);
    });
  });
}

/** The first line of a piped input ('' when there is none), without its line break. */
function firstLine(input: NodeJS.ReadStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = createInterface({ input, crlfDelay: Infinity });
    let line = '';
    reader.once('line', (text) => {
      line = text;
      reader.close();
    });
    reader.once('close', () => resolve(line));
    input.once('error', reject);
  });
}

/**
 * A new password for a command: on a terminal it is asked for twice, nothing shown as it is typed,
 * and the two must match; from a pipe or a file it is the first line, so that the command can be
 * scripted. The prompts go to `prompts` (the error output), leaving the output to the result.
 */
export async function readNewPassword(
  input: NodeJS.ReadStream = process.stdin,
  prompts: NodeJS.WriteStream = process.stderr,
): Promise<string> {
  if (!input.isTTY) return firstLine(input);
  const password = await askHidden(input, prompts, 'Password: ');
  const again = await askHidden(input, prompts, 'Password again: ');
  if (password !== again) throw new PasswordNotGiven('The two passwords differ.');
  return password;
}
