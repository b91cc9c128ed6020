/**
 * Lists and maps built side by side: the `i`th name of a list made from the `i`th item of another, the entry of an
 * object that a map was built from. Reading one that is not there is a fault of the code, not of the input, so these
 * throw a plain Error with its stack instead of handing on `undefined`.
 */

/** The element at `i` of a list built to be as long as the one `i` indexes. */
export function nth<T>(list: readonly T[], i: number, what = 'list'): T {
  if (i < 0 || i >= list.length) throw new Error(`${what}: no element ${i} (its length is ${list.length})`);
  return list[i] as T;
}

/** The value of `key` in a map built to hold it. */
export function known<K, V>(map: ReadonlyMap<K, V>, key: K | undefined, what = 'map'): V {
  if (key === undefined || !map.has(key)) throw new Error(`${what}: no entry for ${String(key)}`);
  return map.get(key) as V;
}
