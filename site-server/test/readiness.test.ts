import { siteTestApp, writeFixtureFile } from './fixture';

// What a load balancer asks of an instance that serves the site too: `/api/ready` says whether the
// site's builds are there to render pages with.

describe('GET /api/ready with the site', () => {
  it("is not ready until the shell's server build is there, then ready with the remotes' pages", async () => {
    const t = await siteTestApp();
    try {
      const before = await t.app.inject({ url: '/api/ready' });
      expect(before.statusCode).toBe(503);
      expect(before.json()).toEqual({
        status: 'not_ready',
        checks: { database: 'ok', migrations: 'ok', builds: 'the shell has no server build (npm run build)' },
      });
      // A stand-in for the shell's server build, as the build writes it.
      writeFixtureFile(
        t.root,
        'shell/dist/server/server.js',
        `exports.createRenderer = () => ({ setRemotes() {}, headScript: '', async render() { throw new Error('not here'); } });\n`,
      );
      const after = await t.app.inject({ url: '/api/ready' });
      expect(after.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', builds: 'ok' } });
      expect(after.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
