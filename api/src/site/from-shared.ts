/**
 * The parts of `shared` the server needs: the localized route table (the one source for the 404
 * decision), the static paths outside the router, and the remotes of the composition manifest.
 * Imported through subpaths: the main entry pulls in browser code.
 */
export { matchRoute, STATIC_PATHS } from 'shared/routes';
export { isRemoteName, REMOTE_NAMES, remoteOf } from 'shared/composition';
export type { RemoteName } from 'shared/contracts';
