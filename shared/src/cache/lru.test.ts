import { LruMap } from './lru';

describe('LruMap', () => {
  it('forgets the least recently used entry beyond its size, a read counting as a use', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1).set('b', 2);
    expect(map.get('a')).toBe(1);
    map.set('c', 3);
    expect(map.get('b')).toBeUndefined();
    expect(map.get('a')).toBe(1);
    expect(map.get('c')).toBe(3);
    expect(map.size).toBe(2);
  });

  it('keeps a rewritten entry as the most recent, once', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1).set('b', 2).set('a', 10).set('c', 3);
    expect([map.get('a'), map.get('b'), map.get('c')]).toEqual([10, undefined, 3]);
    expect(map.size).toBe(2);
  });

  it('keeps entries whose value is undefined, deletes and clears', () => {
    const map = new LruMap<string, number | undefined>(3);
    map.set('none', undefined).set('x', 1);
    expect(map.size).toBe(2);
    expect(map.delete('x')).toBe(true);
    expect(map.delete('x')).toBe(false);
    map.clear();
    expect(map.size).toBe(0);
  });

  it('refuses a size under one', () => {
    expect(() => new LruMap(0)).toThrow(RangeError);
  });
});
