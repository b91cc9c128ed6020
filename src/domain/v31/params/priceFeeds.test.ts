import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { hexToString, type Hex } from 'viem';
import { ROOT } from '../../../../tests/helpers/data';
import { isZeroAddress, sameAddress } from '../../data/address';
import { v31DirFromEnv } from '../networks';
import { contractTypeName, V31_STATES_DIR } from '../states';
import { decodeParams, type DecodedParam, type ParamValue } from './decode';
import { PRICE_FEED_LAYOUTS } from './priceFeeds';

/** The price feeds of the four real states, as the files hold them, with each feed's decoded parameters. */
interface Big {
  __value: string;
}
interface RawNode {
  baseParams: { addr: string; version: Big; contractType: Hex; serializedParams: Hex };
  description: string;
  underlyingFeeds: string[];
  answer: { price: Big; updatedAt: Big; success: boolean };
}
interface RawMarket {
  tokens: { addr: string; symbol: string; decimals: number }[];
  priceOracle: { priceFeedTree: RawNode[] };
}
interface Feed {
  where: string;
  type: string;
  version: number;
  node: RawNode;
  market: RawMarket;
  /** Decoded parameters by name (undefined when the feed carries no bytes). */
  v?: Record<string, ParamValue>;
  params?: DecodedParam[];
}

const dir = path.join(v31DirFromEnv(ROOT), V31_STATES_DIR);
const feeds: Feed[] = [];
for (const file of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
  const state = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { markets: RawMarket[] };
  state.markets.forEach((market, mi) =>
    market.priceOracle.priceFeedTree.forEach((node, ni) => {
      const bp = node.baseParams;
      const feed: Feed = { where: `${file} markets[${mi}] tree[${ni}]`, type: contractTypeName(bp.contractType), version: Number(bp.version.__value), node, market };
      const d = decodeParams({ type: feed.type, version: feed.version, serializedParams: bp.serializedParams });
      if (d.kind === 'raw') throw new Error(`${feed.where}: ${d.detail}`);
      if (d.kind === 'decoded') {
        feed.params = d.params;
        feed.v = Object.fromEntries(d.params.map((p) => [p.name, p.value]));
      }
      feeds.push(feed);
    }),
  );
}

/** The decoded feeds of one type, each with its parameters; the type must be present (no vacuous test). */
function ofType(type: string): (Feed & { v: Record<string, ParamValue> })[] {
  const found = feeds.filter((f): f is Feed & { v: Record<string, ParamValue> } => f.type === type && f.v !== undefined);
  expect(found.length, type).toBeGreaterThan(0);
  return found;
}
const str = (x: ParamValue | undefined): string => {
  if (typeof x !== 'string') throw new Error(`not a scalar: ${JSON.stringify(x)}`);
  return x;
};
const num = (x: ParamValue | undefined): bigint => BigInt(str(x));
const marketToken = (f: Feed, address: string) => f.market.tokens.find((t) => sameAddress(t.addr, address));
const firstWord = (s: string) => s.split(' ')[0];

