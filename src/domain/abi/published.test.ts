import { describe, expect, test } from 'vitest';
import { abiFile } from '../data/paths';
import { abiHash, readCompiledAbis, type CompiledUnitId } from './compiled/load';
import type { CompiledAbiFile, CompiledContract } from './compiled/types';
import { AbiCatalog, AbiConflictError, abiCatalog, abiExportName, publishedAbis, PUBLISHED_FROM, readReleaseFiles, withheldAbis } from './published';

const files = readCompiledAbis();
const published = abiCatalog().abis;
const withheld = abiCatalog().withheld;
const releases = readReleaseFiles();

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
        // A version outside the unit's home is published only from another unit (its home), never from this one; one
        // of its home is published unless its releases differ (withheld, below).
        if (home && withheld.some((w) => w.unit === unit && w.contract === name && w.version === c.version)) expect(found, `${unit} ${name} ${c.version}`).toBeUndefined();
        else if (home) expect(found, `${unit} ${name} ${c.version}`).toBeDefined();
        else expect(found?.unit, `${unit} ${name} ${c.version}`).not.toBe(unit);
      }
    }
    // core-v3 v1.51.0 is the 3.01 release: its 3.00 contracts (changed after the 3.00 deployments) are not published from it.
    const v151 = Object.entries(files['core-v3@v1.51.0'].abis).filter(([, c]) => c.version === 300);
    expect(v151.length).toBeGreaterThan(0);
    for (const [name] of v151) expect(published.filter((a) => a.contract === name && a.version === 300).map((a) => a.unit)).not.toContain('core-v3@v1.51.0');
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

describe('3.00: published only where every release of 3.00 compiles to the same ABI (compiled/core-v3@3.00-releases.json)', () => {
  const file = releases['core-v3@1.45.0'];
  const own = files['core-v3@1.45.0'];

  test('the comparison is of the committed unit: its own release tag compiles to exactly the committed ABIs', () => {
    if (!file) throw new Error('no release comparison for core-v3@1.45.0');
    expect(file.tags.map((t) => t.tag)).toContain('v1.45.0');
    expect(file.tags.filter((t) => t.error)).toEqual([]);
    const atOwnTag = Object.entries(file.contracts).map(([name, byTag]) => [name, byTag['v1.45.0']]);
    expect(atOwnTag).toEqual(Object.keys(file.contracts).map((name) => [name, abiHash(own.abis[name]?.abi ?? [])]));
    // Every 3.00 contract of the unit is compared.
    const v300 = Object.entries(own.abis).filter(([, c]) => c.kind === 'contract' && c.version === 300).map(([n]) => n).sort();
    expect(Object.keys(file.contracts)).toEqual(v300);
  });

  test('a 3.00 contract whose releases all agree is published from 1.45.0; one whose releases differ is withheld, naming them', () => {
    if (!file) throw new Error('no release comparison for core-v3@1.45.0');
    for (const [name, byTag] of Object.entries(file.contracts)) {
      const mine = abiHash(own.abis[name]?.abi ?? []);
      const differing = Object.entries(byTag).filter(([, h]) => h !== mine).map(([t]) => t);
      const p = published.find((a) => a.contract === name && a.version === 300);
      const w = withheld.find((x) => x.contract === name && x.version === 300);
      if (differing.length === 0) {
        expect(p?.unit, name).toBe('core-v3@1.45.0');
        expect(w, name).toBeUndefined();
      } else {
        expect(p, name).toBeUndefined();
        expect(w, name).toMatchObject({ unit: 'core-v3@1.45.0', differing, releases: Object.keys(byTag).length });
      }
    }
    // What the comparison found (npm run abis:releases): the facade and the manager changed their ABIs within 3.00.
    expect(withheld.map((w) => `${w.contract}@${w.version}`).sort()).toEqual(['CreditFacadeV3@300', 'CreditManagerV3@300']);
    expect(published.filter((a) => a.version === 300).length).toBeGreaterThanOrEqual(10);
  });

  test('a release that compiles a contract to another ABI withholds it; without the comparison it would be published', () => {
    if (!file) throw new Error('no release comparison for core-v3@1.45.0');
    const changed = { ...file, contracts: { ...file.contracts, PoolV3: { ...file.contracts['PoolV3'], 'v1.46.0': '0'.repeat(64) } } };
    expect(withheldAbis(files, { 'core-v3@1.45.0': changed }).map((w) => w.contract)).toContain('PoolV3');
    expect(publishedAbis(files, { 'core-v3@1.45.0': changed }).some((a) => a.contract === 'PoolV3' && a.version === 300)).toBe(false);
    expect(publishedAbis(files, {}).some((a) => a.contract === 'CreditFacadeV3' && a.version === 300)).toBe(true);
  });
});
