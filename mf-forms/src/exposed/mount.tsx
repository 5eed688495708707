/**
 * `mf_forms/mount`: for pages without the site around them — `mountEnquiryWidget` for integrators
 * who call the container themselves, `createEnquiryWidget` and `propsOfAttributes` for the
 * `<enquiry-form>` element of the one-line embed script.
 */
export {
  createEnquiryWidget,
  mountEnquiryWidget,
  propsOfAttributes,
  type EnquiryFormAttributes,
  type MountedWidget,
} from '../features/enquiry-widget/mountWidget';
export { mountEnquiryWidget as default } from '../features/enquiry-widget/mountWidget';
