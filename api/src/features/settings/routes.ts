import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, bannersSchema, infoPageSchema, settingsSchema } from 'shared/validation';
import { z } from 'zod';
import { notFound } from '../../core/errors';
import { requestLocale } from '../../core/locale';
import { idValue, langQuery } from '../../core/schemas';
import { getInfoPage, listBanners, listSettings } from './service';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.db;

  app.get(
    '/settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'Settings of a language (contacts, intropopup, topmenu, bottommenu, maintenance, categoriesMenu)',
        querystring: langQuery,
        response: { 200: settingsSchema },
      },
    },
    async (request) => {
      const settings = await listSettings(db, requestLocale(request));
      if (!app.ctx.config.maintenance) return settings;
      // The operator's switch wins over the stored setting.
      const others = settings.filter((setting) => setting.name !== 'maintenance');
      return [...others, { name: 'maintenance', value: { is_enabled: true } }];
    },
  );

  app.get(
    '/info/page/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'An info page (1 privacy, 2 Smart Point bar, 3–12 Smart Point topics, 22 responsible representative)',
        params: z.object({ id: idValue() }),
        querystring: langQuery,
        response: { 200: infoPageSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const page = id === undefined ? null : await getInfoPage(db, id, requestLocale(request));
      if (!page) throw notFound('Info page not found');
      return page;
    },
  );

  app.get(
    '/poster',
    {
      schema: {
        tags: ['settings'],
        summary: 'Banners keyed banner.popup_desktop, banner.popup_mobile, banner.promo',
        querystring: langQuery,
        response: { 200: bannersSchema },
      },
    },
    async (request) => listBanners(db, requestLocale(request)),
  );
};
