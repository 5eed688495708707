import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import {
  currentScope,
  DEFAULT_LOCALE,
  i18n,
  toLocale,
  loadTranslations,
  localeOfPath,
  type FormAction,
  type FormActions,
  type Locale,
  type OtherLanguages,
  type PageLoader,
  type PageProps,
  type PageRevalidate,
  type RouteId,
} from 'shared';
import { ContentNotFound, ContentSkeleton } from '../common/states';

/** A kind of page's module: its component, and the loader of its data when it has data to load. */
interface PageKindModule {
  default: ComponentType<PageProps>;
  loader?: PageLoader;
  shouldRevalidate?: PageRevalidate;
  /** The actions of its forms, by form name. */
  actions?: FormActions;
  /** Its feature's texts besides Czech (each language a chunk named `<feature>-<locale>`). */
  otherLanguages: OtherLanguages;
}

/** A kind of page: its own chunks, loaded when it is first shown, and the name the build gives them. */
interface LazyPage {
  chunkGroup: string;
  /** The name of its texts' chunks (`<name>-<locale>`), once its module is loaded. */
  textsChunk?: string;
  /** The kind's module, with its texts in `locale`. */
  load: (locale: Locale) => Promise<PageKindModule>;
  Component: LazyExoticComponent<ComponentType<PageProps>>;
  /** The kind's `shouldRevalidate`, once its module is loaded. */
  revalidate?: PageRevalidate;
}

/** A page kind whose `import()` names its chunk group `chunkGroup` (the same name, in a comment). */
function part(chunkGroup: string, importKind: () => Promise<PageKindModule>): LazyPage {
  const page: LazyPage = {
    chunkGroup,
    load: async (locale) => {
      const module = await importKind();
      await loadTranslations(locale, module.otherLanguages);
      page.revalidate = module.shouldRevalidate;
      page.textsChunk = module.otherLanguages.chunk;
      return module;
    },
    // First drawn in the page's language: when the page hydrates, or after the route's loader,
    // which has loaded the texts of the language it is for.
    Component: lazy(() => page.load(toLocale(i18n.language))),
  };
  return page;
}

// One chunk group per page kind: the home page does not ship the others.
const HomePage = part('page-home', () => import(/* webpackChunkName: "page-home" */ '../features/home/HomePage'));
const ContentPage = part(
  'page-content',
  () => import(/* webpackChunkName: "page-content" */ '../features/content-page/ContentPage'),
);
const InfoPage = part('page-info', () => import(/* webpackChunkName: "page-info" */ '../features/info/InfoPage'));
const ThankYouPage = part(
  'page-thank-you',
  () => import(/* webpackChunkName: "page-thank-you" */ '../features/thank-you/ThankYouPage'),
);
const MaintenancePage = part(
  'page-maintenance',
  () => import(/* webpackChunkName: "page-maintenance" */ '../features/maintenance/MaintenancePage'),
);
const SearchPage = part(
  'page-search',
  () => import(/* webpackChunkName: "page-search" */ '../features/search/SearchPage'),
);
const CalculatorPage = part(
  'page-calculator',
  () => import(/* webpackChunkName: "page-calculator" */ '../features/calculator/CalculatorPage'),
);
const TermsPage = part('page-terms', () => import(/* webpackChunkName: "page-terms" */ '../features/terms/TermsPage'));
const TermPage = part('page-term', () => import(/* webpackChunkName: "page-term" */ '../features/terms/TermPage'));
const BlogPage = part('page-blog', () => import(/* webpackChunkName: "page-blog" */ '../features/blog/BlogPage'));
const PostPage = part('page-post', () => import(/* webpackChunkName: "page-post" */ '../features/blog/PostPage'));
const VirtualOfficesPage = part(
  'page-virtual-offices',
  () => import(/* webpackChunkName: "page-virtual-offices" */ '../features/virtual-offices/VirtualOfficesPage'),
);
const VirtualOfficePage = part(
  'page-virtual-office',
  () => import(/* webpackChunkName: "page-virtual-office" */ '../features/virtual-offices/VirtualOfficePage'),
);
const MeetingRoomsPage = part(
  'page-meeting-rooms',
  () => import(/* webpackChunkName: "page-meeting-rooms" */ '../features/meeting-rooms/MeetingRoomsPage'),
);
const MeetingRoomPage = part(
  'page-meeting-room',
  () => import(/* webpackChunkName: "page-meeting-room" */ '../features/meeting-rooms/MeetingRoomPage'),
);
const ReadyMadePage = part(
  'page-ready-made',
  () => import(/* webpackChunkName: "page-ready-made" */ '../features/ready-made/ReadyMadePage'),
);
const ForeignCompaniesPage = part(
  'page-foreign-companies',
  () => import(/* webpackChunkName: "page-foreign-companies" */ '../features/foreign-companies/ForeignCompaniesPage'),
);
const ForeignCompanyPage = part(
  'page-foreign-company',
  () => import(/* webpackChunkName: "page-foreign-company" */ '../features/foreign-companies/ForeignCompanyPage'),
);
const PriceListPage = part(
  'page-price-list',
  () => import(/* webpackChunkName: "page-price-list" */ '../features/price-list/PriceListPage'),
);

