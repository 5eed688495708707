/** `mf_forms/AccountPage`. */
export { default } from '../features/auth/AccountPage';
