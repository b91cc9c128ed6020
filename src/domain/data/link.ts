/**
 * Decoding: validated and checked raw JSON → typed model. Bigint markers
 * become `bigint`, every address becomes EIP-55 checksummed, address-keyed
 * maps become lists, and references are linked: each credit manager carries
 * its pool and its debt parameters (checks.ts has made sure they exist).
 */
import { getAddress, type Address } from 'viem';
import { addressKey, sameAddress } from './address';
import type { RawBigint, RawLegacyList, RawPriceFeed, RawSnapshot } from './schema';
import type {
  Core,
  CreditManager,
  LegacyItem,
  LegacyList,
  NetworkSnapshot,
  Pool,
  PriceFeed,
  Token,
  TokenFeed,
} from './model';
import type { NetworkInfo } from './networks';

export const addr = (value: string): Address => getAddress(value);

export function big(marker: RawBigint): bigint {
  return BigInt(marker.__value);
}

/**
 * A JSON number that may be larger than 2^53 (written by JavaScript as
 * `7.4e+22`) or a bigint marker, to an exact `bigint`. The number's shortest
 * decimal text is taken as the intended value.
 */
export function looseBig(value: number | RawBigint): bigint {
  if (typeof value !== 'number') return big(value);
  return decimalTextToBigint(String(value));
}

/** "7.4e+22" → 74000000000000000000000n; "12" → 12n. Rejects fractions. */
export function decimalTextToBigint(text: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i.exec(text);
  if (!match) throw new RangeError(`not a decimal number: ${text}`);
  const [, sign = '', whole = '', fraction = '', exp = '0'] = match;
  const shift = Number(exp) - fraction.length;
  const digits = BigInt(whole + fraction);
  if (shift < 0) {
    const divisor = 10n ** BigInt(-shift);
    if (digits % divisor !== 0n) throw new RangeError(`not an integer: ${text}`);
    return (sign ? -1n : 1n) * (digits / divisor);
  }
  return (sign ? -1n : 1n) * digits * 10n ** BigInt(shift);
}

function feed(raw: RawPriceFeed): PriceFeed {
  const out: PriceFeed = {
    address: addr(raw.address),
    version: raw.version,
    type: raw.type,
    stalenessPeriod: raw.stalenessPeriod,
    skipCheck: raw.skipCheck,
    parts: (raw.pricefeeds ?? []).map(feed),
  };
  if (raw.dataId !== undefined || raw.signers !== undefined) {
    out.signed = {
      dataId: raw.dataId ?? '',
      signers: (raw.signers ?? []).map(addr),
      threshold: raw.signersThreshold ?? 0,
    };
  }
  return out;
}

function feeds(map: Record<string, RawPriceFeed>): TokenFeed[] {
  return Object.entries(map).map(([token, f]) => ({ token: addr(token), feed: feed(f) }));
}

function core(raw: RawSnapshot['core']): Core {
  const entries = Object.entries(raw.addressProviderV3.addresses).flatMap(([role, versions]) =>
    Object.entries(versions).map(([version, a]) => ({ role, version: Number(version), address: addr(a) })),
  );
  const tl = raw.controllerTimelockV3;
  return {
    addressProvider: { address: addr(raw.addressProviderV3.address), entries },
    acl: {
      address: addr(raw.acl.address),
      owner: addr(raw.acl.owner),
      pausableAdmins: raw.acl.pausableAdmins.map(addr),
      unpausableAdmins: raw.acl.unpausableAdmins.map(addr),
    },
    contractsRegister: addr(raw.contractsRegister.address),
    botList: addr(raw.botList.address),
    degenNFT: addr(raw.degenNFT2.address),
    accountFactory: { address: addr(raw.accountFactory.address), version: raw.accountFactory.version },
    controllerTimelock: {
      address: addr(tl.address),
      policies: Object.entries(tl.policies).map(([hash, p]) => ({
        hash: hash.toLowerCase() as `0x${string}`,
        enabled: p.enabled,
        admin: addr(p.admin),
        delay: p.delay,
        flags: p.flags,
        exactValue: big(p.exactValue),
        minValue: big(p.minValue),
        maxValue: big(p.maxValue),
        referencePoint: big(p.referencePoint),
        referencePointUpdatePeriod: p.referencePointUpdatePeriod,
        referencePointTimestampLU: p.referencePointTimestampLU,
        minPctChangeDown: p.minPctChangeDown,
        minPctChangeUp: p.minPctChangeUp,
        maxPctChangeDown: p.maxPctChangeDown,
        maxPctChangeUp: p.maxPctChangeUp,
        minChange: big(p.minChange),
        maxChange: big(p.maxChange),
      })),
      groups: Object.entries(tl.groups).map(([name, members]) => ({ name, members: members.map(addr) })),
    },
    gearStaking: {
      address: addr(raw.gearStakingV3.address),
      successor: addr(raw.gearStakingV3.successor),
      migrator: addr(raw.gearStakingV3.migrator),
    },
  };
}

