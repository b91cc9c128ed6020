import { readdirSync, renameSync, rmSync, writeFileSync, mkdirSync, copyFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { DataError } from './errors';
import { dataDirsFromEnv, dataFiles, loadSiteData, type DataDirs } from './entrance';
import { DIRS, editJson, tempCopy } from '../../../tests/helpers/data';

function failure(dirs: DataDirs): DataError {
  try {
    loadSiteData(dirs);
  } catch (error) {
    expect(error).toBeInstanceOf(DataError);
    return error as DataError;
  }
  throw new Error('expected loadSiteData to fail');
}

describe('data folders', () => {
  test('default to ../shared, overridable by SNAPSHOT_DIR and DATA_DIR', () => {
    expect(dataDirsFromEnv('/site', {})).toEqual({ snapshotDir: '/shared/snapshots', dataDir: '/shared/data', v31Dir: '/shared/v31' });
    expect(dataDirsFromEnv('/site', { SNAPSHOT_DIR: '/x', DATA_DIR: 'y', V31_DIR: '/v' })).toEqual({ snapshotDir: '/x', dataDir: '/site/y', v31Dir: '/v' });
  });

  test('the data files are the three snapshots, the token list, the legacy list, and the V3.1 networks and states', () => {
    expect(dataFiles({ snapshotDir: '/s', dataDir: '/d', v31Dir: '/nowhere' })).toEqual(['/s/mainnet.json', '/s/arbitrum.json', '/s/optimism.json', '/d/tokens.json', '/d/mainnet-v2-v1.json', '/nowhere/networks.json']);
    const files = dataFiles(DIRS).slice(5);
    expect(files.map((f) => path.relative(DIRS.v31Dir, f))).toEqual(['networks.json', ...readdirSync(path.join(DIRS.v31Dir, 'states')).sort().map((n) => `states/${n}`)]);
  });
});

describe('bad input stops the build with file, JSON path and expectation', () => {
  test('missing snapshot', () => {
    const dirs = tempCopy();
    rmSync(path.join(dirs.snapshotDir, 'arbitrum.json'));
    const e = failure(dirs);
    expect(e.file).toBe(path.join(dirs.snapshotDir, 'arbitrum.json'));
    expect(e.jsonPath).toBe('$');
    expect(e.message).toMatch(/arbitrum\.json at \$: expected a readable JSON file; found no such file/);
  });

  test('unreadable snapshot (a directory in its place)', () => {
    const dirs = tempCopy();
    const file = path.join(dirs.snapshotDir, 'optimism.json');
    rmSync(file);
    mkdirSync(file);
    expect(failure(dirs).message).toMatch(/optimism\.json at \$: expected a readable JSON file; found a directory/);
  });

  test('not JSON', () => {
    const dirs = tempCopy();
    writeFileSync(path.join(dirs.snapshotDir, 'mainnet.json'), '{"block": 1,');
    const e = failure(dirs);
    expect(e.message).toMatch(/mainnet\.json at \$: expected valid JSON; found a syntax error/);
  });

  test('missing field', () => {
    const dirs = tempCopy();
    editJson(path.join(dirs.snapshotDir, 'mainnet.json'), (j) => delete j.poolState[2].pool.decimals);
    const e = failure(dirs);
    expect(e.jsonPath).toBe('$.poolState[2].pool.decimals');
    expect(e.message).toMatch(/expected a number; found nothing \(the field is missing\)/);
  });

  test('wrong type', () => {
    const dirs = tempCopy();
    editJson(path.join(dirs.snapshotDir, 'arbitrum.json'), (j) => (j.creditState[1].creditFacade.isPaused = 'no'));
    const e = failure(dirs);
    expect(e.jsonPath).toBe('$.creditState[1].creditFacade.isPaused');
    expect(e.expected).toBe('a boolean');
    expect(e.message).toMatch(/found "no"/);
  });

  test('malformed address', () => {
    const dirs = tempCopy();
    editJson(path.join(dirs.snapshotDir, 'mainnet.json'), (j) => (j.core.acl.owner = '0x1234'));
    const e = failure(dirs);
    expect(e.jsonPath).toBe('$.core.acl.owner');
    expect(e.expected).toMatch(/"0x" followed by 40 hex digits/);
  });

  test('address with a bad EIP-55 checksum', () => {
    const dirs = tempCopy();
    // The real owner with the case of its first letter flipped.
    editJson(path.join(dirs.snapshotDir, 'mainnet.json'), (j) => {
      const owner: string = j.core.acl.owner;
      const i = owner.slice(2).search(/[a-fA-F]/) + 2;
      const c = owner.charAt(i);
      j.core.acl.owner = owner.slice(0, i) + (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()) + owner.slice(i + 1);
    });
    const e = failure(dirs);
    expect(e.jsonPath).toBe('$.core.acl.owner');
    expect(e.expected).toMatch(/EIP-55 checksum/);
  });

  test('malformed address used as a map key', () => {
    const dirs = tempCopy();
    editJson(path.join(dirs.snapshotDir, 'optimism.json'), (j) => {
      j.priceOracle.mainPriceFeeds['not-an-address'] = Object.values(j.priceOracle.mainPriceFeeds)[0];
    });
    const e = failure(dirs);
    expect(e.jsonPath).toBe('$.priceOracle.mainPriceFeeds["not-an-address"]');
    expect(e.message).toMatch(/expected a valid key/);
  });

  test('bigint marker whose value is not a decimal integer', () => {
    const dirs = tempCopy();
    editJson(path.join(dirs.snapshotDir, 'mainnet.json'), (j) => (j.poolState[0].pool.totalBorrowed.__value = '12.5'));
    const e = failure(dirs);
    expect(e.jsonPath).toBe('$.poolState[0].pool.totalBorrowed.__value');
    expect(e.expected).toMatch(/decimal integer/);
  });

  test('nested price feed with a bad field names the nested path', () => {
    const dirs = tempCopy();
    editJson(path.join(dirs.snapshotDir, 'mainnet.json'), (j) => {
      const composite = Object.entries(j.priceOracle.mainPriceFeeds).find(([, f]: [string, any]) => f.pricefeeds?.length > 0);
      if (!composite) throw new Error('no composite feed');
      (composite[1] as any).pricefeeds[0].type = 'CHAINLINK';
    });
    const e = failure(dirs);
    expect(e.jsonPath).toMatch(/^\$\.priceOracle\.mainPriceFeeds\["0x[0-9a-fA-F]{40}"\]\.pricefeeds\[0\]\.type$/);
    expect(e.expected).toBe('a number');
  });

  test('a network file whose chain does not match', () => {
    const dirs = tempCopy();
    copyFileSync(path.join(dirs.snapshotDir, 'arbitrum.json'), path.join(dirs.snapshotDir, 'mainnet.json'));
    const e = failure(dirs);
    expect(e.file).toBe(path.join(dirs.snapshotDir, 'mainnet.json'));
    expect(e.jsonPath).toBe('$.core.addressProviderV3.addresses.WETH_TOKEN["0"]');
    expect(e.message).toMatch(/expected Ethereum Mainnet's WETH .* \(chain 1\); found 0x82aF.*this is a Arbitrum One snapshot/);
  });

  test('a credit manager naming a pool the snapshot lacks', () => {
    const dirs = tempCopy();
    editJson(path.join(dirs.snapshotDir, 'arbitrum.json'), (j) => (j.creditState[2].creditManager.pool = '0x000000000000000000000000000000000000dead'));
    const e = failure(dirs);
    expect(e.file).toBe(path.join(dirs.snapshotDir, 'arbitrum.json'));
    expect(e.jsonPath).toBe('$.creditState[2].creditManager.pool');
    expect(e.message).toMatch(/expected the address of a pool in \$\.poolState; found 0x000000000000000000000000000000000000dead/);
  });

  test("a credit manager whose underlying is not its pool's", () => {
    const dirs = tempCopy();
    editJson(path.join(dirs.snapshotDir, 'mainnet.json'), (j) => (j.creditState[0].creditManager.underlying = j.poolState[1].pool.underlying));
    const e = failure(dirs);
    expect(e.jsonPath).toBe('$.creditState[0].creditManager.underlying');
    expect(e.expected).toMatch(/^the underlying of its pool /);
  });

  test("a credit manager missing from its pool's debt parameters, and a debt parameter naming no credit manager", () => {
    const dirs = tempCopy();
    editJson(path.join(dirs.snapshotDir, 'optimism.json'), (j) => {
      const params = j.poolState[0].pool.creditManagerDebtParams;
      const [key, entry] = Object.entries(params)[0] as [string, { creditManager: string }];
      params[key] = { ...entry, creditManager: '0x000000000000000000000000000000000000bEEF' };
    });
    const e = failure(dirs);
    expect(e.jsonPath).toBe('$.poolState[0].pool.creditManagerDebtParams');
    expect(e.expected).toMatch(/^an entry for credit manager /);

    const dirs2 = tempCopy();
    editJson(path.join(dirs2.snapshotDir, 'optimism.json'), (j) => {
      j.poolState[0].pool.creditManagerDebtParams.extra = { ...Object.values(j.poolState[0].pool.creditManagerDebtParams)[0] as object, creditManager: '0x000000000000000000000000000000000000bEEF' };
    });
    const e2 = failure(dirs2);
    expect(e2.jsonPath).toBe('$.poolState[0].pool.creditManagerDebtParams.extra.creditManager');
    expect(e2.message).toMatch(/expected the address of a credit manager in \$\.creditState; found 0x0+bEEF/);
  });

  test('bad token list and legacy list are reported the same way', () => {
    const dirs = tempCopy();
    editJson(path.join(dirs.dataDir, 'tokens.json'), (j) => (j.networks.optimism[3].address = 'nope'));
    expect(failure(dirs).message).toMatch(/tokens\.json at \$\.networks\.optimism\[3\]\.address: expected an address/);

    const dirs2 = tempCopy();
    editJson(path.join(dirs2.dataDir, 'mainnet-v2-v1.json'), (j) => (j.sections[2].subsections[0].entries[3].entries[1].address = '0xzz'));
    expect(failure(dirs2).jsonPath).toBe('$.sections[2].subsections[0].entries[3].entries[1].address');
  });

  test('a renamed file is missing, not silently skipped', () => {
    const dirs = tempCopy();
    renameSync(path.join(dirs.dataDir, 'tokens.json'), path.join(dirs.dataDir, 'tokens.old.json'));
    expect(failure(dirs).message).toMatch(/tokens\.json at \$: expected a readable JSON file/);
  });
});
