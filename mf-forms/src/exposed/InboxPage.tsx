/** `mf_forms/InboxPage`: the page and the loader of its data. */
export { default, loader } from '../features/inbox/InboxPage';
