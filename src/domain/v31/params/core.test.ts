import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Hex } from 'viem';
import { ROOT } from '../../../../tests/helpers/data';
import { isZeroAddress, sameAddress } from '../../data/address';
import { loadV31Networks, v31DirFromEnv } from '../networks';
import { contractTypeName, V31_STATES_DIR } from '../states';
import { decodeParams, type DecodedParam, type ParamValue } from './decode';

/** The four real states as the files hold them: markets (rate keeper, quota keeper, loss policy, pool) and the RWA groups. */
interface RawBase {
  addr: string;
  version: { __value: string };
  contractType: Hex;
  serializedParams: Hex;
}
interface RawMarket {
  configurator: string;
  pool: { baseParams: RawBase; underlying: string };
  tokens: { addr: string; symbol: string; decimals: number }[];
  quotaKeeper: { baseParams: RawBase; rateKeeper: string; quotas: { token: string; rate: number }[] };
  rateKeeper: { baseParams: RawBase; rates: { token: string; rate: number }[] };
  lossPolicy: { baseParams: RawBase };
}
interface RawRwa {
  baseParams: RawBase;
  asset?: string;
  factory?: string;
  tokens?: { addr: string }[];
}
interface RawState {
  markets: RawMarket[];
  rwa?: RawRwa[][];
}

const v31Dir = v31DirFromEnv(ROOT);
const dir = path.join(v31Dir, V31_STATES_DIR);
const states = readdirSync(dir)
  .filter((n) => n.endsWith('.json'))
  .sort()
  .map((file) => ({ file, state: JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as RawState }));

/** A contract's decoded parameters by name, with the parts; anything but a decoded result fails the test. */
function decoded(bp: RawBase, where: string): { v: Record<string, ParamValue>; params: DecodedParam[]; type: string } {
  const type = contractTypeName(bp.contractType);
  const d = decodeParams({ type, version: Number(bp.version.__value), serializedParams: bp.serializedParams });
  if (d.kind !== 'decoded') throw new Error(`${where}: ${type} not decoded (${d.kind === 'raw' ? d.detail : 'no bytes'})`);
  return { v: Object.fromEntries(d.params.map((p) => [p.name, p.value])), params: d.params, type };
}
const addrs = (x: ParamValue | undefined): string[] => {
  if (!Array.isArray(x) || !x.every((a): a is string => typeof a === 'string')) throw new Error(`not an address list: ${JSON.stringify(x)}`);
  return x;
};
const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => sameAddress(x, b[i] ?? ''));
const markets = states.flatMap(({ file, state }) => state.markets.map((market, i) => ({ where: `${file} markets[${i}]`, market })));
const rwas = states.flatMap(({ file, state }) => (state.rwa ?? []).flatMap((g, gi) => g.map((entry, i) => ({ where: `${file} rwa[${gi}][${i}]`, entry, state }))));

