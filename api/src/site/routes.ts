/**
 * The parts of `shared` the server needs: the localized route table (the one source for the 404
 * decision), the static paths outside the router, and the remote names of `/remotes.json`.
 * Imported through the `shared/routes` and `shared/contracts` subpaths: the main entry pulls in browser code.
 */
export { matchRoute, STATIC_PATHS } from 'shared/routes';
export { REMOTE_NAMES, type RemoteName } from 'shared/contracts';
