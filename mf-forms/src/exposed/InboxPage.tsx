/** `mf_forms/InboxPage`. */
export { default } from '../features/inbox/InboxPage';
