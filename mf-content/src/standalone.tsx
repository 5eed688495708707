import { useEffect } from 'react';
import { applyLocale, setRouteTable, type RouteMatch, useRouteMatch } from 'shared';
import { parseRoutes } from 'shared/routes/compose';
import { mountStandalone } from 'shared/standalone';
import Page from './exposed/Page';
import routes from './routes.json';
import './standalone.css';

// Alone, the remote knows its own pages only (a link to another area's page goes home).
setRouteTable(parseRoutes('mf_content', routes));

function contentMatch(found: RouteMatch | null): RouteMatch {
  return found ?? { id: 'home', locale: 'cs', params: {} };
}

/** The remote's own development page: the content page of the current URL in a plain frame. */
function StandaloneFrame() {
  const match = contentMatch(useRouteMatch());
  useEffect(() => applyLocale(match.locale), [match.locale]);
  return (
    <div className="content-standalone">
      <p className="content-standalone__bar">mf-content · {match.id}</p>
      <main id="main">
        <Page routeId={match.id} locale={match.locale} params={match.params} />
      </main>
    </div>
  );
}

mountStandalone(() => <StandaloneFrame />);