describe('V3.1 core and RWA parameters, decoded from the real states', () => {
  test("the Tumbler's tokens are the quota keeper's quoted tokens, in order, and its rates the rates the state lists", () => {
    expect(markets).toHaveLength(12);
    for (const { where, market } of markets) {
      const { v, type, params } = decoded(market.rateKeeper.baseParams, `${where}.rateKeeper`);
      expect(type).toBe('RATE_KEEPER::TUMBLER');
      expect(sameAddress(market.quotaKeeper.rateKeeper, market.rateKeeper.baseParams.addr), where).toBe(true);
      const tokens = addrs(v.tokens);
      expect(same(tokens, market.quotaKeeper.quotas.map((q) => q.token)), where).toBe(true);
      const rates = (v.rates as string[]).map(Number);
      expect(tokens.map((t, i) => [t.toLowerCase(), rates[i]]), where).toEqual(market.rateKeeper.rates.map((r) => [r.token.toLowerCase(), r.rate]));
      expect(rates, where).toEqual(market.quotaKeeper.quotas.map((q) => q.rate));
      expect(params.find((p) => p.name === 'epochLength')?.unit).toBe('seconds');
    }
  });

  test("the loss policy's alias feeds are one per listed token, each token a market token with the decimals the policy stores", () => {
    let aliased = 0;
    for (const { where, market } of markets) {
      const { v, type, params } = decoded(market.lossPolicy.baseParams, `${where}.lossPolicy`);
      expect(type).toBe('LOSS_POLICY::ALIASED');
      expect(['0', '1', '2'], where).toContain(v.accessMode);
      expect(typeof v.checksEnabled).toBe('boolean');
      const tokens = addrs(v.tokens);
      const feeds = v.priceFeedParams as Record<string, string | boolean>[];
      expect(feeds, where).toHaveLength(tokens.length);
      tokens.forEach((t, i) => {
        const token = market.tokens.find((x) => sameAddress(x.addr, t));
        expect(token, `${where} ${t}`).toBeDefined();
        expect(Number(feeds[i]?.tokenDecimals), `${where} ${t}`).toBe(token?.decimals);
        expect(isZeroAddress(String(feeds[i]?.priceFeed)), `${where} ${t}`).toBe(false);
        aliased++;
      });
      expect(params.find((p) => p.name === 'priceFeedParams')?.components?.find((c) => c.name === 'stalenessPeriod')?.unit).toBe('seconds');
    }
    expect(aliased).toBeGreaterThan(0);
  });

  test("the RWA entries sit in the state's top-level rwa groups: underlyings first, then factories", () => {
    expect(rwas.length).toBeGreaterThan(0);
    for (const { where, entry } of rwas) {
      const type = contractTypeName(entry.baseParams.contractType);
      expect(type, where).toMatch(where.includes('rwa[0]') ? /^RWA_UNDERLYING::/ : /^RWA_FACTORY::/);
    }
  });

  test('RWA underlyings: the decoded factory and asset are the entry’s own, and the factory is an RWA factory of the same state', () => {
    for (const { where, entry, state } of rwas.filter((r) => contractTypeName(r.entry.baseParams.contractType).startsWith('RWA_UNDERLYING::'))) {
      const { v } = decoded(entry.baseParams, where);
      expect(sameAddress(String(v.factory), entry.factory ?? ''), where).toBe(true);
      expect(sameAddress(String(v.asset), entry.asset ?? ''), where).toBe(true);
      const factories = (state.rwa ?? []).flat().filter((r) => contractTypeName(r.baseParams.contractType).startsWith('RWA_FACTORY::'));
      expect(factories.some((f) => sameAddress(f.baseParams.addr, String(v.factory))), where).toBe(true);
    }
  });

  test("the on-demand underlying's pool is a market of the state over that underlying, and its configurator the market's curator", () => {
    const networks = loadV31Networks(v31Dir);
    const onDemand = rwas.filter((r) => contractTypeName(r.entry.baseParams.contractType) === 'RWA_UNDERLYING::ON_DEMAND');
    expect(onDemand.length).toBeGreaterThan(0);
    for (const { where, entry, state } of onDemand) {
      const { v } = decoded(entry.baseParams, where);
      const market = state.markets.find((m) => sameAddress(m.pool.baseParams.addr, String(v.pool)));
      expect(market, where).toBeDefined();
      expect(sameAddress(market?.pool.underlying ?? '', entry.baseParams.addr), where).toBe(true);
      expect(sameAddress(String(v.marketConfigurator), market?.configurator ?? ''), where).toBe(true);
      const curator = networks.networks.flatMap((n) => n.curators).find((c) => sameAddress(c.configurator, String(v.marketConfigurator)));
      expect(curator?.name, where).toBeTruthy();
      expect(addrs(v.allowedDepositors).every((a) => !isZeroAddress(a)), where).toBe(true);
    }
  });

  test("the Securitize factory's DS tokens are the tokens the state lists for it, each with a registrar", () => {
    const factories = rwas.filter((r) => contractTypeName(r.entry.baseParams.contractType) === 'RWA_FACTORY::SECURITIZE');
    expect(factories.length).toBeGreaterThan(0);
    for (const { where, entry } of factories) {
      const { v } = decoded(entry.baseParams, where);
      const tokens = v.tokens as Record<string, ParamValue>[];
      expect(same(tokens.map((t) => String(t.token)), (entry.tokens ?? []).map((t) => t.addr)), where).toBe(true);
      expect(tokens.every((t) => !isZeroAddress(String(t.registrar)) && Array.isArray(t.operators)), where).toBe(true);
      expect(isZeroAddress(String(v.owner)) || isZeroAddress(String(v.degenNFT)), where).toBe(false);
    }
  });
});