/**
 * Route → page, for every route of this remote's table (`routes.json`) that names this module; a
 * unit test holds the two together.
 */
export const PAGES: Record<RouteId, LazyPage> = {
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
  return Object.hasOwn(PAGES, routeId) ? (PAGES[routeId] ?? null) : null;
}

/**
 * The data of the page of a content route: its kind's module is loaded (so its component is ready
 * when the data is) and its loader run; a kind without data to load has none.
 */
export const loader: PageLoader = async (args) => {
  const page = pageFor(args.routeId);
  const module = page ? await page.load(args.locale) : null;
  return module?.loader ? module.loader(args) : null;
};

/**
 * Whether a move within a content page runs its loader again: always into the other language (its
 * texts and data are that language's), otherwise as its kind says, once it is loaded.
 */
export const shouldRevalidate: PageRevalidate = (args) =>
  localeOfPath(args.currentUrl.pathname) !== localeOfPath(args.nextUrl.pathname) ||
  (pageFor(args.routeId)?.revalidate?.(args) ?? args.defaultShouldRevalidate);

/** The action of the form `form` of a page kind, run by its module (loaded with the kind's texts). */
function kindAction(page: LazyPage, form: string): FormAction {
  return async (args) => {
    const action = (await page.load(args.locale)).actions?.[form];
    if (!action) throw new Error(`The page kind ${page.chunkGroup} has no form ${form}`);
    return action(args);
  };
}

/** The forms of the remote's pages, by name: each run by the module of the kind of page it is on. */
export const actions: FormActions = {
  valuation: kindAction(CalculatorPage, 'valuation'),
};

/** `mf_content/Page`: renders the page of a content route (exposed module, contract `PageProps`). */
export default function Page(props: PageProps) {
  const page = pageFor(props.routeId);
  if (!page) return <ContentNotFound locale={props.locale} />;
  // Rendered on the server: the page's HTML names this kind's chunks, and its texts' in a language
  // besides Czech, among the files it fetches.
  currentScope()?.modules.add(`mf_content/Page#${page.chunkGroup}`);
  if (page.textsChunk && props.locale !== DEFAULT_LOCALE) {
    currentScope()?.modules.add(`mf_content/Page#${page.textsChunk}-${props.locale}`);
  }
  const { Component } = page;
  return (
    <Suspense fallback={<ContentSkeleton locale={props.locale} />}>
      {/* A new route or new parameters start from a fresh page state. */}
      <Component key={`${props.routeId}:${JSON.stringify(props.params)}`} {...props} />
    </Suspense>
  );
}
