/**
 * The adapter layouts read against the four real V3.1 states: every adapter decodes, and what it decodes to agrees
 * with the rest of the state the way the adapter's source guarantees (its credit manager is the suite's, its target
 * is the one the state lists, every token the source checks with `_getMaskOrRevert` is a collateral token of that
 * credit manager, and so on).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Hex } from 'viem';
import { ROOT } from '../../../../tests/helpers/data';
import { isZeroAddress, sameAddress } from '../../data/address';
import { v31DirFromEnv } from '../networks';
import { contractTypeName, V31_STATES_DIR } from '../states';
import { ADAPTER_LAYOUTS } from './adapters';
import { decodeParams, type ParamValue } from './decode';

type RawBase = { addr: string; version: number | { __value: string }; contractType: string; serializedParams: string };
type RawSuite = {
  creditManager: { baseParams: RawBase; collateralTokens: { token: string }[] };
  adapters: { baseParams: RawBase; targetContract: string }[];
};
type RawState = { markets: { treasury: string; tokens: { addr: string; symbol: string }[]; creditManagers: RawSuite[] }[] };

/** One adapter with its suite, decoded: values by parameter name. */
interface Adapter {
  where: string;
  key: string;
  type: string;
  address: string;
  targetContract: string;
  creditManager: string;
  collateral: string[];
  treasury: string;
  marketTokens: { addr: string; symbol: string }[];
  values: Record<string, ParamValue>;
  /** The other adapters of the same credit suite. */
  suite: Adapter[];
}

const dir = path.join(v31DirFromEnv(ROOT), V31_STATES_DIR);
const adapters: Adapter[] = [];
const undecoded: string[] = [];
for (const file of readdirSync(dir).filter((n) => n.endsWith('.json')).sort()) {
  const state = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as RawState;
  state.markets.forEach((market, mi) =>
    market.creditManagers.forEach((s, si) => {
      const suite: Adapter[] = [];
      s.adapters.forEach((a, ai) => {
        const where = `${file} market ${mi} suite ${si} adapter ${ai}`;
        const type = contractTypeName(a.baseParams.contractType as Hex);
        const version = typeof a.baseParams.version === 'object' ? Number(a.baseParams.version.__value) : a.baseParams.version;
        const d = decodeParams({ type, version, serializedParams: a.baseParams.serializedParams as Hex });
        if (d.kind !== 'decoded') {
          undecoded.push(`${where}: ${d.kind === 'raw' ? d.detail : 'no bytes'}`);
          return;
        }
        const adapter: Adapter = {
          where,
          key: `${type}@${version}`,
          type,
          address: a.baseParams.addr,
          targetContract: a.targetContract,
          creditManager: s.creditManager.baseParams.addr,
          collateral: s.creditManager.collateralTokens.map((t) => t.token),
          treasury: market.treasury,
          marketTokens: market.tokens,
          values: Object.fromEntries(d.params.map((p) => [p.name, p.value])),
          suite,
        };
        suite.push(adapter);
        adapters.push(adapter);
      });
    }),
  );
}

const str = (v: ParamValue | undefined): string => {
  if (typeof v !== 'string') throw new Error(`expected a string value, got ${JSON.stringify(v)}`);
  return v;
};
const list = (v: ParamValue | undefined): ParamValue[] => {
  if (!Array.isArray(v)) throw new Error(`expected a list, got ${JSON.stringify(v)}`);
  return v;
};
const field = (v: ParamValue, name: string): string => {
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw new Error(`expected a struct, got ${JSON.stringify(v)}`);
  return str(v[name]);
};

/** The token is a collateral token of the adapter's credit manager (what `_getMaskOrRevert` demands). */
function expectCollateral(a: Adapter, token: string, what: string): void {
  expect(isZeroAddress(token), `${a.where} ${a.key} ${what} is the zero address`).toBe(false);
  expect(a.collateral.some((c) => sameAddress(c, token)), `${a.where} ${a.key} ${what} ${token} is not a collateral token`).toBe(true);
}
const expectSorted = (a: Adapter, token0: string, token1: string): void => {
  expect(BigInt(token0) < BigInt(token1), `${a.where} ${a.key} tokens not sorted: ${token0} ${token1}`).toBe(true);
};
const vals = (a: Adapter, ...names: string[]): string[] => names.map((n) => str(a.values[n]));
/** The symbol the market gives a token. */
const symbol = (a: Adapter, token: string): string => {
  const s = a.marketTokens.find((t) => sameAddress(t.addr, token))?.symbol;
  if (s === undefined) throw new Error(`${a.where} ${a.key}: ${token} is not a token of the market`);
  return s;
};

