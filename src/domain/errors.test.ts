import { describe, expect, test, vi } from 'vitest';
import { DataError } from './data/errors';
import { DocsError, InputError, UsageError } from './errors';
import { CitationError, UnresolvedCitations } from '../pageData/citations';
import { SnapshotError } from '../cli/snapshot/errors';

/** A second, separately evaluated copy of the module, as the dev server's reload or scripts/docusaurus.mjs holds. */
async function otherCopy(): Promise<typeof import('./errors')> {
  vi.resetModules();
  const copy = await import('./errors');
  vi.resetModules();
  return copy;
}

describe('InputError', () => {
  test('every input error of the site is one, with its context; a plain Error is not, whatever its name', () => {
    const data = new DataError('snapshots/mainnet.json', '$.poolState[2].pool.decimals', 'a number', '"6"');
    const errors = [data, new SnapshotError('block 5 is after the latest block 4'), new UsageError('--network is required'), new DocsError('docs/a.md: the link "./b.md" names no docs file'), CitationError.of('network="mainnet"', 'field missing'), new UnresolvedCitations(['docs/a.md:3: x'])];
    for (const e of errors) {
      expect(e, e.name).toBeInstanceOf(InputError);
      expect(e, e.name).toBeInstanceOf(Error);
      expect(InputError.is(e), e.name).toBe(true);
    }
    expect(errors.map((e) => e.name)).toEqual(['DataError', 'SnapshotError', 'UsageError', 'DocsError', 'CitationError', 'CitationError']);
    expect([data.file, data.where, data.jsonPath, data.expected]).toEqual(['snapshots/mainnet.json', '$.poolState[2].pool.decimals', '$.poolState[2].pool.decimals', 'a number']);
    expect(data.message).toBe('Bad data in snapshots/mainnet.json at $.poolState[2].pool.decimals: expected a number; found "6"');
    expect(data.hint).toMatch(/^Fix that file/);
    expect(new UnresolvedCitations(['x']).hint).toBe(CitationError.of('k', 'why').hint);

    const named = new Error('Bad data in x');
    named.name = 'DataError';
    for (const other of [named, new TypeError('x'), 'DataError', null, undefined, { name: 'InputError', message: 'x' }]) {
      expect(other instanceof InputError).toBe(false);
      expect(InputError.is(other)).toBe(false);
    }
  });

  test('a subclass matches by its own class: a CitationError is not a DataError, a DataError is not a UsageError', () => {
    expect(CitationError.of('k', 'why')).not.toBeInstanceOf(DataError);
    expect(new DataError('f', '$', 'x')).not.toBeInstanceOf(UsageError);
    expect(new UnresolvedCitations([])).toBeInstanceOf(CitationError);
  });

  test('instanceof InputError holds across copies of the module (the brand), both ways; the cause is kept', async () => {
    const copy = await otherCopy();
    expect(copy.InputError).not.toBe(InputError);
    const cause = new Error('inner');
    const theirs = new copy.DocsError('docs/a.md: bad', { file: 'docs/a.md', cause });
    expect(theirs).toBeInstanceOf(InputError);
    expect(new DataError('f', '$', 'x')).toBeInstanceOf(copy.InputError);
    expect(theirs.cause).toBe(cause);
    expect('cause' in new InputError('no cause')).toBe(false);
    // A subclass of another copy is that copy's: only the base class is matched by brand.
    expect(theirs).not.toBeInstanceOf(DocsError);
  });

  test('revive: what crosses threads comes back an InputError with name, message, stack and context', () => {
    const original = new DataError('snapshots/arbitrum.json', '$.core', 'an object');
    const back = InputError.revive(structuredClone(original.toPosted()));
    expect(back).toBeInstanceOf(InputError);
    expect([back.name, back.message, back.stack, back.hint, back.file, back.where]).toEqual([original.name, original.message, original.stack, original.hint, original.file, original.where]);
  });
});
