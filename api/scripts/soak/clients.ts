// What the soak sends as: a client address of its own for each request or sequence, the bodies of
// its uploads, and autocannon's run as a promise.
import autocannon, { type Request, type Result } from 'autocannon';

let sequence = 0;
/** A new client address for every request (10.x.y.z) and a number that marks what it sent. */
export const next = () => ++sequence;
export const address = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** Every request of a sequence comes from the sequence's own address. */
export function from(context: Record<string, unknown>, req: Request): Request {
  context.address ??= address(next());
  return { ...req, headers: { ...req.headers, 'x-forwarded-for': context.address as string } };
}

export const BOUNDARY = '----soak-upload';
/** About 1 MB of plain ASCII text: cut anywhere, it is still valid text. */
export const TEXT_CHUNK = Buffer.from('Soak upload: a line of plain text, as in a scanned statement.\n'.repeat(17_000));

export function run(options: Parameters<typeof autocannon>[0]): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}