function pool(raw: RawSnapshot['poolState'][number]): Pool {
  const p = raw.pool;
  const lm = raw.linearModel;
  return {
    address: addr(p.address),
    name: p.name,
    symbol: p.symbol,
    underlying: addr(p.underlying),
    dieselToken: addr(p.dieselToken),
    decimals: p.decimals,
    version: p.version,
    isPaused: p.isPaused,
    baseInterestIndex: big(p.baseInterestIndex),
    availableLiquidity: big(p.availableLiquidity),
    expectedLiquidity: big(p.expectedLiquidity),
    totalBorrowed: big(p.totalBorrowed),
    totalDebtLimit: big(p.totalDebtLimit),
    totalAssets: big(p.totalAssets),
    totalSupply: big(p.totalSupply),
    supplyRate: big(p.supplyRate),
    baseInterestRate: big(p.baseInterestRate),
    dieselRate: big(p.dieselRate_RAY),
    withdrawFee: p.withdrawFee,
    lastBaseInterestUpdate: big(p.lastBaseInterestUpdate),
    quotaKeeper: addr(raw.poolQuotaKeeper.address),
    quotas: Object.entries(raw.poolQuotaKeeper.quotas).map(([token, q]) => ({
      token: addr(token),
      rate: q.rate,
      quotaIncreaseFee: q.quotaIncreaseFee,
      totalQuoted: big(q.totalQuoted),
      limit: big(q.limit),
      isActive: q.isActive,
    })),
    gauge: {
      address: addr(raw.gauge.address),
      currentEpoch: raw.gauge.currentEpoch,
      epochFrozen: raw.gauge.epochFrozen,
      params: Object.entries(raw.gauge.quotaParams).map(([token, g]) => ({
        token: addr(token),
        minRate: g.minRate,
        maxRate: g.maxRate,
        votesLpSide: looseBig(g.totalVotesLpSide),
        votesCaSide: looseBig(g.totalVotesCaSide),
        rate: g.rate,
      })),
    },
    interestModel: {
      address: addr(lm.address),
      U1: lm.U1,
      U2: lm.U2,
      Rbase: lm.Rbase,
      Rslope1: lm.Rslope1,
      Rslope2: lm.Rslope2,
      Rslope3: lm.Rslope3,
      isBorrowingMoreU2Forbidden: lm.isBorrowingMoreU2Forbidden,
    },
    zappers: p.zappers.map((z) => ({ zapper: addr(z.zapper), tokenIn: addr(z.tokenIn), tokenOut: addr(z.tokenOut) })),
  };
}

/** A pool of the snapshot by address, with its raw debt parameters. */
type PoolIndex = Map<string, { pool: Pool; debtParams: RawSnapshot['poolState'][number]['pool']['creditManagerDebtParams'] }>;

