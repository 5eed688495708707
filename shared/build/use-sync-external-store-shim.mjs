// React 19 has `useSyncExternalStore` built in. Packages written for older Reacts (react-i18next)
// import it from `use-sync-external-store/shim`, whose production build ships a fallback that the
// site never runs; the browser builds resolve that import here instead.
export { useSyncExternalStore } from 'react';
