/**
 * The localized route table: the one source for the shell's router, every link, the language
 * switcher and the server's 404 decision. Patterns use react-router syntax (`:param`, `:param?`).
 * Czech paths have no prefix; English paths live under `/en`.
 */
import type { Locale } from '../constants';

export { DEFAULT_LOCALE, LOCALES, type Locale } from '../constants';

/** Which federated module renders the page of a route. */
export type PageModule =
  | 'mf_content/Page'
  | 'mf_forms/ContactFormPage'
  | 'mf_forms/LoginPage'
  | 'mf_forms/AccountPage'
  | 'mf_forms/InboxPage'
  | 'mf_commerce/CartPage';

/**
 * Who may open a page: anyone, guests only, logged-in users, or staff only (anyone else gets the
 * 404 of an unknown path, so the page does not tell that it exists).
 */
export type Access = 'open' | 'guest' | 'auth' | 'staff';
export type Layout = 'default' | 'simple';

export interface RouteDef {
  /** Czech pattern; English pattern or null when English falls back to `/en`. */
  cs: string;
  en: string | null;
  module: PageModule;
  layout?: Layout;
  access?: Access;
  /** The language switch lands on the other locale's home instead of the mapped path. */
  switchToHome?: Locale[];
  /** Allowed values of parameters; `id` is always digits. */
  constraints?: Record<string, readonly string[]>;
}

export const CITIES = ['prague', 'brno', 'pilsen', 'olomouc', 'slovakia'] as const;
export type City = (typeof CITIES)[number];
export const READY_MADE_TYPES = ['sro', 'as', 'se'] as const;
export type ReadyMadeType = (typeof READY_MADE_TYPES)[number];

const content = 'mf_content/Page' as const;

export const ROUTES = {
  home: { cs: '/', en: '/en', module: content },
  blog: { cs: '/blog', en: '/en/blog', module: content, switchToHome: ['cs', 'en'] },
  blogPost: { cs: '/blog/:id/:slug?', en: '/en/blog/:id/:slug?', module: content, switchToHome: ['cs', 'en'] },
  glossary: { cs: '/glossary', en: '/en/glossary', module: content },
  glossaryTerm: { cs: '/glossary/:id/:slug', en: '/en/glossary/:id/:slug', module: content },
  search: { cs: '/hledani', en: '/en/search', module: content },
  contact: { cs: '/kontakt', en: '/en/contact', module: content },
  contactForm: { cs: '/kontaktni-formular', en: '/en/contact-form', module: 'mf_forms/ContactFormPage' },
  liquidation: { cs: '/likvidace-spolecnosti', en: '/en/company-liquidation', module: content },
  maintenance: { cs: '/mimo-provoz', en: '/en/maintenance', module: content, layout: 'simple' },
  aboutUs: { cs: '/o-nas', en: '/en/about-us', module: content },
  meetingRooms: { cs: '/pronajem-zasedacich-mistnosti', en: '/en/meeting-rooms-rental', module: content },
  meetingRoom: {
    cs: '/pronajem-zasedacich-mistnosti/:id/:slug',
    en: '/en/meeting-rooms-rental/:id/:slug',
    module: content,
  },
  readyMadeStartup: { cs: '/ready-made-pro-startup', en: '/en/ready-made-for-startup', module: content },
  readyMade: { cs: '/ready-made-spolecnosti', en: '/en/ready-made-companies', module: content },
  readyMadeType: {
    cs: '/ready-made-spolecnosti/:type',
    en: '/en/ready-made-companies/:type',
    module: content,
    constraints: { type: READY_MADE_TYPES },
  },
  dictionary: { cs: '/slovnik-pojmu', en: '/en/dictionary-terms', module: content },
  dictionaryTerm: { cs: '/slovnik-pojmu/:id/:slug', en: '/en/dictionary-terms/:id/:slug', module: content },
  smartpoint: { cs: '/smartpoint', en: '/en/smartpoint', module: content },
  virtualOffices: { cs: '/virtualni-sidla', en: '/en/virtual-headquarters', module: content },
  virtualOfficesBrno: { cs: '/virtualni-sidla-brno', en: '/en/virtual-headquarters-brno', module: content },
  virtualOfficesPrague: { cs: '/virtualni-sidla-praha', en: '/en/virtual-headquarters-prague', module: content },
  virtualOfficesCity: {
    cs: '/virtualni-sidla/:city',
    en: '/en/virtual-headquarters/:city',
    module: content,
    constraints: { city: CITIES },
  },
  virtualOffice: { cs: '/virtualni-sidla/:id/:slug', en: '/en/virtual-headquarters/:id/:slug', module: content },
  foreignCompanies: { cs: '/zahranicni-spolecnosti', en: '/en/foreign-companies', module: content },
  foreignCompany: { cs: '/zahranicni-spolecnosti/:id/:slug', en: '/en/foreign-companies/:id/:slug', module: content },
  establishment: { cs: '/zalozeni-spolecnosti', en: '/en/company-establishment', module: content },
  establishmentAs: { cs: '/zalozeni-spolecnosti-as', en: '/en/company-establishment-as', module: content },
  establishmentFoundation: {
    cs: '/zalozeni-spolecnosti-nadace',
    en: '/en/company-establishment-foundation',
    module: content,
  },
  establishmentSe: { cs: '/zalozeni-spolecnosti-se', en: '/en/company-establishment-se', module: content },
  establishmentSro: { cs: '/zalozeni-spolecnosti-sro', en: '/en/company-establishment-sro', module: content },
  establishmentFund: { cs: '/zalozeni-sverenskeho-fondu', en: '/en/company-establishment-fund', module: content },
  priceList: { cs: '/cenik/:slug?', en: '/en/pricelist/:slug?', module: content },
  info: { cs: '/info/:id/:slug', en: '/en/info/:id/:slug', module: content },
  thankYou: { cs: '/dekujeme', en: '/en/thank-you', module: content },
  cart: { cs: '/kosik', en: '/en/cart', module: 'mf_commerce/CartPage' },
  login: { cs: '/prihlaseni', en: '/en/login', module: 'mf_forms/LoginPage', access: 'guest' },
  account: { cs: '/muj-ucet', en: '/en/my-account', module: 'mf_forms/AccountPage', access: 'auth' },
  adminEnquiries: { cs: '/admin/poptavky', en: '/en/admin/enquiries', module: 'mf_forms/InboxPage', access: 'staff' },
  valuationCalculator: {
    cs: '/kalkulacka-hodnoty-firmy',
    en: '/en/company-valuation-calculator',
    module: content,
  },
  career: { cs: '/kariera', en: null, module: content, switchToHome: ['en'] },
  training: { cs: '/skoleni', en: null, module: content, switchToHome: ['en'] },
} as const satisfies Record<string, RouteDef>;

export type RouteId = keyof typeof ROUTES;
export const ROUTE_IDS = Object.keys(ROUTES) as RouteId[];

/** Files the server serves outside the router; they are known paths, never 404 pages. */
export const STATIC_PATHS = ['/vop.pdf', '/embed/enquiry.html', '/embed/enquiry.js', '/remotes.json'] as const;
