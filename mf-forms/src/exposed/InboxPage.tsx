/** `mf_forms/InboxPage`: the page, the loader of its data and its forms' actions. */
export { default, loader, actions } from '../features/inbox/InboxPage';
