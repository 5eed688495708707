import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../core/errors';
import { langQuery } from '../../core/http';
import { requestLocale, toLocale } from '../../core/locale';
import { intParam } from '../../core/validation';
import { getContentItem } from '../content/service';

export const BANNER_KEYS = ['banner.popup_desktop', 'banner.popup_mobile', 'banner.promo'] as const;

export const settingsRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'Settings of a language (contacts, intropopup, topmenu, bottommenu, maintenance, categoriesMenu)',
        querystring: langQuery,
        response: {
          200: {
            type: 'array',
            items: { type: 'object', properties: { name: { type: 'string' }, value: {} }, required: ['name', 'value'] },
          },
        },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const rows = await app.ctx.db
        .selectFrom('settings')
        .select(['name', 'value'])
        .where('locale', '=', locale)
        .orderBy('name')
        .execute();
      return rows.map((r) => ({ name: r.name, value: r.value }));
    },
  );

  app.get(
    '/info/page/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'An info page (1 privacy, 2 Smart Point bar, 3–12 Smart Point topics, 22 responsible representative)',
        params: { type: 'object', properties: { id: { type: 'integer' } } },
        querystring: langQuery,
        response: {
          200: {
            type: 'object',
            properties: {
              id: { type: 'integer' },
              locale: { type: 'string' },
              slug: { type: 'string' },
              title: { type: 'string' },
              text: { type: 'string', description: 'HTML' },
              alternate: { $ref: 'Alternate#' },
            },
          },
          404: { $ref: 'ApiError#' },
        },
      },
    },
    async (request) => {
      const id = intParam((request.params as { id: string }).id);
      if (!id) throw notFound('Info page not found');
      const item = await getContentItem(app.ctx.db, 'info-page', id, requestLocale(request));
      if (!item) throw notFound('Info page not found');
      return {
        id: item.id,
        locale: item.locale,
        slug: item.slug,
        title: item.title,
        text: item.text ?? '',
        alternate: item.alternate,
      };
    },
  );

  app.get(
    '/poster',
    {
      schema: {
        tags: ['settings'],
        summary: 'Banners keyed banner.popup_desktop, banner.popup_mobile, banner.promo',
        querystring: langQuery,
        response: {
          200: {
            type: 'object',
            additionalProperties: {
              type: 'object',
              properties: {
                title: { type: 'string' },
                url: { type: 'string' },
                path: { type: 'string' },
                image: { type: 'string' },
                src: { type: 'string', description: 'URL of the image: /api/media/{path}{image}' },
              },
            },
          },
        },
      },
    },
    async (request) => {
      const locale = toLocale(requestLocale(request));
      const rows = await app.ctx.db.selectFrom('banners').selectAll().where('locale', '=', locale).execute();
      const out: Record<string, unknown> = {};
      for (const r of rows) {
        out[r.key] = { title: r.title, url: r.url, path: r.path, image: r.image, src: mediaUrl(r.path, r.image) };
      }
      return out;
    },
  );
};

export function mediaUrl(path: string, image: string): string {
  const joined = [path.replace(/^\/+|\/+$/g, ''), image.replace(/^\/+/, '')].filter(Boolean).join('/');
  return `/api/media/${joined}`;
}
