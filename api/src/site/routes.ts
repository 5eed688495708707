/**
 * The parts of `shared` the server needs: the localized route table (the one source for the 404
 * decision), the static paths outside the router, and the remote names of `/remotes.json`.
 * Imported from the sources directly: `shared`'s main entry pulls in browser code (React, CSS).
 */
export { matchRoute, STATIC_PATHS } from '../../../shared/src/routes/index';
export { REMOTE_NAMES, type RemoteName } from '../../../shared/src/contracts/remotes';
