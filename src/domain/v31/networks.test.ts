import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { getAddress } from 'viem';
import * as viemChains from 'viem/chains';
import { V31_CHAIN_FILES } from '../data/chains';
import { DataError } from '../data/errors';
import { ROOT } from '../../../tests/helpers/data';
import { loadV31Networks, V31_NETWORKS_FILE, v31DirFromEnv } from './networks';

const dir = v31DirFromEnv(ROOT);
const rawText = readFileSync(path.join(dir, V31_NETWORKS_FILE), 'utf8');
type RawNetwork = { network: string; chainId: number; isPublic: boolean; marketConfigurators: Record<string, string>; testMarketConfigurators: Record<string, string> };
const raw = JSON.parse(rawText) as { meta: { addressProviderV310: string }; networks: RawNetwork[] };

describe('V3.1 networks (networks.json)', () => {
  const v31 = loadV31Networks(dir);

  test('the 16 networks of the file, 11 of them public, each once, with the one address provider checksummed', () => {
    expect(v31.networks.map((n) => n.name)).toEqual(raw.networks.map((n) => n.network));
    expect(v31.networks).toHaveLength(16);
    expect(v31.networks.filter((n) => n.isPublic)).toHaveLength(11);
    expect(new Set(v31.networks.map((n) => n.chainId)).size).toBe(16);
    expect(v31.addressProvider).toBe(getAddress(raw.meta.addressProviderV310));
  });

  test("each network's explorer is viem's for its chain id, and its URL part is its name in lower case", () => {
    const viem = Object.values(viemChains) as { id: number; testnet?: boolean; blockExplorers?: { default: { url: string } } }[];
    for (const n of v31.networks) {
      const chain = viem.find((c) => c.id === n.chainId && !c.testnet && c.blockExplorers);
      expect(`${n.name}: ${n.explorer}`).toBe(`${n.name}: ${chain?.blockExplorers?.default.url.replace(/\/+$/, '')}`);
      expect(n.slug).toMatch(/^[a-z0-9-]+$/);
    }
    expect(new Set(v31.networks.map((n) => n.slug)).size).toBe(16);
    expect(Object.keys(V31_CHAIN_FILES).map(Number).sort((a, b) => a - b)).toEqual(v31.networks.map((n) => n.chainId).sort((a, b) => a - b));
  });

  test('every curator of the file, public ones first, each configurator EIP-55 checksummed', () => {
    for (const [i, n] of v31.networks.entries()) {
      const r = raw.networks[i] as RawNetwork;
      expect(n.curators.map((c) => [c.configurator.toLowerCase(), c.name, c.test])).toEqual([
        ...Object.entries(r.marketConfigurators).map(([a, name]) => [a.toLowerCase(), name, false]),
        ...Object.entries(r.testMarketConfigurators).map(([a, name]) => [a.toLowerCase(), name, true]),
      ]);
      for (const c of n.curators) expect(c.configurator).toBe(getAddress(c.configurator));
      expect(n.wellKnownToken.address).toBe(getAddress(n.wellKnownToken.address));
    }
    const mainnet = v31.networks.find((n) => n.chainId === 1);
    expect(mainnet?.curators.filter((c) => !c.test).map((c) => c.name)).toEqual(expect.arrayContaining(['KPK', 'Invariant Group']));
  });
});

describe('bad V3.1 networks stop the build with the file, the JSON path and what was expected', () => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'v31-networks-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));
  const broken = (edit: (data: typeof raw) => void): DataError => {
    const data = JSON.parse(rawText) as typeof raw;
    edit(data);
    writeFileSync(path.join(tmp, V31_NETWORKS_FILE), JSON.stringify(data));
    try {
      loadV31Networks(tmp);
    } catch (error) {
      if (error instanceof DataError) return error;
      throw error;
    }
    throw new Error('the broken file was read without an error');
  };

  test('a configurator that is not an address', () => {
    const e = broken((d) => {
      (d.networks[0] as RawNetwork).marketConfigurators['0x12'] = 'Nobody';
    });
    expect(e.message).toContain(path.join(tmp, V31_NETWORKS_FILE));
    expect(e.jsonPath).toBe('$.networks[0].marketConfigurators["0x12"]');
  });

  test('two networks with one chain id, and a curator both public and test', () => {
    const twice = broken((d) => {
      (d.networks[3] as RawNetwork).chainId = (d.networks[1] as RawNetwork).chainId;
    });
    expect(twice.jsonPath).toBe('$.networks[3].chainId');
    expect(twice.message).toContain('as $.networks[1] has');
    const both = broken((d) => {
      const n = d.networks[0] as RawNetwork;
      const [configurator] = Object.keys(n.marketConfigurators);
      n.testMarketConfigurators[(configurator as string).toLowerCase()] = 'Also a test';
    });
    expect(both.jsonPath).toMatch(/^\$\.networks\[0\]\.testMarketConfigurators\["0x[0-9a-f]{40}"\]$/);
  });

  test('a missing file, and a field of the wrong type', () => {
    expect(() => loadV31Networks(path.join(tmp, 'nowhere'))).toThrow(DataError);
    const e = broken((d) => {
      (d.networks[2] as unknown as { isPublic: string }).isPublic = 'yes';
    });
    expect(e.jsonPath).toBe('$.networks[2].isPublic');
    expect(e.expected).toBe('a boolean');
  });
});
