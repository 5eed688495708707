import { useEffect } from 'react';
import { applyLocale, matchRoute, ROUTES, type RouteMatch, useLocation } from 'shared';
import { mountStandalone } from 'shared/standalone';
import Page from './exposed/Page';
import './standalone.css';

function contentMatch(pathname: string): RouteMatch {
  const found = matchRoute(pathname);
  return found && ROUTES[found.id].module === 'mf_content/Page'
    ? found
    : { id: 'home', locale: found?.locale ?? 'cs', params: {} };
}

/** The remote's own development page: the content page of the current URL in a plain frame. */
function StandaloneFrame() {
  const { pathname } = useLocation();
  const match = contentMatch(pathname);
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
