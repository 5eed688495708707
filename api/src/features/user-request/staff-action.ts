import type { FastifyRequest } from 'fastify';
import { apiErrorSchema, successSchema } from 'shared/validation';
import { requireStaff } from '../../core/auth';
import { notFound } from '../../core/errors';

/** The schema parts of a staff-only action on one enquiry record: bearer sign-in and its answers. */
export const staffActionSchema = {
  tags: ['enquiry'],
  security: [{ bearer: [] }],
  response: {
    200: successSchema,
    401: apiErrorSchema,
    403: apiErrorSchema,
    404: apiErrorSchema,
  },
};

/**
 * Runs a staff-only action on the record of `id`: 401 or 403 for anyone but staff, 404 with
 * `missing` when the id is absent or `act` finds nothing to act on, else `{ success: true }`.
 */
export async function staffAction(
  request: FastifyRequest,
  id: number | undefined,
  act: (id: number) => Promise<boolean>,
  missing: string,
): Promise<{ success: true }> {
  await requireStaff(request);
  if (!id || !(await act(id))) throw notFound(missing);
  return { success: true };
}
