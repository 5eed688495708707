import { setRouteTable, type RouteDef } from 'shared/routes';
import { composeRouteFiles } from 'shared/routes/compose';
import { REMOTE_NAMES } from './from-shared';
import type { ServerCode } from './server-code';

/**
 * The site's route tables, composed from the remotes' builds: each build's own table
 * (`server/routes.json`, read as data and checked like its code), in the composition manifest's
 * order. What is wrong with one is logged once.
 */
export class RouteTables {
  /** Route tables by the server entries they were composed from. */
  private readonly compositions = new Map<string, Promise<readonly RouteDef[]>>();
  /** What was wrong with the last table composed, each logged once. */
  private problems = new Set<string>();

  constructor(
    private readonly code: Pick<ServerCode, 'routesOf'>,
    private readonly logError: (message: string) => void,
  ) {}

  /**
   * The route table of these server entries (remote name → server entry URL). The same entries
   * give the same table (the same object), composed once. `live`: the table of the pages served to
   * everyone, which this process's `shared/routes` reads.
   */
  of(entries: Record<string, string>, live = true): Promise<readonly RouteDef[]> {
    // The server entries carry the state of the server files; a table beside a manifest (a build
    // without server files) is forgotten when the build watcher sees it change.
    const key = JSON.stringify(entries);
    let composed = this.compositions.get(key);
    if (!composed) {
      composed = Promise.all(
        REMOTE_NAMES.filter((remote) => entries[remote]).map(async (remote) => ({
          remote,
          text: await this.code.routesOf(entries[remote]!),
        })),
      ).then((files) => {
        const { routes, problems } = composeRouteFiles(files);
        for (const problem of problems) if (!this.problems.has(problem)) this.logError(`route table: ${problem}`);
        this.problems = new Set(problems);
        return routes;
      });
      // A handful of tables at most: the live one and the previews'.
      if (this.compositions.size >= 8) this.compositions.clear();
      this.compositions.set(key, composed);
    }
    return live ? composed.then((routes) => (setRouteTable(routes), routes)) : composed;
  }

  /** Forgets every table composed (the builds changed). */
  forget(): void {
    this.compositions.clear();
  }
}