function creditManager(raw: RawSnapshot['creditState'][number], pools: PoolIndex): CreditManager {
  const f = raw.creditFacade;
  const m = raw.creditManager;
  const linked = pools.get(addressKey(m.pool));
  const debt = linked && Object.values(linked.debtParams).find((d) => sameAddress(d.creditManager, m.address));
  if (!linked || !debt) throw new Error(`credit manager ${m.name}: its pool or debt parameters are missing (checkReferences runs before decoding)`);
  return {
    address: addr(m.address),
    name: m.name,
    version: m.version,
    accountFactory: addr(m.accountFactory),
    pool: linked.pool,
    debt: { borrowed: big(debt.borrowed), limit: big(debt.limit), availableToBorrow: big(debt.availableToBorrow) },
    priceOracle: addr(m.priceOracle),
    facade: {
      address: addr(f.address),
      version: f.version,
      maxQuotaMultiplier: f.maxQuotaMultiplier,
      expirable: f.expirable,
      isDegenMode: f.isDegenMode,
      degenNFT: addr(f.degenNFT),
      expirationDate: f.expirationDate,
      maxDebtPerBlockMultiplier: f.maxDebtPerBlockMultiplier,
      botList: addr(f.botList),
      minDebt: big(f.minDebt),
      maxDebt: big(f.maxDebt),
      currentCumulativeLoss: big(f.currentCumulativeLoss),
      maxCumulativeLoss: big(f.maxCumulativeLoss),
      forbiddenTokenMask: big(f.forbiddenTokenMask),
      isPaused: f.isPaused,
    },
    configurator: {
      address: addr(raw.creditConfigurator.address),
      version: raw.creditConfigurator.version,
      emergencyLiquidators: raw.creditConfigurator.emergencyLiquidators.map(addr),
    },
    maxEnabledTokens: m.maxEnabledTokens,
    collateralTokens: Object.entries(m.collateralTokens).map(([token, lt]) => ({
      token: addr(token),
      liquidationThreshold: lt,
    })),
    feeInterest: m.feeInterest,
    feeLiquidation: m.feeLiquidation,
    liquidationDiscount: m.liquidationDiscount,
    feeLiquidationExpired: m.feeLiquidationExpired,
    liquidationDiscountExpired: m.liquidationDiscountExpired,
    quotedTokensMask: big(m.quotedTokensMask),
    adapters: Object.entries(m.contractsToAdapters).map(([target, adapter]) => ({
      target: addr(target),
      adapter: addr(adapter),
    })),
  };
}

export function decodeSnapshot(raw: RawSnapshot, network: NetworkInfo, tokens: Token[]): NetworkSnapshot {
  const periphery: NetworkSnapshot['periphery'] = {
    zapperRegister: addr(raw.periphery.zapperRegister.address),
    dataCompressor: addr(raw.periphery.dataCompressorV3.address),
    multiPause: addr(raw.periphery.multiPause.address),
  };
  if (raw.periphery.degenDistributor) periphery.degenDistributor = addr(raw.periphery.degenDistributor.address);
  const pools = raw.poolState.map(pool);
  const index: PoolIndex = new Map(raw.poolState.map((p, i) => [addressKey(p.pool.address), { pool: pools[i] as Pool, debtParams: p.pool.creditManagerDebtParams }]));
  return {
    network,
    block: raw.block,
    timestamp: raw.timestamp,
    core: core(raw.core),
    priceOracle: {
      address: addr(raw.priceOracle.priceOracleV3.address),
      main: feeds(raw.priceOracle.mainPriceFeeds),
      reserve: feeds(raw.priceOracle.reservePriceFeeds),
    },
    periphery,
    pools,
    creditManagers: raw.creditState.map((c) => creditManager(c, index)),
    router: {
      address: addr(raw.routerState.router.address),
      components: raw.routerState.router.components.map((c) => ({ id: c.routerComponent, address: addr(c.address) })),
    },
    contractLabels: new Map(Object.entries(raw.contractLabels).map(([k, v]) => [addressKey(k), v])),
    tokens,
  };
}

export function decodeTokens(raw: { symbol: string; address: string }[]): Token[] {
  return raw.map((t) => ({ symbol: t.symbol, address: addr(t.address) }));
}

function legacyItems(items: RawLegacyList['sections'][number]['entries']): LegacyItem[] {
  return items.map((item) =>
    'entries' in item
      ? { label: item.label, entries: item.entries.map((e) => legacyEntry(e)) }
      : legacyEntry(item),
  );
}

function legacyEntry(e: { label: string; address: string; sourceLink?: string | undefined }) {
  return e.sourceLink === undefined
    ? { label: e.label, address: addr(e.address) }
    : { label: e.label, address: addr(e.address), sourceLink: e.sourceLink };
}

export function decodeLegacy(raw: RawLegacyList): LegacyList {
  return {
    title: raw.title,
    sections: raw.sections.map((s) => ({
      title: s.title,
      items: legacyItems(s.entries),
      subsections: s.subsections.map((ss) => ({ title: ss.title, items: legacyItems(ss.entries) })),
    })),
  };
}
