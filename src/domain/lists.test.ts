import { describe, expect, test } from 'vitest';
import { known, nth } from './lists';

describe('lists built side by side', () => {
  test('nth: the element, undefined included when the list holds it; past either end, an error naming the list', () => {
    expect(nth(['a', 'b'], 1)).toBe('b');
    expect(nth([undefined], 0)).toBeUndefined();
    expect(() => nth(['a'], 1, 'pool keys')).toThrow('pool keys: no element 1 (its length is 1)');
    expect(() => nth(['a'], -1)).toThrow('list: no element -1');
  });

  test('known: the value of a key the map holds; a missing or undefined key is an error naming the map', () => {
    const key = {};
    const map = new Map<object, number>([[key, 0]]);
    expect(known(map, key)).toBe(0);
    expect(() => known(map, {}, 'feeds')).toThrow('feeds: no entry for [object Object]');
    expect(() => known(map, undefined)).toThrow('map: no entry for undefined');
  });
});
