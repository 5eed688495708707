/** `mf_forms/EnquiryWidget`. */
export { default } from '../features/enquiry-widget/EnquiryWidget';
