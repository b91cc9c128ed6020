/**
 * The snapshot builder: reads Gearbox V3 at one block, starting from the
 * network's address provider, and returns the snapshot JSON the site reads
 * (`src/domain/data/schema.ts`). The RPC client is injected; nothing here touches the
 * file system.
 *
 * Discovery: address provider events → core contracts → contracts register →
 * V3 pools (quota keeper, gauge, interest model, zappers) and credit managers
 * (facade, configurator, collateral, adapters); price oracle events → main and
 * reserve feeds and the feeds they are built from; ACL admins, timelock
 * policies and groups, router components from their events.
 */
import {
  decodeFunctionResult,
  encodeFunctionData,
  hexToString,
  keccak256,
  toHex,
  zeroAddress,
  type AbiEvent,
  type Address,
  type Hex,
  type PublicClient,
} from 'viem';
import { NETWORKS, type NetworkId } from '../../domain/data/networks';
import type { Token } from '../../domain/data/model';
import type { RawPriceFeed, RawSnapshot } from '../../domain/data/schema';
import * as abi from '../../domain/abi';
import { MULTICALL3_ADDRESS } from '../../domain/abi/multicall3';
import { RAY } from '../../domain/protocol/units';
import { ADDRESS_PROVIDERS, DEFAULT_BLOCK_LAG, ROLES, isV3, pickVersion, type RoleName } from '../../domain/data/deployments';
import { big, checksum, looseInteger, num } from './encode';
import { addressKey, isZeroAddress, sameAddress } from '../../domain/data/address';
import { SnapshotError, shortReason } from './errors';
import { FeedReader } from './feeds';
import { contractLabels, tokensUsed } from './labels';
import { readLogs, type DecodedLog } from './logs';
import { BatchReader } from './reader';
import { nth } from '../../domain/lists';

export interface Progress {
  /** What is being read, e.g. "pools". */
  stage: string;
  done: number;
  total: number;
}

export interface BuildOptions {
  client: PublicClient;
  network: NetworkId;
  /** The block to read; default: the latest block minus DEFAULT_BLOCK_LAG. */
  block?: bigint | undefined;
  /** The network's token list (symbols). */
  tokens: readonly Token[];
  /** The previous snapshot's contractLabels: names carried over for the same address. */
  previousLabels?: Readonly<Record<string, string>> | undefined;
  /** Discovery start; default ADDRESS_PROVIDERS[network]. */
  addressProvider?: Address | undefined;
  onProgress?: ((p: Progress) => void) | undefined;
}

export interface BuildStats {
  block: number;
  pools: number;
  creditManagers: number;
  /** Distinct price-feed contracts read. */
  feeds: number;
  /** Contract calls made (inside multicalls or not). */
  calls: number;
  /** Multicalls (or eth_call batches) sent. */
  batches: number;
  multicall: boolean;
}

export interface BuildResult {
  snapshot: RawSnapshot;
  stats: BuildStats;
}

type PoolItem = RawSnapshot['poolState'][number];
type CreditItem = RawSnapshot['creditState'][number];

const ETH_PLACEHOLDER = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

/** Wraps a failure of the first RPC request: the endpoint cannot be reached or answers nonsense. */
async function first<T>(what: Promise<T>): Promise<T> {
  try {
    return await what;
  } catch (error) {
    throw new SnapshotError(`cannot reach the RPC endpoint: ${shortReason(error)}`, { cause: error });
  }
}

function rpc<T>(what: string, p: Promise<T>): Promise<T> {
  return p.catch((error: unknown) => {
    if (error instanceof SnapshotError) throw error;
    throw new SnapshotError(`${what} failed: ${shortReason(error)}`, { cause: error });
  });
}

const keyName = (key: Hex): string => hexToString(key, { size: 32 }).replace(/\0+$/, '');