/** Per type, what the adapter's source guarantees about its serialized values. */
const CHECKS: Record<string, (a: Adapter) => void> = {
  'ADAPTER::BALANCER_V3_ROUTER': (a) => {
    const pools = list(a.values.pools);
    expect(pools.length).toBeGreaterThan(0);
    for (const p of pools) {
      if (typeof p === 'string') {
        // 3.10: the allowed pools' addresses only
        expect(isZeroAddress(p)).toBe(false);
        continue;
      }
      // 3.11: a pool is listed while its status is not NOT_ALLOWED (0); the pool itself is collateral unless SWAP_ONLY (3)
      const status = Number(field(p, 'status'));
      expect([1, 2, 3, 4]).toContain(status);
      if (status !== 3) expectCollateral(a, field(p, 'pool'), 'pool');
    }
  },
  'ADAPTER::CURVE_STABLE_NG': (a) => checkCurve(a, Number(str(a.values.nCoins))),
  'ADAPTER::CURVE_V1_2ASSETS': (a) => checkCurve(a, 2),
  'ADAPTER::CVX_V1_BASE_REWARD_POOL': (a) => {
    for (const n of ['curveLPtoken', 'stakingToken', 'stakedPhantomToken']) expectCollateral(a, str(a.values[n]), n);
  },
  'ADAPTER::CVX_V1_BOOSTER': (a) => {
    // the booster's pools are read from the suite's reward-pool adapters: each pool is one of theirs
    const pools = list(a.values.supportedPools);
    expect(pools.length).toBeGreaterThan(0);
    expect(new Set(pools.map((p) => field(p, 'pid'))).size).toBe(pools.length);
    for (const p of pools) {
      const match = a.suite.filter(
        (o) =>
          o.type === 'ADAPTER::CVX_V1_BASE_REWARD_POOL' &&
          sameAddress(str(o.values.curveLPtoken), field(p, 'curveToken')) &&
          sameAddress(str(o.values.stakingToken), field(p, 'convexToken')) &&
          sameAddress(str(o.values.stakedPhantomToken), field(p, 'phantomToken')),
      );
      expect(match, `${a.where} pool ${field(p, 'pid')} has no reward-pool adapter in its suite`).toHaveLength(1);
    }
  },
  'ADAPTER::ERC4626_VAULT': (a) => {
    expectCollateral(a, str(a.values.asset), 'asset');
    // 3.12 names the vault (the target unless a gateway stands in for it); 3.11's target is the vault
    expectCollateral(a, a.values.vault === undefined ? a.targetContract : str(a.values.vault), 'vault');
  },
  'ADAPTER::FLUID_DEX': (a) => {
    for (const t of vals(a, 'token0', 'token1')) expectCollateral(a, t, 'token');
  },
  'ADAPTER::KELP_DEPOSIT_POOL': (a) => {
    const assets = list(a.values.allowedAssets);
    expect(assets.length).toBeGreaterThan(0);
    for (const t of assets) expectCollateral(a, str(t), 'allowed asset');
  },
  'ADAPTER::KELP_WITHDRAWAL': (a) => {
    const tokens = list(a.values.tokens);
    const phantoms = list(a.values.phantomTokens);
    expect(tokens.length).toBeGreaterThan(0);
    expect(phantoms).toHaveLength(tokens.length);
    tokens.forEach((t, i) => {
      expectCollateral(a, str(t), 'token out');
      expectCollateral(a, str(phantoms[i]), 'its phantom token');
      // the pending-withdrawal token is named after the token it pays out (WETH: kpwWETH)
      expect(symbol(a, str(phantoms[i])).endsWith(symbol(a, str(t)))).toBe(true);
      expect(sameAddress(str(t), str(phantoms[i]))).toBe(false);
    });
  },
  'ADAPTER::LIDO_V1': (a) => {
    expectCollateral(a, str(a.values.stETH), 'stETH');
    expectCollateral(a, str(a.values.weth), 'weth');
    // the treasury is read from the credit manager's pool at deployment
    expect(sameAddress(str(a.values.treasury), a.treasury), `${a.where} treasury`).toBe(true);
    expect(a.marketTokens.find((t) => sameAddress(t.addr, str(a.values.weth)))?.symbol).toBe('WETH');
  },
  'ADAPTER::LIDO_WSTETH_V1': (a) => {
    expectCollateral(a, str(a.values.stETH), 'stETH');
    expectCollateral(a, a.targetContract, 'wstETH (the target)');
    expect(a.marketTokens.find((t) => sameAddress(t.addr, a.targetContract))?.symbol).toBe('wstETH');
  },
  'ADAPTER::MELLOW_CLAIMER': (a) => {
    const vaults = list(a.values.allowedMultiVaults);
    expect(vaults.length).toBeGreaterThan(0);
    for (const v of vaults) expect(symbol(a, str(v)).length).toBeGreaterThan(0);
  },
  'ADAPTER::MELLOW_ERC4626_VAULT': (a) => {
    // no gateway: the target is the vault itself
    expect(sameAddress(str(a.values.vault), a.targetContract)).toBe(true);
    expectCollateral(a, str(a.values.vault), 'vault');
    expectCollateral(a, str(a.values.asset), 'asset');
  },
  'ADAPTER::MIDAS_GATEWAY': (a) => {
    expect(sameAddress(str(a.values.gateway), a.targetContract)).toBe(true);
    expectCollateral(a, str(a.values.mToken), 'mToken');
    expectCollateral(a, str(a.values.quoteToken), 'quoteToken');
    const phantom = str(a.values.phantomToken);
    if (!isZeroAddress(phantom)) {
      expectCollateral(a, phantom, 'phantomToken');
      // the redemption token is named after the mToken and the quote token (mF-ONE, USDC: mF-ONErdUSDC)
      expect(symbol(a, phantom)).toBe(`${symbol(a, str(a.values.mToken))}rd${symbol(a, str(a.values.quoteToken))}`);
    }
    expect(str(a.values.referrerId)).toMatch(/^0x[0-9a-f]{64}$/);
  },
  'ADAPTER::PENDLE_ROUTER': (a) => {
    const pairs = list(a.values.pairs);
    expect(pairs.length).toBeGreaterThan(0);
    for (const p of pairs) {
      // listed pairs are ALLOWED (1) or EXIT_ONLY (2); 3.11 adds the Pendle token's kind, PT (0) or LP (1)
      expect([1, 2]).toContain(Number(field(p, 'status')));
      if (typeof p === 'object' && !Array.isArray(p) && 'pendleTokenType' in p) expect([0, 1]).toContain(Number(field(p, 'pendleTokenType')));
      expect(isZeroAddress(field(p, 'market'))).toBe(false);
      expectCollateral(a, field(p, 'inputToken'), 'input token');
      expectCollateral(a, field(p, 'pendleToken'), 'Pendle token');
    }
  },
  'ADAPTER::SECURITIZE_ONRAMP': (a) => {
    for (const n of ['dsToken', 'liquidityToken']) expectCollateral(a, str(a.values[n]), n);
  },
  'ADAPTER::SECURITIZE_REDEMPTION': (a) => {
    for (const n of ['dsToken', 'stableCoinToken', 'redemptionPhantomToken']) expectCollateral(a, str(a.values[n]), n);
    // the redemption token is named after the DS token and the stablecoin (ACRED, USDC: srpACRED_USDC)
    const [ds, stable, phantom] = vals(a, 'dsToken', 'stableCoinToken', 'redemptionPhantomToken').map((t) => symbol(a, t));
    expect(phantom).toBe(`srp${ds}_${stable}`);
  },
  'ADAPTER::UNISWAP_V2_ROUTER': (a) => {
    const pairs = list(a.values.pairs);
    expect(pairs.length).toBeGreaterThan(0);
    for (const p of pairs) {
      expectCollateral(a, field(p, 'token0'), 'token0');
      expectCollateral(a, field(p, 'token1'), 'token1');
      expectSorted(a, field(p, 'token0'), field(p, 'token1'));
    }
  },
  'ADAPTER::UNISWAP_V3_ROUTER': (a) => {
    const pools = list(a.values.pools);
    expect(pools.length).toBeGreaterThan(0);
    for (const p of pools) {
      expectCollateral(a, field(p, 'token0'), 'token0');
      expectCollateral(a, field(p, 'token1'), 'token1');
      expectSorted(a, field(p, 'token0'), field(p, 'token1'));
      // the fee tier in millionths: below 100%
      expect(Number(field(p, 'fee'))).toBeGreaterThan(0);
      expect(Number(field(p, 'fee'))).toBeLessThan(1_000_000);
    }
  },
  'ADAPTER::UNISWAP_V4_GATEWAY': (a) => {
    const keys = list(a.values.poolKeys);
    expect(keys.length).toBeGreaterThan(0);
    const weth = a.marketTokens.find((t) => t.symbol === 'WETH')?.addr;
    for (const k of keys) {
      // the adapter keeps a pool key as configured (unsorted); the zero address is native ETH, traded as WETH
      const [t0, t1] = [field(k, 'token0'), field(k, 'token1')];
      expect(sameAddress(t0, t1)).toBe(false);
      for (const t of [t0, t1]) expectCollateral(a, isZeroAddress(t) ? (weth ?? t) : t, 'pool key token');
      expect(Number(field(k, 'tickSpacing'))).toBeGreaterThan(0);
    }
  },
};

