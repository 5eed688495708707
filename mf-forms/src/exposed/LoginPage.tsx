/** `mf_forms/LoginPage`: the page and its form's action. */
export { default, actions } from '../features/auth/LoginPage';
