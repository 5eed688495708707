import type { ContentType, RouteId, RouteParams } from 'shared';

/** Detail routes whose item is loaded by id, with the content type of the item. */
const DETAIL_ROUTES = {
  blogPost: 'blog-post',
  glossaryTerm: 'glossary-term',
  dictionaryTerm: 'dictionary-term',
  virtualOffice: 'virtual-office',
  meetingRoom: 'meeting-room',
  foreignCompany: 'foreign-company',
} as const satisfies Partial<Record<RouteId, ContentType>>;
type DetailRouteId = keyof typeof DETAIL_ROUTES;

export type ContentSource =
  | { kind: 'page'; key: string }
  | { kind: 'item'; route: DetailRouteId; type: ContentType; id: number }
  | { kind: 'missing' };

function isDetailRoute(routeId: RouteId): routeId is DetailRouteId {
  return routeId in DETAIL_ROUTES;
}

/** Parameterised listing routes that show their parent listing's page until their own listing exists. */
function parentPageKey(routeId: RouteId, params: RouteParams): string | null {
  switch (routeId) {
    case 'readyMadeType':
      return 'readyMade';
    case 'virtualOfficesCity':
      if (params.city === 'prague') return 'virtualOfficesPrague';
      if (params.city === 'brno') return 'virtualOfficesBrno';
      return 'virtualOffices';
    default:
      return null;
  }
}

/** What a content route loads: a page by key (the route id), or a detail item by id. */
export function sourceFor(routeId: RouteId, params: RouteParams): ContentSource {
  if (isDetailRoute(routeId)) {
    const id = Number(params.id);
    if (!Number.isInteger(id) || id <= 0) return { kind: 'missing' };
    return { kind: 'item', route: routeId, type: DETAIL_ROUTES[routeId], id };
  }
  return { kind: 'page', key: parentPageKey(routeId, params) ?? routeId };
}
