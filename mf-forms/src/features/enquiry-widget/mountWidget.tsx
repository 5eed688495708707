import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isEnquiryType, type EnquiryWidgetProps } from 'shared';
import EnquiryWidget, { type WidgetProps } from './EnquiryWidget';

/** A widget on a plain page: `update` renders it with new props, `unmount` removes it. */
export interface MountedWidget {
  update(props: WidgetProps): void;
  unmount(): void;
}

/**
 * Renders the enquiry widget into `element` on a page without the site around it. Such a page is
 * someone else's: the site's client sends no credentials from it (the session is a cookie of the
 * site's own origin, which a page elsewhere neither has nor sends).
 */
export function createEnquiryWidget(element: Element, props: WidgetProps = {}): MountedWidget {
  const root = createRoot(element);
  const render = (next: WidgetProps) =>
    root.render(
      <StrictMode>
        <EnquiryWidget {...next} />
      </StrictMode>,
    );
  render(props);
  return { update: render, unmount: () => root.unmount() };
}

/**
 * For integrators without React or a federation runtime: renders the enquiry widget into
 * `element` and returns the function that removes it again.
 *
 *   <script src="https://…/remotes/mf-forms/remoteEntry.js"></script>
 *   await mf_forms.init({}); const { mountEnquiryWidget } = (await mf_forms.get('./mount'))();
 *   mountEnquiryWidget(document.getElementById('enquiry'), { locale: 'cs', apiBaseUrl: 'https://…' });
 */
export function mountEnquiryWidget(element: Element, props: EnquiryWidgetProps = {}): () => void {
  return createEnquiryWidget(element, props).unmount;
}

/** The attributes of `<enquiry-form>` as the element reads them (null: not set). */
export interface EnquiryFormAttributes {
  lang: string | null;
  type: string | null;
  itemName: string | null;
  itemId: string | null;
}

/**
 * The widget's props for the attributes of an `<enquiry-form>` element. A value the form cannot
 * use is reported on the console, for the integrator, and the default is used instead: the form
 * still works for the visitor.
 */
export function propsOfAttributes(attributes: EnquiryFormAttributes): WidgetProps {
  const { lang, type, itemName, itemId } = attributes;
  const warn = (message: string) => console.warn(`<enquiry-form>: ${message}`);
  if (lang !== null && lang !== 'cs' && lang !== 'en') warn(`lang="${lang}" is not cs or en; the form is in Czech.`);
  if (type !== null && !isEnquiryType(type)) warn(`type="${type}" is not an enquiry type; using contact-form.`);
  const id = itemId?.trim() ? (/^\d{1,9}$/.test(itemId.trim()) ? Number(itemId.trim()) : itemId.trim()) : null;
  return {
    locale: lang === 'en' ? 'en' : 'cs',
    type: isEnquiryType(type) ? type : 'contact-form',
    itemName: itemName ?? '',
    itemId: id,
  };
}
