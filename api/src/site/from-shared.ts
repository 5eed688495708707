/**
 * The parts of `shared` the server needs: the static paths outside the router and the remotes of
 * the composition manifest. Imported through subpaths: the main entry pulls in browser code.
 */
export { STATIC_PATHS } from 'shared/routes';
export { isRemoteName, REMOTE_NAMES, remoteOf } from 'shared/composition';
export type { RemoteName } from 'shared/contracts';
