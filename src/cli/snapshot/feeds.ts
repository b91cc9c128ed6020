/**
 * Price-feed trees. A feed reports its kind (`priceFeedType()`, a
 * PriceFeedType code; external Chainlink-style aggregators have none and are
 * code 0) and version; composite kinds name the feeds they are built from
 * together with the staleness period and skip flag they apply to each. The
 * staleness and skip flag of a node are therefore its parent's (or, at the
 * top, the oracle's) settings for it.
 */
import { hexToString, type Address } from 'viem';
import { PRICE_FEED_TYPES, priceFeedTypeName, type PriceFeedTypeName } from '../../domain/data/enums';
import type { RawPriceFeed } from '../../domain/data/schema';
import { addressKey } from '../../domain/data/address';
import { priceFeed, redstonePriceFeed, REDSTONE_SIGNER_SLOTS } from '../../domain/abi/priceFeed';
import { checksum, num } from './encode';
import { SnapshotError } from './errors';
import type { BatchReader } from './reader';

/** Kinds with one underlying feed: priceFeed(), stalenessPeriod(), skipCheck(). */
const SINGLE: ReadonlySet<PriceFeedTypeName> = new Set<PriceFeedTypeName>([
  'YEARN_ORACLE',
  'WSTETH_ORACLE',
  'BOUNDED_ORACLE',
  'WRAPPED_AAVE_V2_ORACLE',
  'COMPOUND_V2_ORACLE',
  'ERC4626_VAULT_ORACLE',
  'CURVE_USD_ORACLE',
  'MELLOW_LRT_ORACLE',
  'PENDLE_PT_TWAP_ORACLE',
]);

/** Kinds with numbered feeds: how many they hold at most, and the getter that says how many are set. */
const COUNTED: Partial<Record<PriceFeedTypeName, { count: 'nCoins' | 'numAssets'; max: number }>> = {
  CURVE_2LP_ORACLE: { count: 'nCoins', max: 4 },
  CURVE_3LP_ORACLE: { count: 'nCoins', max: 4 },
  CURVE_4LP_ORACLE: { count: 'nCoins', max: 4 },
  CURVE_CRYPTO_ORACLE: { count: 'nCoins', max: 3 },
  BALANCER_STABLE_LP_ORACLE: { count: 'numAssets', max: 5 },
  BALANCER_WEIGHTED_LP_ORACLE: { count: 'numAssets', max: 8 },
};

export type FeedLayout =
  | { kind: 'leaf' }
  | { kind: 'signed' }
  | { kind: 'single' }
  | { kind: 'composite' }
  | { kind: 'counted'; count: 'nCoins' | 'numAssets'; max: number };

/** How a kind names the feeds it is built from (see abi/priceFeed.ts for the sources). */
export function feedLayout(name: PriceFeedTypeName): FeedLayout {
  if (name === 'REDSTONE_ORACLE') return { kind: 'signed' };
  if (name === 'COMPOSITE_ORACLE') return { kind: 'composite' };
  if (SINGLE.has(name)) return { kind: 'single' };
  const counted = COUNTED[name];
  if (counted) return { kind: 'counted', ...counted };
  // CHAINLINK_ORACLE, ZERO_ORACLE, PYTH_ORACLE and the SDK-only kinds.
  return { kind: 'leaf' };
}

interface Part {
  address: Address;
  stalenessPeriod: number;
  skipCheck: boolean;
}

interface FeedNode {
  address: Address;
  version: number;
  type: number;
  parts: Part[];
  signed?: { dataId: string; signers: Address[]; threshold: number };
}

export const SLOT_FEED = ['priceFeed0', 'priceFeed1', 'priceFeed2', 'priceFeed3', 'priceFeed4', 'priceFeed5', 'priceFeed6', 'priceFeed7'] as const;
export const SLOT_STALENESS = [
  'stalenessPeriod0',
  'stalenessPeriod1',
  'stalenessPeriod2',
  'stalenessPeriod3',
  'stalenessPeriod4',
  'stalenessPeriod5',
  'stalenessPeriod6',
  'stalenessPeriod7',
] as const;
export const SLOT_SKIP = ['skipCheck0', 'skipCheck1', 'skipCheck2', 'skipCheck3', 'skipCheck4', 'skipCheck5', 'skipCheck6', 'skipCheck7'] as const;
export const SIGNERS = [
  'signerAddress0',
  'signerAddress1',
  'signerAddress2',
  'signerAddress3',
  'signerAddress4',
  'signerAddress5',
  'signerAddress6',
  'signerAddress7',
  'signerAddress8',
  'signerAddress9',
] as const;

export class FeedReader {
  private readonly nodes = new Map<string, Promise<FeedNode>>();
  /** Distinct feed contracts read. */
  get count(): number {
    return this.nodes.size;
  }

  constructor(private readonly reader: BatchReader) {}

