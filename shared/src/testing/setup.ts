// Jest setup of every browser package: the mock API listens for the whole run, each test starts
// from the default answers with no recorded requests, and a request nobody answers fails the test.
import { loadSanitizer } from '../html/sanitize';
import { i18n } from '../i18n';
import commonEnglish from '../i18n/locales/en.json';
import { setRouteTable } from '../routes/table';
import { resetRequests, server } from './server';
import { siteRoutes } from './siteRoutes';

// Components are drawn by themselves, not in a page that loads its language's texts first: the
// common texts are there in English from the start.
i18n.addResourceBundle('en', 'common', commonEnglish, true, true);

// Links and pages as on the site: the remotes' route tables, composed.
setRouteTable(siteRoutes());

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetRequests();
});
afterAll(() => server.close());

// Components render API HTML as the browser does once the sanitiser has loaded; the lazy loading
// itself is tested with the sanitiser.
beforeAll(() => loadSanitizer());