describe('V3.1 price feed parameters, decoded from the real states', () => {
  test('the price feeds that carry bytes are exactly the type-version pairs the price feed layouts cover', () => {
    const carrying = new Set(feeds.filter((f) => f.v).map((f) => `${f.type}@${f.version}`));
    const covered = new Set(PRICE_FEED_LAYOUTS.flatMap((l) => l.versions.map((v) => `${l.type}@${v}`)));
    expect([...carrying].sort()).toEqual([...covered].sort());
  });

  test("LP feeds: the upper bound is the lower bound plus LPPriceFeed's 2% window, so the two are in the order the layout says", () => {
    for (const type of ['PRICE_FEED::CURVE_CRYPTO', 'PRICE_FEED::CURVE_STABLE', 'PRICE_FEED::ERC4626', 'PRICE_FEED::WSTETH']) {
      for (const f of ofType(type)) {
        const lower = num(f.v.lowerBound);
        expect(lower, f.where).toBeGreaterThan(0n);
        expect(num(f.v.upperBound), f.where).toBe((lower * 10_200n) / 10_000n);
        expect(isZeroAddress(str(f.v.lpContract)), f.where).toBe(false);
      }
    }
  });

  test('single-asset LP feeds price the token they read the rate from: wstETH and ERC-4626 vaults have lpToken = lpContract', () => {
    for (const f of [...ofType('PRICE_FEED::WSTETH'), ...ofType('PRICE_FEED::ERC4626')]) expect(sameAddress(str(f.v.lpToken), str(f.v.lpContract)), f.where).toBe(true);
    for (const f of ofType('PRICE_FEED::WSTETH')) expect(marketToken(f, str(f.v.lpToken))?.symbol, f.where).toBe('wstETH');
    expect(ofType('PRICE_FEED::WSTETH')[0]?.params?.find((p) => p.name === 'upperBound')?.unit).toBe('wad');
  });

  test("bounded feeds answer the underlying feed's answer, capped at the decoded upper bound", () => {
    let compared = 0;
    for (const f of ofType('PRICE_FEED::BOUNDED')) {
      const cap = num(f.v.upperBound);
      expect(cap, f.where).toBeGreaterThan(0n);
      const under = f.market.priceOracle.priceFeedTree.find((n) => sameAddress(n.baseParams.addr, f.node.underlyingFeeds[0] ?? ''));
      if (!under?.answer.success || !f.node.answer.success) continue;
      const u = BigInt(under.answer.price.__value);
      expect(BigInt(f.node.answer.price.__value), f.where).toBe(u < cap ? u : cap);
      compared++;
    }
    expect(compared).toBeGreaterThan(0);
  });

  test('constant feeds answer their decoded price', () => {
    for (const f of ofType('PRICE_FEED::CONSTANT')) expect(str(f.v.price), f.where).toBe(f.node.answer.price.__value);
  });

  test('Redstone feeds: the stored price and payload time are the answer; signers are distinct addresses, at least the threshold', () => {
    for (const f of ofType('PRICE_FEED::REDSTONE')) {
      expect(str(f.v.lastPrice), f.where).toBe(f.node.answer.price.__value);
      expect(str(f.v.lastPayloadTimestamp), f.where).toBe(f.node.answer.updatedAt.__value);
      const signers = (f.v.signers as string[]).filter((s) => !isZeroAddress(s));
      expect(signers.every((s) => /^0x[0-9a-fA-F]{40}$/.test(s)), f.where).toBe(true);
      expect(new Set(signers.map((s) => s.toLowerCase())).size, f.where).toBe(signers.length);
      const threshold = Number(str(f.v.signersThreshold));
      expect(threshold, f.where).toBeGreaterThanOrEqual(1);
      expect(threshold, f.where).toBeLessThanOrEqual(signers.length);
      expect(hexToString(str(f.v.dataFeedId) as Hex, { size: 32 }).replace(/\0+$/, ''), f.where).toMatch(/^[\x21-\x7e]+$/);
      expect(str(f.v.dataServiceId), f.where).toMatch(/^redstone-/);
      const token = marketToken(f, str(f.v.token));
      if (token) expect(firstWord(f.node.description), f.where).toBe(token.symbol);
    }
  });

  test("Pyth feeds: the token is the one the description names, the confidence cap a share of the price in bps, one Pyth contract", () => {
    const pyth = new Set<string>();
    for (const f of ofType('PRICE_FEED::PYTH')) {
      expect(firstWord(f.node.description), f.where).toBe(marketToken(f, str(f.v.token))?.symbol);
      const ratio = num(f.v.maxConfToPriceRatio);
      expect(ratio > 0n && ratio <= 10_000n, f.where).toBe(true);
      expect(str(f.v.priceFeedId), f.where).toMatch(/^0x(?!0{64})[0-9a-f]{64}$/);
      pyth.add(str(f.v.pyth).toLowerCase());
    }
    expect(pyth.size).toBe(1);
  });

  test('Pendle PT feeds: the decoded expiry is the date in the PT name, and priceToSy is what the description says', () => {
    const months = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
    for (const f of ofType('PRICE_FEED::PENDLE_PT_TWAP')) {
      const d = new Date(Number(num(f.v.expiry)) * 1000);
      const tag = `${d.getUTCDate()}${months[d.getUTCMonth()]}${d.getUTCFullYear()}`;
      expect(f.node.description, f.where).toMatch(new RegExp(` 0?${tag} `));
      expect(f.v.priceToSy, f.where).toBe(f.node.description.includes(' TWAP to SY '));
      expect(Number(num(f.v.twapWindow)), f.where).toBeGreaterThan(0);
      expect(f.params?.find((p) => p.name === 'expiry')?.unit).toBe('timestamp');
    }
  });
});