  /** The feed at `address` with the staleness and skip flag its user applies, and its parts, recursively. */
  async tree(address: Address, stalenessPeriod: number, skipCheck: boolean, context: string, depth = 0): Promise<RawPriceFeed> {
    if (depth > 8) throw new SnapshotError(`price feed ${address} (${context}) nests more than 8 levels deep`);
    const node = await this.node(address, context);
    const head = { address: node.address, version: node.version, type: node.type };
    if (node.signed) {
      return {
        ...head,
        dataId: node.signed.dataId,
        signers: node.signed.signers,
        signersThreshold: node.signed.threshold,
        stalenessPeriod,
        skipCheck,
      };
    }
    const pricefeeds = await Promise.all(
      node.parts.map((p, i) => this.tree(p.address, p.stalenessPeriod, p.skipCheck, `part ${i} of ${context}`, depth + 1)),
    );
    return { ...head, stalenessPeriod, skipCheck, pricefeeds };
  }

  private node(address: Address, context: string): Promise<FeedNode> {
    const key = addressKey(address);
    let node = this.nodes.get(key);
    if (!node) {
      node = this.readNode(checksum(address), context);
      this.nodes.set(key, node);
    }
    return node;
  }

  private async readNode(address: Address, context: string): Promise<FeedNode> {
    const r = this.reader;
    const [code, version] = await Promise.all([
      r.tryRead(priceFeed, address, 'priceFeedType'),
      r.read(priceFeed, address, 'version', undefined, `price feed, ${context}`),
    ]);
    const type = code ?? 0; // no priceFeedType(): an external Chainlink-style aggregator
    if (type >= PRICE_FEED_TYPES.length) {
      throw new SnapshotError(
        `price feed ${address} (${context}) is of an unknown kind: ${priceFeedTypeName(type)} (known kinds are codes 0–${PRICE_FEED_TYPES.length - 1})`,
      );
    }
    const name = PRICE_FEED_TYPES[type] as PriceFeedTypeName;
    const what = `${name} price feed, ${context}`;
    const base = { address, version: num(version), type };

    const layout = feedLayout(name);
    if (layout.kind === 'signed') {
      const [dataId, threshold, ...signers] = await Promise.all([
        r.read(redstonePriceFeed, address, 'dataFeedId', undefined, what),
        r.read(redstonePriceFeed, address, 'getUniqueSignersThreshold', undefined, what),
        ...SIGNERS.slice(0, REDSTONE_SIGNER_SLOTS).map((fn) => r.read(redstonePriceFeed, address, fn, undefined, what)),
      ]);
      return {
        ...base,
        parts: [],
        signed: { dataId: hexToString(dataId, { size: 32 }).replace(/\0+$/, ''), signers: signers.map(checksum), threshold: num(threshold) },
      };
    }

    if (layout.kind === 'single') {
      const [feed, staleness, skip] = await Promise.all([
        r.read(priceFeed, address, 'priceFeed', undefined, what),
        r.read(priceFeed, address, 'stalenessPeriod', undefined, what),
        r.read(priceFeed, address, 'skipCheck', undefined, what),
      ]);
      return { ...base, parts: [{ address: checksum(feed), stalenessPeriod: num(staleness), skipCheck: skip }] };
    }

    if (layout.kind === 'composite') {
      const [feed0, staleness0, feed1, staleness1, skip1] = await Promise.all([
        r.read(priceFeed, address, 'priceFeed0', undefined, what),
        r.read(priceFeed, address, 'stalenessPeriod0', undefined, what),
        r.read(priceFeed, address, 'priceFeed1', undefined, what),
        r.read(priceFeed, address, 'stalenessPeriod1', undefined, what),
        r.read(priceFeed, address, 'skipCheck1', undefined, what),
      ]);
      return {
        ...base,
        parts: [
          // CompositePriceFeed always checks its first feed (latestRoundData passes skipCheck = false).
          { address: checksum(feed0), stalenessPeriod: num(staleness0), skipCheck: false },
          { address: checksum(feed1), stalenessPeriod: num(staleness1), skipCheck: skip1 },
        ],
      };
    }

    if (layout.kind === 'counted') {
      const n = num(await r.read(priceFeed, address, layout.count, undefined, what));
      if (n > layout.max) throw new SnapshotError(`${what} at ${address} reports ${n} feeds; its kind holds at most ${layout.max}`);
      const parts = await Promise.all(
        Array.from({ length: n }, async (_, i) => {
          const [feed, staleness, skip] = await Promise.all([
            r.read(priceFeed, address, SLOT_FEED[i]!, undefined, what),
            r.read(priceFeed, address, SLOT_STALENESS[i]!, undefined, what),
            r.read(priceFeed, address, SLOT_SKIP[i]!, undefined, what),
          ]);
          return { address: checksum(feed), stalenessPeriod: num(staleness), skipCheck: skip };
        }),
      );
      return { ...base, parts };
    }

    return { ...base, parts: [] };
  }
}
