// The site's route table for tests: each remote's own `routes.json`, composed as the server
// composes them, so a component's links and a page's match are the ones the site has. Read from
// the repository's files (test code only: no remote imports another).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTES } from '../composition';
import { composeRouteFiles } from '../routes/compose';
import type { RouteDef } from '../routes/table';

const REPOSITORY = join(__dirname, '..', '..', '..');

export function siteRoutes(): RouteDef[] {
  const files = REMOTES.map((remote) => {
    let text: string | null = null;
    try {
      text = readFileSync(join(REPOSITORY, remote.folder, 'src', 'routes.json'), 'utf8');
    } catch {
      // A remote without pages.
    }
    return { remote: remote.name, text };
  });
  const { routes, problems } = composeRouteFiles(files);
  if (problems.length) throw new Error(problems.join('\n'));
  return routes;
}
