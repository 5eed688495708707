/** `mf_forms/ContactFormPage`. */
export { default } from '../features/contact-form/ContactFormPage';
