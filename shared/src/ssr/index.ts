export * from './scope';
export { scopedStore, dehydrateStores, hydrateStores } from './scopedStore';
export { hydrateResources, dehydrateResources } from '../resource/useResource';
export { useHydrating } from './useHydrating';
