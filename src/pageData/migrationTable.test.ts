import { describe, expect, test } from 'vitest';
import { parseAbiItem, toEventSelector, toFunctionSelector } from 'viem';
import { abiMembers, diffAbis } from '../domain/abi/abiDiff';
import { readCompiledAbis } from '../domain/abi/compiled/load';
import { allEntries } from '../domain/protocol/errors/catalogue';
import { migrationCounts, type MigrationGroup, type MigrationRow } from './migration';
import { MIGRATION_PAIRS, migrationTable, migrationTableData } from './migrationTable';

const files = readCompiledAbis();
const groups = migrationTable(files);

function group(id: string): MigrationGroup {
  const g = groups.find((x) => x.id === id);
  if (!g) throw new Error(`no group ${id}`);
  return g;
}
const rowsNamed = (id: string, name: string): MigrationRow[] => group(id).rows.filter((r) => r.name === name);

describe('the V3.0 -> V3.1 migration table, from the compiled ABIs', () => {
  test('every pair names contracts that are compiled, and every group is in the table in order', () => {
    expect(groups.map((g) => g.id)).toEqual(MIGRATION_PAIRS.map((p) => p.id));
    const { counts } = migrationTableData(files);
    expect(counts.rows).toBe(groups.reduce((n, g) => n + g.rows.length, 0));
    expect(counts.byChange.removed + counts.byChange.added + counts.byChange.changed).toBe(counts.rows);
    expect(counts.byKind.function + counts.byKind.event + counts.byKind.error).toBe(counts.rows);
    expect(migrationCounts(groups)).toEqual(counts);
  });

  test('BalanceLessThanExpectedException gained its token argument: 0x07edf617 became 0xce0e3f5b', () => {
    const [row] = rowsNamed('errors', 'BalanceLessThanExpectedException');
    expect(row).toMatchObject({ kind: 'error', change: 'changed', aspects: ['inputs'] });
    expect(row?.before).toMatchObject({ declaration: 'BalanceLessThanExpectedException()', selector: '0x07edf617' });
    expect(row?.after).toMatchObject({ declaration: 'BalanceLessThanExpectedException(address token)', selector: '0xce0e3f5b' });
  });

  test('every 3.01 core error of the V3.0 errors catalogue has the selector the compiled 3.01 errors file gives it', () => {
    // The catalogue's signatures were written from the source by hand; the compiled file is solc's reading of it.
    const compiled = new Map(abiMembers(files['core-v3@v1.51.0'].abis['IExceptions']?.abi ?? []).map((m) => [m.name, m]));
    const shared = allEntries().filter((e) => compiled.has(e.name));
    expect(shared.length).toBeGreaterThan(50);
    for (const e of shared) expect({ name: e.name, signature: compiled.get(e.name)?.signature, selector: compiled.get(e.name)?.selector }).toEqual({ name: e.name, signature: e.canonical, selector: e.selector });
  });

  test('adapter calls return `bool useSafePrices` instead of the two token masks, with unchanged selectors', () => {
    const adapterGroups = MIGRATION_PAIRS.filter((p) => p.before?.unit === 'integrations-v3@v1.47.1').map((p) => group(p.id));
    // The 3.10 interfaces name the flag `useSafePrices`; the contracts, compared here, leave it unnamed.
    const flagged = adapterGroups.flatMap((g) => g.rows.filter((r) => r.before && / returns \(bool( useSafePrices)?\)$/.test(r.after?.declaration ?? '')));
    expect(flagged.length).toBeGreaterThan(40);
    for (const r of flagged) {
      expect(r).toMatchObject({ kind: 'function', change: 'changed', aspects: ['outputs'] });
      expect(r.before?.declaration).toMatch(/ returns \(uint256 tokensToEnable, uint256 tokensToDisable\)$/);
      expect(r.before?.selector).toBe(r.after?.selector);
    }
    // Every adapter group that has calls has them changed this way, e.g. Uniswap V3's exactInputSingle.
    expect(rowsNamed('uniswap-v3', 'exactInputSingle').map((r) => r.aspects)).toEqual([['outputs']]);
  });

  test('the multicall lost enableToken, disableToken and revokeAdapterAllowances, and gained onDemandPriceUpdates(PriceUpdate[]) and setBotPermissions', () => {
    for (const name of ['enableToken', 'disableToken', 'revokeAdapterAllowances', 'onDemandPriceUpdate']) expect(rowsNamed('multicall', name).map((r) => r.change)).toEqual(['removed']);
    const [updates] = rowsNamed('multicall', 'onDemandPriceUpdates');
    expect(updates).toMatchObject({ change: 'added', after: { declaration: 'onDemandPriceUpdates(PriceUpdate[] updates)', signature: 'onDemandPriceUpdates((address,bytes)[])' } });
    expect(updates?.after?.selector).toBe(toFunctionSelector('onDemandPriceUpdates((address,bytes)[])'));
    // setBotPermissions left the facade (with its account argument) for the multicall (without it).
    expect(rowsNamed('credit-facade', 'setBotPermissions')).toMatchObject([{ change: 'removed', before: { declaration: 'setBotPermissions(address creditAccount, address bot, uint192 permissions)' } }]);
    expect(rowsNamed('multicall', 'setBotPermissions')).toMatchObject([{ change: 'added', after: { declaration: 'setBotPermissions(address bot, uint192 permissions)' } }]);
  });

  test('liquidation: partial liquidation is new, and full liquidation has an overload taking loss-policy data', () => {
    expect(rowsNamed('credit-facade', 'partiallyLiquidateCreditAccount')).toMatchObject([{ change: 'added', kind: 'function' }]);
    expect(rowsNamed('credit-facade', 'PartiallyLiquidateCreditAccount')).toMatchObject([{ change: 'added', kind: 'event' }]);
    // The 3-argument form is in both versions (unchanged, so not listed); the 4-argument one is added.
    const liquidate = rowsNamed('credit-facade', 'liquidateCreditAccount');
    expect(liquidate).toMatchObject([{ change: 'added', after: { signature: 'liquidateCreditAccount(address,address,(address,bytes)[],bytes)' } }]);
    expect(liquidate[0]?.after?.declaration).toContain('bytes lossPolicyData');
    expect(rowsNamed('errors', 'CreditAccountNotLiquidatableWithLossException')).toMatchObject([{ change: 'added' }]);
  });

  test('contracts new in V3.1 (the loss policy, the tumbler) list every member as added', () => {
    for (const id of ['loss-policy', 'tumbler']) {
      const g = group(id);
      expect(g.before).toBeUndefined();
      expect(g.rows.length).toBeGreaterThan(5);
      expect(new Set(g.rows.map((r) => r.change))).toEqual(new Set(['added']));
    }
  });

  test('a change listed under a base group is not repeated under the contracts that inherit it', () => {
    const base = group('adapter').rows.map((r) => r.name);
    expect(base).toEqual(expect.arrayContaining(['_gearboxAdapterType', '_gearboxAdapterVersion', 'contractType', 'serialize']));
    for (const p of MIGRATION_PAIRS.filter((x) => x.inherits?.includes('adapter'))) for (const name of ['_gearboxAdapterType', 'contractType']) expect(rowsNamed(p.id, name)).toEqual([]);
    // ...while the full diff of such a contract does hold them.
    const full = diffAbis(files['integrations-v3@v1.47.1'].abis['UniswapV3Adapter']?.abi, files['integrations-v3@v1.55.0'].abis['UniswapV3Adapter']?.abi);
    expect(full.map((c) => c.name)).toEqual(expect.arrayContaining(['_gearboxAdapterType', 'contractType']));
  });

  test("every selector is viem's hash of its row's canonical signature: 4 bytes for functions and errors, the topic for events", () => {
    let checked = 0;
    for (const g of groups)
      for (const r of g.rows)
        for (const cell of [r.before, r.after]) {
          if (!cell) continue;
          // A declaration whose parameters have no struct is Solidity viem reads as it is (its return values, which may
          // name structs, left out: they are not hashed); one with structs comes with its canonical signature.
          const text = cell.signature ?? `${r.kind} ${cell.declaration.replace(/ returns \(.*\)$/, '')}`;
          if (!cell.signature) expect(parseAbiItem(text).type).toBe(r.kind);
          expect(cell.selector).toBe(r.kind === 'event' ? toEventSelector(text) : toFunctionSelector(text));
          expect(cell.selector.length).toBe(r.kind === 'event' ? 66 : 10);
          checked += 1;
        }
    expect(checked).toBeGreaterThan(300);
  });
});
