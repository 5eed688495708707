import { Writable } from 'node:stream';
import { siteTestApp, writeFixtureFile } from './fixture';

describe('request logs of pages', () => {
  it('name the page once, not the API calls its render made in-process, while a visitor’s own API call is logged', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const t = await siteTestApp({ logger: { level: 'info', stream } });
    // A stand-in for the shell's server build whose page asks the API for the settings, as the real one does.
    writeFixtureFile(
      t.root,
      'shell/dist/server/server.js',
      `exports.createRenderer = async (options) => ({
        setRemotes() {},
        headScript: '',
        async render() {
          const answer = await options.inject({ method: 'GET', url: '/api/settings?lang=cs', headers: {} });
          return {
            status: 200, redirect: null, locale: 'cs', modules: [], private: false,
            state: { stores: {}, resources: {} },
            pipe(destination) { destination.end('<main>settings ' + answer.statusCode + '</main>'); },
          };
        },
      });\n`,
    );
    try {
      const page = await t.app.inject({
        method: 'GET',
        url: '/?from=log-test',
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<main>settings 200</main>');
      const urls = () =>
        lines
          .map((line) => JSON.parse(line) as { msg: string; req?: { url: string } })
          .filter((entry) => entry.msg === 'incoming request')
          .map((entry) => entry.req?.url);
      expect(urls()).toEqual(['/?from=log-test']);
      await t.app.inject({ method: 'GET', url: '/api/settings?lang=cs' });
      // A client cannot pass its own request off as a page's call.
      await t.app.inject({
        method: 'GET',
        url: '/api/settings?lang=en',
        headers: { 'x-page-call': 'a guess' },
      });
      expect(urls()).toEqual(['/?from=log-test', '/api/settings?lang=cs', '/api/settings?lang=en']);
      expect(lines.filter((line) => line.includes('"msg":"request completed"'))).toHaveLength(3);
    } finally {
      await t.close();
    }
  });
});