/** Curve: the LP token and the first `nCoins` coins are collateral, the coins past them are zero. */
function checkCurve(a: Adapter, nCoins: number): void {
  expect(nCoins).toBeGreaterThanOrEqual(2);
  expectCollateral(a, str(a.values.lp_token), 'lp_token');
  const coins = Object.keys(a.values).filter((n) => /^token\d$/.test(n)).map((n) => str(a.values[n]));
  coins.forEach((c, i) => {
    if (i < nCoins) expectCollateral(a, c, `token${i}`);
    else expect(isZeroAddress(c), `${a.where} token${i} past nCoins`).toBe(true);
  });
  // a plain pool has no base pool and no underlying coins
  if (isZeroAddress(str(a.values.metapoolBase))) {
    for (const u of ['underlying0', 'underlying1', 'underlying2', 'underlying3']) expect(isZeroAddress(str(a.values[u]))).toBe(true);
  }
  expect(typeof a.values.use256).toBe('boolean');
}

describe('V3.1 adapter parameters in the real states', () => {
  test('every adapter of the four states decodes; its type and version are the 26 pairs the layouts name', () => {
    expect(undecoded).toEqual([]);
    const pairs = new Set(adapters.map((a) => a.key));
    expect(pairs.size).toBe(26);
    expect([...pairs].sort()).toEqual(ADAPTER_LAYOUTS.flatMap((l) => l.versions.map((v) => `${l.type}@${v}`)).sort());
  });

  test("each adapter's credit manager is its suite's, and its target the one the state lists for it", () => {
    expect(adapters.length).toBeGreaterThan(500);
    for (const a of adapters) {
      expect(sameAddress(str(a.values.creditManager), a.creditManager), `${a.where} creditManager`).toBe(true);
      expect(sameAddress(str(a.values.targetContract), a.targetContract), `${a.where} targetContract`).toBe(true);
      expect(isZeroAddress(a.targetContract)).toBe(false);
      expect(sameAddress(a.targetContract, a.address)).toBe(false);
    }
  });

  test.each(Object.keys(CHECKS))('%s: its values agree with the rest of the state (collateral tokens, suite, token names)', (type) => {
    const ofType = adapters.filter((a) => a.type === type);
    expect(ofType.length).toBeGreaterThan(0);
    for (const a of ofType) CHECKS[type]?.(a);
  });

  test('every adapter type in the states has its checks', () => {
    expect(Object.keys(CHECKS).sort()).toEqual([...new Set(adapters.map((a) => a.type))].sort());
  });

  test('a layout that misreads the bytes fails: the 3.11 Balancer layout on 3.10 bytes, the 3.10 Pendle layout on 3.11 bytes', () => {
    const raw = (key: string): Hex => {
      for (const file of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
        const state = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as RawState;
        for (const m of state.markets)
          for (const s of m.creditManagers)
            for (const a of s.adapters) {
              const v = typeof a.baseParams.version === 'object' ? Number(a.baseParams.version.__value) : a.baseParams.version;
              if (`${contractTypeName(a.baseParams.contractType as Hex)}@${v}` === key) return a.baseParams.serializedParams as Hex;
            }
      }
      throw new Error(`no ${key} in the states`);
    };
    expect(decodeParams({ type: 'ADAPTER::BALANCER_V3_ROUTER', version: 311, serializedParams: raw('ADAPTER::BALANCER_V3_ROUTER@310') }).kind).toBe('raw');
    expect(decodeParams({ type: 'ADAPTER::PENDLE_ROUTER', version: 310, serializedParams: raw('ADAPTER::PENDLE_ROUTER@311') }).kind).toBe('raw');
    expect(decodeParams({ type: 'ADAPTER::ERC4626_VAULT', version: 312, serializedParams: raw('ADAPTER::ERC4626_VAULT@311') }).kind).toBe('raw');
  });
});
