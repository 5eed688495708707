import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { EnquiryWidgetProps } from 'shared';
import EnquiryWidget from '../features/enquiry-widget/EnquiryWidget';

/**
 * For integrators without React or a federation runtime: renders the enquiry widget into
 * `element` and returns the function that removes it again.
 *
 *   <script src="https://…/remotes/mf-forms/remoteEntry.js"></script>
 *   await mf_forms.init({}); const { mountEnquiryWidget } = (await mf_forms.get('./mount'))();
 *   mountEnquiryWidget(document.getElementById('enquiry'), { locale: 'cs', apiBaseUrl: 'https://…' });
 */
export function mountEnquiryWidget(element: Element, props: EnquiryWidgetProps = {}): () => void {
  const root = createRoot(element);
  root.render(
    <StrictMode>
      <EnquiryWidget {...props} />
    </StrictMode>,
  );
  return () => root.unmount();
}

export default mountEnquiryWidget;
