import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  cartSchema,
  guestEmailRequiredSchema,
  validationErrorSchema,
  voucherAddSchema,
  voucherDeleteSchema,
  voucherErrorSchema,
} from 'shared/validation';
import { z } from 'zod';
import { currentUser } from '../../core/auth';
import { requestLocale } from '../../core/locale';
import { described } from '../../core/openapi';
import { idValue, langQuery } from '../../core/schemas';
import { cartOf, loadCart } from '../cart/access';
import { addVoucher, removeVoucher } from './service';

const params = z.object({ cartId: idValue('The cart id; a cart the caller may not use is not found') });

export const voucherRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.db;
  const limit = app.ctx.config.rateLimits.voucher;
  const rateLimit = { max: limit.max, timeWindow: limit.timeWindowMs };

  app.post(
    '/voucher/cart/add/:cartId',
    {
      config: { rateLimit },
      preValidation: loadCart,
      schema: {
        tags: ['cart'],
        summary: 'Apply a voucher to the cart (serviceType is `eshop`; a guest cart needs guestEmail)',
        params,
        querystring: langQuery,
        body: voucherAddSchema,
        response: {
          200: cartSchema,
          404: described(
            'voucher errors not_exists, service_type; or the cart is not found',
            z.union([voucherErrorSchema, apiErrorSchema]),
          ),
          409: voucherErrorSchema,
          422: described(
            'invalid body: ValidationError; a guest cart without an e-mail: guest_email_is_required (voucher error fields + errors.guestEmail)',
            z.union([validationErrorSchema, guestEmailRequiredSchema]),
          ),
          429: apiErrorSchema,
        },
      },
    },
    async (request) =>
      addVoucher(db, cartOf(request), request.body, await currentUser(request), requestLocale(request)),
  );

  app.post(
    '/voucher/cart/delete/:cartId',
    {
      config: { rateLimit },
      preValidation: loadCart,
      schema: {
        tags: ['cart'],
        summary: 'Remove a voucher from the cart',
        params,
        querystring: langQuery,
        body: voucherDeleteSchema,
        response: { 200: cartSchema, 404: apiErrorSchema, 422: validationErrorSchema },
      },
    },
    async (request) => removeVoucher(db, cartOf(request), request.body.voucherId, requestLocale(request)),
  );
};
