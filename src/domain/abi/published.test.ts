import { describe, expect, test } from 'vitest';
import { abiFile } from '../data/paths';
import { readCompiledAbis, type CompiledUnitId } from './compiled/load';
import type { CompiledAbiFile, CompiledContract } from './compiled/types';
import { AbiCatalog, AbiConflictError, abiCatalog, abiExportName, publishedAbis, PUBLISHED_FROM } from './published';

const files = readCompiledAbis();
const published = abiCatalog().abis;

/** The compiled files with one contract added to a unit (a copy: the real ones stay as they are). */
function withContract(unit: CompiledUnitId, name: string, contract: CompiledContract): Record<CompiledUnitId, CompiledAbiFile> {
  return { ...files, [unit]: { ...files[unit], abis: { ...files[unit].abis, [name]: contract } } };
}

describe('published ABIs: each contract version once, from its home unit, as compiled', () => {
  test('every published ABI is its compiled contract: the same ABI, version and type, from a unit that is that version\'s home', () => {
    expect(published.length).toBeGreaterThan(40);
    for (const a of published) {
      const c = files[a.unit].abis[a.contract];
      expect(c, `${a.unit} ${a.contract}`).toBeDefined();
      expect({ kind: c?.kind, version: c?.version, contractType: c?.contractType, file: c?.file, abi: c?.abi }).toEqual({ kind: 'contract', version: a.version, contractType: a.contractType, file: a.file, abi: a.abi });
      const home = PUBLISHED_FROM.find((h) => h.unit === a.unit);
      expect(home && (!home.versions || home.versions.includes(a.version)), `${a.contract} ${a.version} from ${a.unit}`).toBe(true);
      expect([a.json, a.ts]).toEqual([abiFile(a.contract, a.version, 'json'), abiFile(a.contract, a.version, 'ts')]);
    }
  });

  test('no deployable contract of a home unit is left out, and no version outside a unit\'s home is taken from it', () => {
    for (const { unit, versions } of PUBLISHED_FROM) {
      for (const [name, c] of Object.entries(files[unit].abis)) {
        if (c.kind !== 'contract' || c.version === undefined) continue;
        const home = !versions || versions.includes(c.version);
        const found = published.find((a) => a.contract === name && a.version === c.version);
        // A version outside the unit's home is published only from another unit (its home), never from this one.
        if (home) expect(found, `${unit} ${name} ${c.version}`).toBeDefined();
        else expect(found?.unit, `${unit} ${name} ${c.version}`).not.toBe(unit);
      }
    }
    // core-v3 v1.51.0 is the 3.01 release: its 3.00 contracts (changed after the 3.00 deployments) are not published from it.
    const v151 = Object.entries(files['core-v3@v1.51.0'].abis).filter(([, c]) => c.version === 300);
    expect(v151.length).toBeGreaterThan(0);
    for (const [name] of v151) expect(published.some((a) => a.contract === name && a.version === 300)).toBe(false);
  });

  test('a contract version and a contract type and version each name one ABI', () => {
    const byName = published.map((a) => `${a.contract}@${a.version}`);
    expect(new Set(byName).size).toBe(byName.length);
    const byType = published.flatMap((a) => (a.contractType ? [`${a.contractType}@${a.version}`] : []));
    expect(new Set(byType).size).toBe(byType.length);
    const catalog = new AbiCatalog(published);
    for (const a of published) {
      expect(catalog.byContract(a.contract, a.version)).toBe(a);
      if (a.contractType) expect(catalog.byContractType(a.contractType, a.version)).toBe(a);
    }
  });

  test('two units giving one contract version different ABIs, or one type and version to two contracts, is an error; the same ABI twice is one', () => {
    const pool = files['core-v3@1.52.1'].abis['PoolV3'];
    if (!pool) throw new Error('no PoolV3 3.10');
    // integrations-v3 v1.55.0 comes later in PUBLISHED_FROM than core-v3 1.52.1.
    const same = publishedAbis(withContract('integrations-v3@v1.55.0', 'PoolV3', pool));
    expect(same.filter((a) => a.contract === 'PoolV3' && a.version === pool.version).map((a) => a.unit)).toEqual(['core-v3@1.52.1']);
    const changed = { ...pool, abi: pool.abi.slice(1) };
    expect(() => publishedAbis(withContract('integrations-v3@v1.55.0', 'PoolV3', changed))).toThrow(AbiConflictError);
    expect(() => publishedAbis(withContract('integrations-v3@v1.55.0', 'OtherPoolV3', pool))).toThrow(/POOL 3\.10 is both PoolV3/);
  });

  test("a module's export is named as viem names its ABIs", () => {
    expect(['CreditFacadeV3', 'ERC4626Adapter', 'WstETHV1Adapter', 'PendleTWAPPTPriceFeed', 'ABCDef'].map(abiExportName)).toEqual([
      'creditFacadeV3Abi',
      'erc4626AdapterAbi',
      'wstETHV1AdapterAbi',
      'pendleTWAPPTPriceFeedAbi',
      'abcDefAbi',
    ]);
    // Every published contract's export is a distinct identifier.
    const names = [...new Set(published.map((a) => a.contract))].map(abiExportName);
    expect(new Set(names).size).toBe(names.length);
    for (const n of names) expect(n).toMatch(/^[a-z][A-Za-z0-9]*Abi$/);
  });
});
