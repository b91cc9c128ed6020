import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { ElementCache } from './elementCache';

const siteDir = mkdtempSync(path.join(os.tmpdir(), 'element-cache-'));
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('the elements of a text are read once, across builds', () => {
  test('kept by the hash of the text, in memory and in the cache file', () => {
    const file = path.join(siteDir, 'cache', 'elements.json');
    let reads = 0;
    const read = () => {
      reads += 1;
      return [{ line: 1, attrs: { network: 'mainnet', contract: 'ACL' } }];
    };
    const first = new ElementCache(file);
    expect(first.elements('text A', read)).toEqual(read());
    first.elements('text A', read);
    first.save();
    expect(reads).toBe(2);
    const second = new ElementCache(file);
    expect(second.elements('text A', read)).toEqual([{ line: 1, attrs: { network: 'mainnet', contract: 'ACL' } }]);
    expect(reads).toBe(2);
    second.elements('text B', read);
    expect(reads).toBe(3);
  });
});

