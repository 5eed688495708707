// `npm run build -w site-server`: the site server's programs in `site-server/dist/` — `server.js`
// (`npm start`: the API and the site in one process), `cluster.js` (`npm run start:cluster`) and
// the preview renderer's worker thread. The API and `shared` are bundled in.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPrograms } from 'api/server-build';

await buildPrograms({
  dir: dirname(fileURLToPath(import.meta.url)),
  name: 'site-server',
  programs: { server: 'server', cluster: 'cluster', 'preview-worker': 'preview-worker' },
  bundled: ['shared', 'api'],
});
