import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageProps, RouteId, ROUTES } from 'shared';
import { ContentNotFound, ContentSkeleton } from '../common/states';

/** Every route the route table hands to `mf_content/Page`. */
type ContentRouteId = {
  [K in RouteId]: (typeof ROUTES)[K]['module'] extends 'mf_content/Page' ? K : never;
}[RouteId];

type LazyPage = LazyExoticComponent<ComponentType<PageProps>>;

// One chunk per page kind: the home page does not ship the others.
const HomePage = lazy(() => import('../features/home/HomePage'));
const ContentPage = lazy(() => import('../features/content-page/ContentPage'));
const InfoPage = lazy(() => import('../features/info/InfoPage'));
const ThankYouPage = lazy(() => import('../features/thank-you/ThankYouPage'));
const MaintenancePage = lazy(() => import('../features/maintenance/MaintenancePage'));
const SearchPage = lazy(() => import('../features/search/SearchPage'));
const CalculatorPage = lazy(() => import('../features/calculator/CalculatorPage'));
const TermsPage = lazy(() => import('../features/terms/TermsPage'));
const TermPage = lazy(() => import('../features/terms/TermPage'));
const BlogPage = lazy(() => import('../features/blog/BlogPage'));
const PostPage = lazy(() => import('../features/blog/PostPage'));
const VirtualOfficesPage = lazy(() => import('../features/virtual-offices/VirtualOfficesPage'));
const VirtualOfficePage = lazy(() => import('../features/virtual-offices/VirtualOfficePage'));
const MeetingRoomsPage = lazy(() => import('../features/meeting-rooms/MeetingRoomsPage'));
const MeetingRoomPage = lazy(() => import('../features/meeting-rooms/MeetingRoomPage'));
const ReadyMadePage = lazy(() => import('../features/ready-made/ReadyMadePage'));
const ForeignCompaniesPage = lazy(() => import('../features/foreign-companies/ForeignCompaniesPage'));
const ForeignCompanyPage = lazy(() => import('../features/foreign-companies/ForeignCompanyPage'));
const PriceListPage = lazy(() => import('../features/price-list/PriceListPage'));

/** Route → page. The type makes a route added to the table with this module fail to compile until mapped here. */
const PAGES: Record<ContentRouteId, LazyPage> = {
  home: HomePage,
  blog: BlogPage,
  blogPost: PostPage,
  glossary: TermsPage,
  glossaryTerm: TermPage,
  search: SearchPage,
  contact: ContentPage,
  liquidation: ContentPage,
  maintenance: MaintenancePage,
  aboutUs: ContentPage,
  meetingRooms: MeetingRoomsPage,
  meetingRoom: MeetingRoomPage,
  readyMadeStartup: ReadyMadePage,
  readyMade: ReadyMadePage,
  readyMadeType: ReadyMadePage,
  dictionary: TermsPage,
  dictionaryTerm: TermPage,
  smartpoint: ContentPage,
  virtualOffices: VirtualOfficesPage,
  virtualOfficesBrno: VirtualOfficesPage,
  virtualOfficesPrague: VirtualOfficesPage,
  virtualOfficesCity: VirtualOfficesPage,
  virtualOffice: VirtualOfficePage,
  foreignCompanies: ForeignCompaniesPage,
  foreignCompany: ForeignCompanyPage,
  establishment: ContentPage,
  establishmentAs: ContentPage,
  establishmentFoundation: ContentPage,
  establishmentSe: ContentPage,
  establishmentSro: ContentPage,
  establishmentFund: ContentPage,
  priceList: PriceListPage,
  info: InfoPage,
  thankYou: ThankYouPage,
  valuationCalculator: CalculatorPage,
  career: ContentPage,
  training: ContentPage,
};

function pageFor(routeId: RouteId): LazyPage | null {
  return (PAGES as Partial<Record<RouteId, LazyPage>>)[routeId] ?? null;
}

/** `mf_content/Page`: renders the page of a content route (exposed module, contract `PageProps`). */
export default function Page(props: PageProps) {
  const Component = pageFor(props.routeId);
  if (!Component) return <ContentNotFound locale={props.locale} />;
  return (
    <Suspense fallback={<ContentSkeleton locale={props.locale} />}>
      {/* A new route or new parameters start from a fresh page state. */}
      <Component key={`${props.routeId}:${JSON.stringify(props.params)}`} {...props} />
    </Suspense>
  );
}
