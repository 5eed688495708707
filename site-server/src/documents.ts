import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { SiteContext } from './context';
import { HtmlFile, exists, notBuilt, notFoundText, sendBuilt, sendPage } from './files';
import { REVALIDATE } from './headers';
import { allowCrossOrigin } from './remotes';

/** The paths this plugin serves (all in the route table's STATIC_PATHS). */
export const DOCUMENT_PATHS = ['/vop.pdf', '/embed/enquiry.html', '/embed/enquiry.js'] as const;

/** Where mf-forms' build puts the one-line embed script, below its `dist/`. */
const EMBED_SCRIPT = 'embed/enquiry.js';

/**
 * The documents outside the router: the terms (`/vop.pdf`, downloaded), the integrator example
 * page and the integrators' one-line embed script (mf-forms' build; loadable from any origin).
 */
export const documentsPlugin: FastifyPluginAsync<{ context: SiteContext }> = async (app, { context }) => {
  const { assetsDir } = context.paths;
  const embedPage = new HtmlFile(join(assetsDir, 'embed', 'enquiry.html'), context.apiBaseUrl, context.watcher);

  app.get(DOCUMENT_PATHS[0], async (_request, reply) => {
    if (!(await exists(join(assetsDir, 'vop.pdf')))) {
      return notBuilt(reply, 'The terms document (site-server/assets/vop.pdf)', 'node tools/make-vop-pdf.mjs');
    }
    reply.header('content-disposition', 'attachment; filename="vop.pdf"').header('cache-control', REVALIDATE);
    return reply.sendFile('/vop.pdf', assetsDir, { cacheControl: false });
  });

  app.get(DOCUMENT_PATHS[1], async (request, reply) => {
    const page = await embedPage.load();
    if (!page) return notFoundText(reply);
    // The page's own inline script is allowed by its hash; nothing else inline runs.
    reply.header('content-security-policy', context.policy(page.scriptHashes));
    return sendPage(request, reply, page, 200);
  });

  app.get(DOCUMENT_PATHS[2], async (_request, reply) => {
    const dist = context.paths.remoteDist('mf_forms');
    if (!(await exists(join(dist, EMBED_SCRIPT)))) {
      return notBuilt(reply, 'The enquiry embed script (mf-forms)', 'npm run build -w mf-forms');
    }
    allowCrossOrigin(reply);
    return sendBuilt(reply, dist, EMBED_SCRIPT);
  });
};
