import { useEffect } from 'react';
import { applyLocale, routeParams, setRouteTable, usePageHandle, useParams, type PageProps } from 'shared';
import { parseRoutes } from 'shared/routes/compose';
import { mountStandalone } from 'shared/standalone';
import Page from './exposed/Page';
import routes from './routes.json';
import './standalone.css';

// Alone, the remote knows its own pages only (a link to another area's page goes home).
setRouteTable(parseRoutes('mf_content', routes));

/** Where the URL names no content page: the home page (the remote alone has no 404 page). */
const HOME: PageProps = { routeId: 'home', locale: 'cs', params: {} };

/** The remote's own development page: the content page of the current URL in a plain frame. */
function StandaloneFrame() {
  const page = usePageHandle();
  const path = useParams();
  // A page gets its parameters as the route table allows them, as in the shell; parameters the
  // table refuses show the home page, as a path without a content page does.
  const params = page && routeParams(page.routeId, path);
  const shown = page && params ? { ...page, params } : HOME;
  useEffect(() => applyLocale(shown.locale), [shown.locale]);
  return (
    <div className="content-standalone">
      <p className="content-standalone__bar">mf-content · {shown.routeId}</p>
      <main id="main">
        <Page {...shown} />
      </main>
    </div>
  );
}

mountStandalone(() => <StandaloneFrame />);
