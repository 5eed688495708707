/** `mf_forms/LoginPage`. */
export { default } from '../features/auth/LoginPage';
