export * from './scope';
export { scopedStore, dehydrateStores, primeStores } from './scopedStore';
export { primeResources, dehydrateResources } from '../resource/useResource';
export { useHydrating } from './useHydrating';
