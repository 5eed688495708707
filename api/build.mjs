// `npm run build -w api`: the JSON API's programs in `api/dist/` — `server.js` (`npm start -w api`,
// the API alone) and the commands `seed-cli.js` and `create-user.js`.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPrograms } from './server-build.mjs';

await buildPrograms({
  dir: dirname(fileURLToPath(import.meta.url)),
  name: 'api',
  programs: { server: 'server', 'seed-cli': 'db/seed-cli', 'create-user': 'cli/create-user' },
  bundled: ['shared'],
});