export async function buildSnapshot(options: BuildOptions): Promise<BuildResult> {
  const { client, network } = options;
  const net = NETWORKS[network];
  const progress = (stage: string, done = 0, total = 0) => options.onProgress?.({ stage, done, total });

  // 1. The endpoint, the chain, the block.
  progress('chain id and block');
  const [chainId, latest] = await first(Promise.all([client.getChainId(), client.getBlockNumber()]));
  if (chainId !== net.chainId) {
    const other = Object.values(NETWORKS).find((n) => n.chainId === chainId);
    throw new SnapshotError(
      `the RPC endpoint is on chain ${chainId}${other ? ` (${other.name})` : ''}, not ${net.name} (chain ${net.chainId})`,
    );
  }
  const blockNumber = options.block ?? (latest > DEFAULT_BLOCK_LAG ? latest - DEFAULT_BLOCK_LAG : 0n);
  if (blockNumber > latest) throw new SnapshotError(`block ${blockNumber} is after the latest block ${latest} of ${net.name}`);
  const ap = checksum(options.addressProvider ?? ADDRESS_PROVIDERS[network]);
  const [block, apCode, mcCode] = await rpc(
    `reading block ${blockNumber}`,
    Promise.all([
      client.getBlock({ blockNumber }),
      client.getCode({ address: ap, blockNumber }),
      client.getCode({ address: MULTICALL3_ADDRESS, blockNumber }),
    ]),
  );
  if (!apCode || apCode === '0x') {
    const now = await rpc('eth_getCode', client.getCode({ address: ap }));
    if (now && now !== '0x') {
      throw new SnapshotError(`block ${blockNumber} is before the deployment of the address provider ${ap} on ${net.name}: no contract there yet`);
    }
    throw new SnapshotError(`no contract at the address provider ${ap} on ${net.name} (chain ${chainId}) at block ${blockNumber}`);
  }
  const multicall = mcCode && mcCode !== '0x' ? MULTICALL3_ADDRESS : undefined;
  const reader = new BatchReader(client, blockNumber, { multicall });

  // 2. The address provider's entries: its SetAddress events, the latest per key and version.
  progress('address provider');
  const apLogs = await readLogs(client, [ap], [eventOf(abi.addressProviderV3.abi, 'SetAddress')], blockNumber);
  const entries = new Map<string, Map<number, Address>>();
  for (const log of apLogs) {
    const key = keyName(log.args.key as Hex);
    const versions = entries.get(key) ?? new Map<number, Address>();
    versions.set(Number(log.args.version as bigint), checksum(log.args.value as string));
    entries.set(key, versions);
  }
  const role = (name: RoleName): Address | undefined => {
    const r = ROLES[name];
    const found = pickVersion(entries.get(r.key) ?? new Map(), r.rule);
    if (!found && !('optional' in r && r.optional)) {
      throw new SnapshotError(
        `the address provider ${ap} has no ${r.key} entry${r.rule === 'v3' ? ' of version 3xx' : ''} at block ${blockNumber}`,
      );
    }
    return found;
  };
  const need = (name: RoleName): Address => role(name) as Address;
  const aclAddr = need('acl');
  const cr = need('contractsRegister');
  const oracle = need('priceOracle');
  const timelock = need('controllerTimelock');
  const staking = need('gearStaking');
  const accountFactory = need('accountFactory');
  const zapperReg = need('zapperRegister');
  const router = need('router');

  // 3. Core: events of the ACL, timelock, oracle and router in one query; core reads in one batch.
  progress('core contracts');
  const events = [
    eventOf(abi.acl.abi, 'PausableAdminAdded'),
    eventOf(abi.acl.abi, 'PausableAdminRemoved'),
    eventOf(abi.acl.abi, 'UnpausableAdminAdded'),
    eventOf(abi.acl.abi, 'UnpausableAdminRemoved'),
    eventOf(abi.controllerTimelockV3.abi, 'SetPolicy'),
    eventOf(abi.controllerTimelockV3.abi, 'SetGroup'),
    eventOf(abi.priceOracleV3.abi, 'SetPriceFeed'),
    eventOf(abi.priceOracleV3.abi, 'SetReservePriceFeed'),
    eventOf(abi.routerV3.abi, 'RouterComponentUpdate'),
  ];
  const [logs, owner, poolList, cmList, afVersion, successor, migrator] = await Promise.all([
    readLogs(client, [aclAddr, timelock, oracle, router], events, blockNumber),
    reader.read(abi.acl, aclAddr, 'owner'),
    reader.read(abi.contractsRegister, cr, 'getPools'),
    reader.read(abi.contractsRegister, cr, 'getCreditManagers'),
    reader.read(abi.versioned, accountFactory, 'version', undefined, 'account factory'),
    reader.read(abi.gearStakingV3, staking, 'successor'),
    reader.read(abi.gearStakingV3, staking, 'migrator'),
  ]);
  const from = (address: Address) => logs.filter((l) => sameAddress(l.address, address));

  // V3 only: the register also lists V1/V2 pools and managers.
  const [poolVersions, cmVersions] = await Promise.all([
    Promise.all(poolList.map((p) => reader.tryRead(abi.versioned, p, 'version'))),
    Promise.all(cmList.map((m) => reader.tryRead(abi.versioned, m, 'version'))),
  ]);
  const pools = poolList.filter((_, i) => { const v = poolVersions[i]; return v !== undefined && isV3(v); }).map(checksum);
  const managers = cmList.filter((_, i) => { const v = cmVersions[i]; return v !== undefined && isV3(v); }).map(checksum);

  let poolsDone = 0;
  let cmsDone = 0;
  let feedsDone = 0;
  const feedReader = new FeedReader(reader);
  const oracleLogs = from(oracle);
  const mainFeeds = latestFeeds(oracleLogs, 'SetPriceFeed');
  const reserveFeeds = latestFeeds(oracleLogs, 'SetReservePriceFeed');
  const feedTotal = mainFeeds.size + reserveFeeds.size;

  const [core, poolState, creditState, main, reserve] = await Promise.all([
    readCore(),
    Promise.all(
      pools.map(async (p) => {
        const item = await readPool(p);
        progress('pools', ++poolsDone, pools.length);
        return item;
      }),
    ),
    Promise.all(
      managers.map(async (m) => {
        const item = await readCreditManager(m);
        progress('credit managers', ++cmsDone, managers.length);
        return item;
      }),
    ),
    readFeeds(mainFeeds, 'main'),
    readFeeds(reserveFeeds, 'reserve'),
  ]);

  const degenDistributor = role('degenDistributor');
  const body: Omit<RawSnapshot, 'contractLabels'> = {
    block: Number(blockNumber),
    timestamp: Number(block.timestamp),
    core,
    priceOracle: { priceOracleV3: { address: oracle }, mainPriceFeeds: main, reservePriceFeeds: reserve },
    periphery: {
      zapperRegister: { address: zapperReg },
      dataCompressorV3: { address: need('dataCompressor') },
      multiPause: { address: need('multiPause') },
      ...(degenDistributor ? { degenDistributor: { address: degenDistributor } } : {}),
    },
    poolState,
    creditState,
    routerState: { router: { address: router, components: routerComponents(from(router)) } },
  };

  // 4. Labels: previous names, token symbols from the list, symbol() on chain for the rest.
  progress('token symbols');
  const bySymbol = new Map(options.tokens.map((t) => [addressKey(t.address), t.symbol]));
  const previous = new Map(Object.entries(options.previousLabels ?? {}).map(([k, v]) => [addressKey(k), v]));
  const used = tokensUsed(body);
  const unknown = [...used].filter((t) => !previous.has(t) && !bySymbol.has(t) && t !== ETH_PLACEHOLDER && t !== zeroAddress);
  const symbols = new Map<string, string>();
  await Promise.all(
    unknown.map(async (t) => {
      const s = await readSymbol(reader, checksum(t));
      if (s) symbols.set(t, s);
    }),
  );
  const snapshot: RawSnapshot = { ...body, contractLabels: contractLabels(body, { tokens: options.tokens, previous, symbols }) };

  return {
    snapshot,
    stats: {
      block: Number(blockNumber),
      pools: pools.length,
      creditManagers: managers.length,
      feeds: feedReader.count,
      calls: reader.calls,
      batches: reader.batches,
      multicall: multicall !== undefined,
    },
  };

  // ---- the parts, read in parallel (their reads share batches) ----

  async function readCore(): Promise<RawSnapshot['core']> {
    const aclLogs = from(aclAddr);
    const tlLogs = from(timelock);
    const policyHashes = unique(tlLogs.filter((l) => l.eventName === 'SetPolicy').map((l) => (l.args.policyHash as Hex).toLowerCase() as Hex));
    const groupLogs = tlLogs.filter((l) => l.eventName === 'SetGroup');
    const members = unique(groupLogs.map((l) => checksum(l.args.contractAddress as string)));
    const [policies, currentGroups] = await Promise.all([
      Promise.all(policyHashes.map((h) => reader.read(abi.controllerTimelockV3, timelock, 'getPolicy', [h]))),
      Promise.all(members.map((m) => reader.read(abi.controllerTimelockV3, timelock, 'getGroup', [m]))),
    ]);
    // SetGroup logs carry keccak256(group); a group's name is learned from any contract now in it.
    const names = new Map<string, string>();
    members.forEach((m, i) => {
      const name = currentGroups[i] ?? '';
      if (name !== '') names.set(keccak256(toHex(name)), name);
    });
    const groups: Record<string, Address[]> = {};
    for (const l of groupLogs) {
      const topic = (l.topics[2] ?? '0x').toLowerCase();
      const name = names.get(topic) ?? topic;
      const list = (groups[name] ??= []);
      const member = checksum(l.args.contractAddress as string);
      if (!list.includes(member)) list.push(member);
    }
    const addresses: Record<string, Record<string, Address>> = {};
    for (const [key, versions] of entries) {
      addresses[key] = Object.fromEntries([...versions].map(([v, a]) => [String(v), a]));
    }
    return {
      addressProviderV3: { address: ap, addresses },
      acl: {
        address: aclAddr,
        owner: checksum(owner),
        pausableAdmins: replaySet(aclLogs, 'PausableAdminAdded', 'PausableAdminRemoved'),
        unpausableAdmins: replaySet(aclLogs, 'UnpausableAdminAdded', 'UnpausableAdminRemoved'),
      },
      contractsRegister: { address: cr },
      botList: { address: need('botList') },
      degenNFT2: { address: need('degenNFT') },
      accountFactory: { address: accountFactory, version: num(afVersion) },
      controllerTimelockV3: {
        address: timelock,
        policies: Object.fromEntries(
          policyHashes.map((h, i) => {
            const p = nth(policies, i);
            return [
              h,
              {
                enabled: p.enabled,
                admin: checksum(p.admin),
                delay: num(p.delay),
                flags: num(p.flags),
                exactValue: big(p.exactValue),
                minValue: big(p.minValue),
                maxValue: big(p.maxValue),
                referencePoint: big(p.referencePoint),
                referencePointUpdatePeriod: num(p.referencePointUpdatePeriod),
                referencePointTimestampLU: num(p.referencePointTimestampLU),
                minPctChangeDown: num(p.minPctChangeDown),
                minPctChangeUp: num(p.minPctChangeUp),
                maxPctChangeDown: num(p.maxPctChangeDown),
                maxPctChangeUp: num(p.maxPctChangeUp),
                minChange: big(p.minChange),
                maxChange: big(p.maxChange),
              },
            ];
          }),
        ),
        groups,
      },
      gearStakingV3: { address: staking, successor: checksum(successor), migrator: checksum(migrator) },
    };
  }

  async function readPool(pool: Address): Promise<PoolItem> {
    const r = reader;
    const P = abi.poolV3;
    const [
      name,
      symbol,
      decimals,
      version,
      paused,
      underlying,
      totalSupply,
      totalAssets,
      dieselRate,
      withdrawFee,
      cms,
      availableLiquidity,
      expectedLiquidity,
      totalBorrowed,
      totalDebtLimit,
      irm,
      baseInterestRate,
      supplyRate,
      baseInterestIndex,
      lastBaseInterestUpdate,
      pqk,
      zappers,
    ] = await Promise.all([
      r.read(P, pool, 'name'),
      r.read(P, pool, 'symbol'),
      r.read(P, pool, 'decimals'),
      r.read(P, pool, 'version'),
      r.read(P, pool, 'paused'),
      r.read(P, pool, 'underlyingToken'),
      r.read(P, pool, 'totalSupply'),
      r.read(P, pool, 'totalAssets'),
      r.read(P, pool, 'convertToAssets', [RAY]),
      r.read(P, pool, 'withdrawFee'),
      r.read(P, pool, 'creditManagers'),
      r.read(P, pool, 'availableLiquidity'),
      r.read(P, pool, 'expectedLiquidity'),
      r.read(P, pool, 'totalBorrowed'),
      r.read(P, pool, 'totalDebtLimit'),
      r.read(P, pool, 'interestRateModel'),
      r.read(P, pool, 'baseInterestRate'),
      r.read(P, pool, 'supplyRate'),
      r.read(P, pool, 'baseInterestIndex'),
      r.read(P, pool, 'lastBaseInterestUpdate'),
      r.read(P, pool, 'poolQuotaKeeper'),
      r.read(abi.zapperRegister, zapperReg, 'zappers', [pool]),
    ]);
    const what = `pool ${name}`;
    const [debt, gauge, quoted, model, forbidden, zapperInfo] = await Promise.all([
      Promise.all(
        cms.map((cm) =>
          Promise.all([
            r.read(P, pool, 'creditManagerBorrowed', [cm], what),
            r.read(P, pool, 'creditManagerDebtLimit', [cm], what),
            r.read(P, pool, 'creditManagerBorrowable', [cm], what),
          ]),
        ),
      ),
      r.read(abi.poolQuotaKeeperV3, pqk, 'gauge', undefined, what),
      r.read(abi.poolQuotaKeeperV3, pqk, 'quotedTokens', undefined, what),
      r.read(abi.linearInterestRateModelV3, irm, 'getModelParameters', undefined, what),
      r.read(abi.linearInterestRateModelV3, irm, 'isBorrowingMoreU2Forbidden', undefined, what),
      Promise.all(
        zappers.map((z) =>
          Promise.all([r.read(abi.zapper, z, 'tokenIn', undefined, what), r.read(abi.zapper, z, 'tokenOut', undefined, what)]),
        ),
      ),
    ]);
    const [quotaParams, epoch, frozen, rateParams] = await Promise.all([
      Promise.all(quoted.map((t) => r.read(abi.poolQuotaKeeperV3, pqk, 'getTokenQuotaParams', [t], what))),
      r.read(abi.gaugeV3, gauge, 'epochLastUpdate', undefined, what),
      r.read(abi.gaugeV3, gauge, 'epochFrozen', undefined, what),
      Promise.all(quoted.map((t) => r.read(abi.gaugeV3, gauge, 'quotaRateParams', [t], what))),
    ]);
    const quotas = quoted.map((t, i) => {
      const [rate, , quotaIncreaseFee, totalQuoted, limit, isActive] = nth(quotaParams, i);
      return { token: checksum(t), rate: num(rate), quotaIncreaseFee: num(quotaIncreaseFee), totalQuoted: big(totalQuoted), limit: big(limit), isActive };
    });
    const [U1, U2, Rbase, Rslope1, Rslope2, Rslope3] = model;
    return {
      pool: {
        address: pool,
        underlying: checksum(underlying),
        dieselToken: pool,
        symbol,
        name,
        decimals: num(decimals),
        version: num(version),
        isPaused: paused,
        baseInterestIndex: big(baseInterestIndex),
        availableLiquidity: big(availableLiquidity),
        expectedLiquidity: big(expectedLiquidity),
        totalBorrowed: big(totalBorrowed),
        totalDebtLimit: big(totalDebtLimit),
        totalAssets: big(totalAssets),
        totalSupply: big(totalSupply),
        supplyRate: big(supplyRate),
        baseInterestRate: big(baseInterestRate),
        dieselRate_RAY: big(dieselRate),
        withdrawFee: num(withdrawFee),
        lastBaseInterestUpdate: big(lastBaseInterestUpdate),
        poolQuotaKeeper: checksum(pqk),
        gauge: checksum(gauge),
        creditManagerDebtParams: Object.fromEntries(
          cms.map((cm, i) => {
            const [borrowed, limit, available] = nth(debt, i);
            return [addressKey(cm), { creditManager: checksum(cm), borrowed: big(borrowed), limit: big(limit), availableToBorrow: big(available) }];
          }),
        ),
        quotas,
        zappers: zappers.map((z, i) => ({ zapper: checksum(z), tokenIn: checksum(nth(zapperInfo, i)[0]), tokenOut: checksum(nth(zapperInfo, i)[1]) })),
      },
      poolQuotaKeeper: {
        address: checksum(pqk),
        quotas: Object.fromEntries(quotas.map(({ token, ...q }) => [token, q])),
      },
      linearModel: {
        address: checksum(irm),
        U1: num(U1),
        U2: num(U2),
        Rbase: num(Rbase),
        Rslope1: num(Rslope1),
        Rslope2: num(Rslope2),
        Rslope3: num(Rslope3),
        isBorrowingMoreU2Forbidden: forbidden,
      },
      gauge: {
        address: checksum(gauge),
        currentEpoch: num(epoch),
        epochFrozen: frozen,
        quotaParams: Object.fromEntries(
          quoted.map((t, i) => {
            const [minRate, maxRate, lp, ca] = nth(rateParams, i);
            // The rate the gauge set last: the quota keeper's current rate for the token.
            return [checksum(t), { minRate: num(minRate), maxRate: num(maxRate), totalVotesLpSide: looseInteger(lp), totalVotesCaSide: looseInteger(ca), rate: nth(quotas, i).rate }];
          }),
        ),
      },
    };
  }

  async function readCreditManager(cm: Address): Promise<CreditItem> {
    const r = reader;
    const M = abi.creditManagerV3;
    const [name, version, underlying, accountFactory, pool, facade, configurator, priceOracle, maxEnabledTokens, quotedTokensMask, fees, count] =
      await Promise.all([
        r.read(M, cm, 'name'),
        r.read(M, cm, 'version'),
        r.read(M, cm, 'underlying'),
        r.read(M, cm, 'accountFactory'),
        r.read(M, cm, 'pool'),
        r.read(M, cm, 'creditFacade'),
        r.read(M, cm, 'creditConfigurator'),
        r.read(M, cm, 'priceOracle'),
        r.read(M, cm, 'maxEnabledTokens'),
        r.read(M, cm, 'quotedTokensMask'),
        r.read(M, cm, 'fees'),
        r.read(M, cm, 'collateralTokensCount'),
      ]);
    const what = `credit manager ${name}`;
    const F = abi.creditFacadeV3;
    const C = abi.creditConfiguratorV3;
    const [f, cfgVersion, adapters, liquidators, collateral] = await Promise.all([
      Promise.all([
        r.read(F, facade, 'version', undefined, what),
        r.read(F, facade, 'maxQuotaMultiplier', undefined, what),
        r.read(F, facade, 'expirable', undefined, what),
        r.read(F, facade, 'degenNFT', undefined, what),
        r.read(F, facade, 'expirationDate', undefined, what),
        r.read(F, facade, 'maxDebtPerBlockMultiplier', undefined, what),
        r.read(F, facade, 'botList', undefined, what),
        r.read(F, facade, 'debtLimits', undefined, what),
        r.read(F, facade, 'lossParams', undefined, what),
        r.read(F, facade, 'forbiddenTokenMask', undefined, what),
        r.read(F, facade, 'paused', undefined, what),
      ] as const),
      r.read(C, configurator, 'version', undefined, what),
      r.read(C, configurator, 'allowedAdapters', undefined, what),
      r.read(C, configurator, 'emergencyLiquidators', undefined, what),
      Promise.all(Array.from({ length: num(count) }, (_, i) => r.read(M, cm, 'collateralTokenByMask', [1n << BigInt(i)]))),
    ]);
    const targets = await Promise.all(adapters.map((a) => r.read(M, cm, 'adapterToContract', [a])));
    const [fVersion, maxQuotaMultiplier, expirable, degenNFT, expirationDate, maxDebtPerBlockMultiplier, botList, limits, loss, forbiddenMask, paused] = f;
    const [feeInterest, feeLiquidation, liquidationDiscount, feeLiquidationExpired, liquidationDiscountExpired] = fees;
    return {
      creditFacade: {
        address: checksum(facade),
        version: num(fVersion),
        maxQuotaMultiplier: num(maxQuotaMultiplier),
        expirable,
        isDegenMode: !isZeroAddress(degenNFT),
        degenNFT: checksum(degenNFT),
        expirationDate: num(expirationDate),
        maxDebtPerBlockMultiplier: num(maxDebtPerBlockMultiplier),
        botList: checksum(botList),
        minDebt: big(limits[0]),
        maxDebt: big(limits[1]),
        currentCumulativeLoss: big(loss[0]),
        maxCumulativeLoss: big(loss[1]),
        forbiddenTokenMask: big(forbiddenMask),
        isPaused: paused,
      },
      creditManager: {
        address: cm,
        name,
        version: num(version),
        accountFactory: checksum(accountFactory),
        underlying: checksum(underlying),
        pool: checksum(pool),
        creditFacade: checksum(facade),
        creditConfigurator: checksum(configurator),
        priceOracle: checksum(priceOracle),
        maxEnabledTokens: num(maxEnabledTokens),
        collateralTokens: Object.fromEntries(collateral.map(([token, lt]) => [checksum(token), num(lt)])),
        feeInterest: num(feeInterest),
        feeLiquidation: num(feeLiquidation),
        liquidationDiscount: num(liquidationDiscount),
        feeLiquidationExpired: num(feeLiquidationExpired),
        liquidationDiscountExpired: num(liquidationDiscountExpired),
        quotedTokensMask: big(quotedTokensMask),
        contractsToAdapters: Object.fromEntries(adapters.map((a, i) => [checksum(nth(targets, i)), checksum(a)])),
      },
      creditConfigurator: { address: checksum(configurator), version: num(cfgVersion), emergencyLiquidators: liquidators.map(checksum) },
    };
  }

  async function readFeeds(feeds: Map<Address, FeedSetting>, kind: 'main' | 'reserve'): Promise<Record<string, RawPriceFeed>> {
    const trees = await Promise.all(
      [...feeds].map(async ([token, s]) => {
        const tree = await feedReader.tree(s.feed, s.stalenessPeriod, s.skipCheck, `${kind} feed of token ${token}`);
        progress('price feeds', ++feedsDone, feedTotal);
        return [token, tree] as const;
      }),
    );
    return Object.fromEntries(trees);
  }
}

