/** `mf_forms/AccountPage`: the page and the loader of its data. */
export { default, loader } from '../features/account/AccountPage';
