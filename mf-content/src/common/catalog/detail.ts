// The catalog's details keep importing the canonical-slug hook from here; it lives in common.
export { useCanonicalDetail } from '../canonicalDetail';
