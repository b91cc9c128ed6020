// Read Gearbox V3.1 markets, credit accounts and pull-based price feeds through the periphery-v3 compressors:
// one eth_call each instead of hundreds of getter calls. Uses viem only.
import { isAddressEqual, zeroAddress, type Address, type ContractFunctionReturnType, type PublicClient } from 'viem';
import { creditAccountCompressorAbi, marketCompressorAbi, priceFeedCompressorAbi } from './compressor-abis';
import { addressProviderAbi, key } from './find-markets';

/** The compressor keys (periphery-v3 contracts/libraries/Literals.sol). */
export const COMPRESSOR_KEYS = {
  market: 'GLOBAL::MARKET_COMPRESSOR',
  creditAccount: 'GLOBAL::ACCOUNT_COMPRESSOR',
  priceFeed: 'GLOBAL::PRICE_FEED_COMPRESSOR',
} as const;

/**
 * A compressor's address. `version` is the exact version to read (the ABIs here are the 3.10 ones);
 * pass `latestPatchOf` instead to take the newest patch the address provider holds for that minor version.
 */
export async function compressorAddress(
  client: PublicClient,
  addressProvider: Address,
  name: keyof typeof COMPRESSOR_KEYS,
  version: { exact: bigint } | { latestPatchOf: bigint } = { exact: 310n },
): Promise<Address> {
  const k = key(COMPRESSOR_KEYS[name]);
  const ver =
    'exact' in version
      ? version.exact
      : await client.readContract({ address: addressProvider, abi: addressProviderAbi, functionName: 'getLatestPatchVersion', args: [k, version.latestPatchOf] });
  // Reverts with AddressNotFoundException(key, ver) if nothing is saved under (key, ver).
  return client.readContract({ address: addressProvider, abi: addressProviderAbi, functionName: 'getAddressOrRevert', args: [k, ver] });
}

export type MarketData = ContractFunctionReturnType<typeof marketCompressorAbi, 'view', 'getMarkets'>[number];
export type CreditAccountData = ContractFunctionReturnType<typeof creditAccountCompressorAbi, 'view', 'getCreditAccounts'>[0][number];

/**
 * The full state of every market of the given curators (their market configurators). An empty list means every
 * configurator the factory has registered, which anyone can add to: name the curators you trust.
 */
export async function readMarkets(client: PublicClient, marketCompressor: Address, configurators: Address[]): Promise<readonly MarketData[]> {
  return client.readContract({
    address: marketCompressor,
    abi: marketCompressorAbi,
    functionName: 'getMarkets',
    args: [{ configurators, pools: [], underlying: zeroAddress }],
  });
}

/** What an integrator usually needs from one market, picked out of MarketData. */
export function summarize(m: MarketData) {
  const symbol = (token: Address) => m.tokens.find((t) => isAddressEqual(t.addr, token))?.symbol ?? token;
  return {
    curator: m.configurator,
    pool: { address: m.pool.baseParams.addr, version: m.pool.baseParams.version, name: m.pool.name, underlying: symbol(m.pool.underlying) },
    availableLiquidity: m.pool.availableLiquidity,
    lossPolicy: m.lossPolicy.baseParams.addr,
    quotas: m.quotaKeeper.quotas.map((q) => ({ token: symbol(q.token), rateBps: q.rate, totalQuoted: q.totalQuoted, limit: q.limit })),
    creditManagers: m.creditManagers.map((s) => ({
      name: s.creditManager.name,
      creditManager: s.creditManager.baseParams.addr,
      creditFacade: s.creditFacade.baseParams.addr,
      debtLimits: { min: s.creditFacade.minDebt, max: s.creditFacade.maxDebt },
      paused: s.creditFacade.isPaused,
      collateral: s.creditManager.collateralTokens.map((c) => ({ token: symbol(c.token), ltBps: c.liquidationThreshold })),
      adapters: s.adapters.map((a) => ({ adapter: a.baseParams.addr, target: a.targetContract })),
    })),
  };
}

/**
 * Accounts of a credit manager whose health factor is below 1 (twvUSD < totalDebtUSD). The compressor stops
 * before the call runs out of gas and then returns a non-zero `nextOffset` to resume from; 0 means done.
 * Accounts whose collateral computation reverts (e.g. a stale pull-based feed) are not matched by this filter.
 */
export async function unhealthyAccounts(client: PublicClient, creditAccountCompressor: Address, creditManager: Address): Promise<CreditAccountData[]> {
  const filter = { owner: zeroAddress, includeZeroDebt: false, minHealthFactor: 0n, maxHealthFactor: 10n ** 18n - 1n, reverting: false };
  const found: CreditAccountData[] = [];
  let offset = 0n;
  do {
    const [data, nextOffset] = await client.readContract({
      address: creditAccountCompressor,
      abi: creditAccountCompressorAbi,
      functionName: 'getCreditAccounts',
      args: [creditManager, filter, offset],
    });
    found.push(...data);
    if (nextOffset !== 0n && nextOffset === offset) throw new Error('the compressor made no progress: raise the call gas limit');
    offset = nextOffset;
  } while (offset !== 0n);
  return found;
}

/** The pull-based (on-demand updatable) feeds behind the given pools' price oracles, which need a PriceUpdate. */
export async function updatablePriceFeeds(client: PublicClient, priceFeedCompressor: Address, configurators: Address[], pools: Address[]) {
  const feeds = await client.readContract({
    address: priceFeedCompressor,
    abi: priceFeedCompressorAbi,
    functionName: 'getUpdatablePriceFeeds',
    args: [{ configurators, pools, underlying: zeroAddress }],
  });
  return feeds.map((f) => ({ priceFeed: f.addr, contractType: f.contractType, version: f.version }));
}
