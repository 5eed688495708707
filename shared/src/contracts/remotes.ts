import type { ComponentType, ReactNode } from 'react';
import type { ModalOpenPayload } from '../bus/bus';
import type { LastViewedProduct } from '../last-viewed/types';
import type { Locale } from '../constants';
import type { RouteId, RouteParams } from '../routes/types';

/**
 * What every page module receives from the shell's router. A page module may also export
 * `loader` (a `PageLoader`): the shell's route of the page runs it for the page's data.
 */
export interface PageProps {
  routeId: RouteId;
  locale: Locale;
  params: RouteParams;
}

/** The shell hands the modal frame a way to render form bodies owned by mf-forms. */
export interface GlobalModalProps {
  renderForm: (payload: ModalOpenPayload, close: () => void) => ReactNode;
  /** The `modal:open` event that made the shell load the frame; shown at once. */
  initial?: ModalOpenPayload | null;
}

/** A form body of the modal: its form's success closes the modal itself (`modal:close`). */
export interface ModalFormProps {
  payload: ModalOpenPayload;
}

/** The enquiry form an integrator embeds on their own page. */
export interface EnquiryWidgetProps {
  locale?: Locale;
  /** Where the API lives when the widget runs on another origin. */
  apiBaseUrl?: string;
  /** Pre-filled interest, as in the modal forms. */
  itemName?: string;
  /** Called with the saved enquiry id. */
  onSent?: (id: number) => void;
}

/** The header takes the parts other remotes own through the shell (all optional). */
export interface HeaderProps {
  /** The cart button (mf-commerce), placed in the header's tools; nothing when absent. */
  cartButton?: ReactNode;
}

/** The 'Recently viewed' strip a content page places. */
export interface LastViewedProps {
  locale: Locale;
  /** The product on the page: recorded as viewed and left out of the strip. */
  current?: LastViewedProduct;
}

/**
 * Remote container names (`mf_forms`), as registered from `/remotes.json`. The list of remotes,
 * their folders and ports is the composition manifest (`shared/composition.json`).
 */
export type RemoteName = RemoteModuleId extends `${infer Name}/${string}` ? Name : never;

/** The public API of every remote: exposed module id → its default export. */
export interface RemoteModules {
  'mf_chrome/Header': ComponentType<HeaderProps>;
  'mf_chrome/Footer': ComponentType;
  'mf_chrome/CookieBar': ComponentType;
  'mf_chrome/GlobalModal': ComponentType<GlobalModalProps>;
  'mf_chrome/IntroPopup': ComponentType;
  'mf_content/Page': ComponentType<PageProps>;
  'mf_forms/ContactFormPage': ComponentType<PageProps>;
  'mf_forms/LoginPage': ComponentType<PageProps>;
  'mf_forms/AccountPage': ComponentType<PageProps>;
  'mf_forms/InboxPage': ComponentType<PageProps>;
  'mf_forms/ModalForm': ComponentType<ModalFormProps>;
  'mf_forms/EnquiryWidget': ComponentType<EnquiryWidgetProps>;
  'mf_commerce/CartPage': ComponentType<PageProps>;
  'mf_commerce/CartButton': ComponentType;
  'mf_commerce/CartPopups': ComponentType;
  'mf_commerce/LastViewed': ComponentType<LastViewedProps>;
}

export type RemoteModuleId = keyof RemoteModules;

/**
 * `mf_forms/mount` (default export): for pages without React, mounts the enquiry widget into an
 * element with the remote's own React; returns the unmount function.
 */
export type MountEnquiryWidget = (element: Element, props?: EnquiryWidgetProps) => () => void;