interface FeedSetting {
  feed: Address;
  stalenessPeriod: number;
  skipCheck: boolean;
}

/** Token → its latest feed setting, in order of the token's first event. */
function latestFeeds(logs: DecodedLog[], eventName: 'SetPriceFeed' | 'SetReservePriceFeed'): Map<Address, FeedSetting> {
  const out = new Map<Address, FeedSetting>();
  for (const l of logs) {
    if (l.eventName !== eventName) continue;
    out.set(checksum(l.args.token as string), {
      feed: checksum(l.args.priceFeed as string),
      stalenessPeriod: Number(l.args.stalenessPeriod),
      skipCheck: Boolean(l.args.skipCheck),
    });
  }
  return out;
}

/** Members after replaying add/remove events, in order of their first addition. */
function replaySet(logs: DecodedLog[], added: string, removed: string): Address[] {
  const order: Address[] = [];
  const inSet = new Set<string>();
  for (const l of logs) {
    if (l.eventName !== added && l.eventName !== removed) continue;
    const a = checksum((l.args.newAdmin ?? l.args.admin) as string);
    if (l.eventName === added) {
      inSet.add(a);
      if (!order.includes(a)) order.push(a);
    } else inSet.delete(a);
  }
  return order.filter((a) => inSet.has(a));
}

