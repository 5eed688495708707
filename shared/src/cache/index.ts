export { LruMap } from './lru';
