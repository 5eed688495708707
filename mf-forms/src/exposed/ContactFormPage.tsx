/** `mf_forms/ContactFormPage`: the page and its form's action. */
export { default, actions } from '../features/contact-form/ContactFormPage';
