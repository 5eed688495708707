/** `mf_forms/AccountPage`. */
export { default } from '../features/account/AccountPage';