/** Every (component, address) the router has registered, in order. */
function routerComponents(logs: DecodedLog[]): { routerComponent: number; address: Address }[] {
  const out: { routerComponent: number; address: Address }[] = [];
  for (const l of logs) {
    if (l.eventName !== 'RouterComponentUpdate') continue;
    const item = { routerComponent: Number(l.args.component), address: checksum(l.args.componentAddress as string) };
    if (!out.some((o) => o.routerComponent === item.routerComponent && o.address === item.address)) out.push(item);
  }
  return out;
}

function unique<T>(list: T[]): T[] {
  return [...new Set(list)];
}

function eventOf(list: readonly unknown[], name: string): AbiEvent {
  const item = (list as readonly { type: string; name?: string }[]).find((x) => x.type === 'event' && x.name === name);
  if (!item) throw new Error(`no event ${name}`);
  return item as AbiEvent;
}

async function readSymbol(reader: BatchReader, token: Address): Promise<string | undefined> {
  const { success, returnData } = await reader.raw(token, encodeFunctionData({ abi: abi.erc20.abi, functionName: 'symbol' }));
  if (!success || returnData === '0x') return undefined;
  let text: string | undefined;
  try {
    text = decodeFunctionResult({ abi: abi.erc20.abi, functionName: 'symbol', data: returnData });
  } catch {
    try {
      // Some early tokens return bytes32.
      text = hexToString(decodeFunctionResult({ abi: abi.erc20Bytes32.abi, functionName: 'symbol', data: returnData }), { size: 32 });
    } catch {
      return undefined;
    }
  }
  const clean = text.replace(/\0+$/, '').trim();
  return clean === '' ? undefined : clean;
}
