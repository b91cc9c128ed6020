/**
 * A Gearbox V3.0 deployment on a local anvil chain: the protocol's own contracts (core-v3 1.45.0, contracts 3.00, and
 * core-v2's ACL and contracts register), compiled from their npm packages (src/cli/abi/deployUnits30.ts) and wired
 * the way the package's own deployment helpers wire them (contracts/test/suites/GenesisFactory.sol, PoolFactory.sol,
 * CreditManagerFactory.sol and helpers/IntegrationTestHelper.sol in the package), with the parameters of Mainnet's
 * "Trade USDC Tier 1" credit manager and its pool from the shared snapshot: the interest model's points, the
 * liquidation thresholds, the gauge's rate bounds and votes, quota limits and increase fees, debt bounds and limits,
 * fees, the ACL's admins and the controller timelock's policies and groups.
 *
 * What is not Gearbox's (say so wherever it matters):
 * - tokens and price feeds are mocks (tests/helpers/contracts/v30/mocks): five tokens standing for USDC, WETH, WBTC,
 *   stETH and DAI, and GEAR; prices are test inputs (PRICES below), not protocol parameters;
 * - the periphery the address provider lists and the snapshot generator locates (data compressor, router, zapper
 *   register, multipause, Degen NFT) are stand-ins that answer version() (and zappers(pool), empty);
 * - five core-v2 interfaces missing from npm are declared in the test tree (deployUnits30.ts says which).
 *
 * The address provider sits at Mainnet's address (ADDRESS_PROVIDERS.mainnet), where the snapshot generator starts:
 * its creation code (with the ACL's address as the argument) is put at that address and run there once, so its
 * constructor writes its storage and emits its events from that address, and then the runtime code that constructor
 * returns replaces it. Everything else is deployed by ordinary transactions from anvil's first account, which owns
 * the ACL (the configurator).
 */
import {
  createPublicClient,
  createWalletClient,
  encodeAbiParameters,
  encodeDeployData,
  encodeFunctionData,
  getAddress,
  getContractAddress,
  http,
  parseEventLogs,
  stringToHex,
  zeroAddress,
  type Abi,
  type Address,
  type Hex,
  type PublicClient,
  type TransactionReceipt,
  type WalletClient,
} from 'viem';
import { mainnet } from 'viem/chains';
import { compileBytecode, type CompiledBytecodeContract } from '../../src/cli/abi/bytecode';
import { DEPLOY_SETTINGS_300, DEPLOY_UNIT_300, V300_UNIT_ID } from '../../src/cli/abi/deployUnits30';
import { treeEnv } from '../../src/cli/abi/trees';
import { readCompiledAbiFile } from '../../src/domain/abi/compiled/load';
import type { CompiledAbiItem } from '../../src/domain/abi/compiled/types';
import { sameAddress } from '../../src/domain/data/address';
import { ADDRESS_PROVIDERS } from '../../src/domain/data/deployments';
import { decimalTextToBigint } from '../../src/domain/data/link';
import { loadTokens } from '../../src/domain/data/load';
import { NETWORKS } from '../../src/domain/data/networks';
import type { RawPriceFeed, RawSnapshot } from '../../src/domain/data/schema';
import { minedReceipt, rpcClient, sharedSnapshot, startAnvil, TX_GAS } from './chain';
import { DIRS, ROOT } from './data';

export const V30_NETWORK = 'mainnet' as const;
/** The credit manager whose parameters (and whose pool's) the deployment takes. */
export const V30_SOURCE_CREDIT_MANAGER = 'Trade USDC Tier 1';

/** The mocks: symbol (as Mainnet's token list spells it), decimals, and the USD price its feed answers (8 decimals). */
export const PRICES = [
  { symbol: 'USDC', decimals: 6, price: 1_00000000n },
  { symbol: 'WETH', decimals: 18, price: 3_000_00000000n },
  { symbol: 'WBTC', decimals: 8, price: 60_000_00000000n },
  { symbol: 'STETH', decimals: 18, price: 2_990_00000000n },
  { symbol: 'DAI', decimals: 18, price: 1_00000000n },
] as const;
export type V30Symbol = (typeof PRICES)[number]['symbol'];

/** The compiled contracts the deployment uses, by name. */
export type V30ContractName =
  | 'AddressProviderV3'
  | 'AccountFactoryV3'
  | 'BotListV3'
  | 'PriceOracleV3'
  | 'CreditManagerV3'
  | 'CreditFacadeV3'
  | 'CreditConfiguratorV3'
  | 'PoolV3'
  | 'LinearInterestRateModelV3'
  | 'PoolQuotaKeeperV3'
  | 'GaugeV3'
  | 'GearStakingV3'
  | 'ControllerTimelockV3'
  | 'ACL'
  | 'ContractsRegister'
  | 'MockERC20'
  | 'MockPriceFeed'
  | 'VersionedStandIn'
  | 'ZapperRegisterStandIn';

type PoolItem = RawSnapshot['poolState'][number];
type CreditItem = RawSnapshot['creditState'][number];

export interface V30Token {
  symbol: V30Symbol;
  decimals: number;
  address: Address;
  /** The Mainnet token it stands for (whose parameters it takes). */
  mainnet: Address;
  feed: Address;
  /** The feed's answer at deployment (USD, 8 decimals). */
  price: bigint;
  /** Liquidation threshold in the credit manager, bps. */
  lt: number;
  quoted: boolean;
}

export interface V30Addresses {
  addressProvider: Address;
  acl: Address;
  contractsRegister: Address;
  priceOracle: Address;
  accountFactory: Address;
  botList: Address;
  gearStaking: Address;
  controllerTimelock: Address;
  gear: Address;
  treasury: Address;
  dataCompressor: Address;
  router: Address;
  zapperRegister: Address;
  multiPause: Address;
  degenNFT: Address;
  interestModel: Address;
  pool: Address;
  poolQuotaKeeper: Address;
  gauge: Address;
  creditManager: Address;
  creditFacade: Address;
  creditConfigurator: Address;
  /** The reserve feeds set for WETH and DAI. */
  wethReserveFeed: Address;
  daiReserveFeed: Address;
}

export interface V30Deployment {
  rpcUrl: string;
  chainId: number;
  client: PublicClient;
  wallet: WalletClient;
  /** anvil's first account: deployer, ACL owner (configurator), liquidity provider and borrower. */
  deployer: Address;
  addresses: V30Addresses;
  tokens: V30Token[];
  token(symbol: V30Symbol): V30Token;
  /** The snapshot the parameters come from, its pool and credit manager. */
  source: { snapshot: RawSnapshot; pool: PoolItem; credit: CreditItem };
  /** The compiled ABI of a contract of the deployment. */
  abi(name: V30ContractName): Abi;
  /** ICreditFacadeV3Multicall's compiled ABI (an interface: the facade's multicall targets). */
  multicallAbi: Abi;
  /** The credit account opened at deployment (WETH collateral, debt withdrawn: one collateral token). */
  creditAccount: Address;
  compile: { contracts: number; cached: boolean; solcMs: number; ms: number };
  /** Contracts deployed (every one, the address provider included). */
  deployed: number;
  /** Transactions sent to build the deployment. */
  transactions: number;
  deployMs: number;
  rpc(method: string, params?: unknown[]): Promise<unknown>;
  /** A transaction from the deployer; throws on a revert. */
  send(to: Address, name: V30ContractName | Abi, functionName: string, args?: readonly unknown[]): Promise<TransactionReceipt>;
  read(address: Address, name: V30ContractName | Abi, functionName: string, args?: readonly unknown[]): Promise<unknown>;
  stop(): Promise<void>;
}

const ABI_KINDS = new Set(['function', 'event', 'error', 'constructor', 'fallback', 'receive']);

function isAbi(items: readonly CompiledAbiItem[] | Abi): items is Abi {
  return items.every((i) => ABI_KINDS.has(i.type));
}

/** solc's ABI as viem's type (checked: every item is of a kind viem knows). */
export function asAbi(items: readonly CompiledAbiItem[]): Abi {
  if (!isAbi(items)) throw new Error('an ABI item of an unknown kind');
  return items;
}

/** A value read from a contract, known to be a bigint. */
export function bigOf(value: unknown, what: string): bigint {
  if (typeof value !== 'bigint') throw new Error(`${what}: expected an integer, got ${String(value)}`);
  return value;
}
export function numOf(value: unknown, what: string): number {
  if (typeof value === 'number') return value;
  return Number(bigOf(value, what));
}
export function addrOf(value: unknown, what: string): Address {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(value)) throw new Error(`${what}: expected an address, got ${String(value)}`);
  return value as Address;
}
export function boolOf(value: unknown, what: string): boolean {
  if (typeof value !== 'boolean') throw new Error(`${what}: expected a boolean, got ${String(value)}`);
  return value;
}
export function listOf(value: unknown, what: string): readonly unknown[] {
  if (!Array.isArray(value)) throw new Error(`${what}: expected a list, got ${String(value)}`);
  return value;
}
export function recordOf(value: unknown, what: string): Readonly<Record<string, unknown>> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`${what}: expected a struct, got ${String(value)}`);
  return value as Record<string, unknown>;
}

/** A looseInteger of the snapshot (a JSON number or a bigint marker), read as the snapshots mean it: a number by its decimal text. */
export function looseBig(value: number | { __value: string }): bigint {
  return typeof value === 'number' ? decimalTextToBigint(String(value)) : BigInt(value.__value);
}

/** The first non-zero staleness period of a feed tree: the oracle must be given one for a feed that is checked. */
function stalenessOf(feed: RawPriceFeed | undefined): number | undefined {
  if (!feed) return undefined;
  if (feed.stalenessPeriod > 0) return feed.stalenessPeriod;
  for (const part of feed.pricefeeds ?? []) {
    const s = stalenessOf(part);
    if (s !== undefined) return s;
  }
  return undefined;
}

const key = (name: string): Hex => stringToHex(name, { size: 32 });


/** The compiled contracts (cached after the first run) and ICreditFacadeV3Multicall's ABI (from the committed 3.00 ABIs). */
export function compiled30(): { contracts: Record<string, CompiledBytecodeContract>; multicallAbi: Abi; cached: boolean; solcMs: number; ms: number } {
  const started = performance.now();
  const code = compileBytecode(DEPLOY_UNIT_300, treeEnv(ROOT), DEPLOY_SETTINGS_300);
  const multicall = readCompiledAbiFile(V300_UNIT_ID).abis['ICreditFacadeV3Multicall'];
  if (!multicall) throw new Error(`no ICreditFacadeV3Multicall in the committed ${V300_UNIT_ID} ABIs`);
  return { contracts: code.contracts, multicallAbi: asAbi(multicall.abi), cached: code.cached, solcMs: code.solcMs, ms: performance.now() - started };
}

/** Deploys the V3.0 system on a new anvil chain (Mainnet's chain id). Call stop() when done. */
export async function deployV30(): Promise<V30Deployment> {
  const built = compiled30();
  const snapshot = sharedSnapshot(V30_NETWORK);
  const credit = snapshot.creditState.find((c) => c.creditManager.name === V30_SOURCE_CREDIT_MANAGER);
  if (!credit) throw new Error(`the ${V30_NETWORK} snapshot has no credit manager "${V30_SOURCE_CREDIT_MANAGER}"`);
  const poolItem = snapshot.poolState.find((p) => sameAddress(p.pool.address, credit.creditManager.pool));
  if (!poolItem) throw new Error(`the ${V30_NETWORK} snapshot has no pool ${credit.creditManager.pool}`);
  const mainnetTokens = loadTokens(DIRS.dataDir)[V30_NETWORK];
  const mainnetOf = (symbol: string): Address => {
    const t = mainnetTokens.find((x) => x.symbol === symbol);
    if (!t) throw new Error(`no ${symbol} in the ${V30_NETWORK} token list`);
    return t.address;
  };

  const chainId = NETWORKS[V30_NETWORK].chainId;
  const anvil = await startAnvil(chainId);
  const started = performance.now();
  try {
    const { call } = rpcClient(anvil.url);
    // No caching of the block number: tests mine, warp and revert, and read at the block they just made.
    const client = createPublicClient({ chain: mainnet, transport: http(anvil.url), cacheTime: 0 });
    const [deployer] = (await call('eth_accounts')) as Address[];
    if (!deployer) throw new Error('anvil has no account');
    const wallet = createWalletClient({ chain: mainnet, transport: http(anvil.url), account: deployer });
    const abiOf = (name: V30ContractName | Abi): Abi => {
      if (typeof name !== 'string') return name;
      const c = built.contracts[name];
      if (!c) throw new Error(`${name} was not compiled`);
      return asAbi(c.abi);
    };
    let deployed = 0;
    let transactions = 0;
    const receiptOf = (hash: Hex, what: string, replay?: (blockNumber: bigint) => Promise<unknown>): Promise<TransactionReceipt> => {
      transactions++;
      return minedReceipt(client, hash, what, replay);
    };
    const deploy = async (name: V30ContractName, args: readonly unknown[] = []): Promise<Address> => {
      const c = built.contracts[name];
      if (!c) throw new Error(`${name} was not compiled`);
      const hash = await wallet.deployContract({ abi: asAbi(c.abi), bytecode: `0x${c.bytecode}`, args, account: deployer, chain: mainnet, gas: TX_GAS });
      const receipt = await receiptOf(hash, `deploying ${name}`);
      if (!receipt.contractAddress) throw new Error(`deploying ${name} made no contract`);
      deployed++;
      return getAddress(receipt.contractAddress);
    };
    /**
     * A contract at a chosen address: its creation code is put there and run once by a transaction (the constructor
     * writes that address's storage and emits its events from it), then replaced by the runtime code it returns.
     */
    const deployAt = async (at: Address, name: V30ContractName, args: readonly unknown[]): Promise<void> => {
      const c = built.contracts[name];
      if (!c) throw new Error(`${name} was not compiled`);
      await call('anvil_setCode', [at, encodeDeployData({ abi: asAbi(c.abi), bytecode: `0x${c.bytecode}`, args })]);
      const runtime = (await call('eth_call', [{ from: deployer, to: at, data: '0x' }, 'latest'])) as Hex;
      await receiptOf(await wallet.sendTransaction({ to: at, data: '0x', account: deployer, chain: mainnet, gas: TX_GAS }), `${name}\u2019s constructor at ${at}`);
      await call('anvil_setCode', [at, runtime]);
      deployed++;
    };
    const send = async (to: Address, name: V30ContractName | Abi, functionName: string, args: readonly unknown[] = []): Promise<TransactionReceipt> => {
      const data = encodeFunctionData({ abi: abiOf(name), functionName, args });
      const hash = await wallet.sendTransaction({ to, data, account: deployer, chain: mainnet, gas: TX_GAS });
      const what = `${typeof name === 'string' ? name : 'contract'}.${functionName}`;
      // Replayed on the state before it, the call throws with the revert's data decoded against the contract's ABI.
      return receiptOf(hash, what, (blockNumber) => client.simulateContract({ account: deployer, address: to, abi: abiOf(name), functionName, args, blockNumber, gas: TX_GAS }));
    };
    const read = (address: Address, name: V30ContractName | Abi, functionName: string, args: readonly unknown[] = []): Promise<unknown> =>
      client.readContract({ address, abi: abiOf(name), functionName, args });

    // ---- Tokens, GEAR and price feeds (mocks) ----
    const tokens: V30Token[] = [];
    const lts = credit.creditManager.collateralTokens;
    const quotaOf = (mainnet: Address) => poolItem.pool.quotas.find((q) => sameAddress(q.token, mainnet));
    for (const p of PRICES) {
      const mainnet = mainnetOf(p.symbol);
      let address: Address;
      if (sameAddress(mainnet, NETWORKS[V30_NETWORK].weth)) {
        // The site checks that a Mainnet snapshot's WETH_TOKEN is Mainnet's WETH: the mock WETH is put at its address.
        address = mainnet;
        await deployAt(address, 'MockERC20', [`Mock ${p.symbol}`, p.symbol, p.decimals]);
      } else {
        address = await deploy('MockERC20', [`Mock ${p.symbol}`, p.symbol, p.decimals]);
      }
      const feed = await deploy('MockPriceFeed', [`${p.symbol} / USD (mock)`, p.price]);
      const lt = Object.entries(lts).find(([t]) => sameAddress(t, mainnet))?.[1];
      if (lt === undefined) throw new Error(`${V30_SOURCE_CREDIT_MANAGER} has no collateral ${p.symbol}`);
      const isUnderlying = sameAddress(mainnet, poolItem.pool.underlying);
      tokens.push({ symbol: p.symbol, decimals: p.decimals, address, mainnet, feed, price: p.price, lt, quoted: !isUnderlying && quotaOf(mainnet) !== undefined });
    }
    const token = (symbol: V30Symbol): V30Token => {
      const t = tokens.find((x) => x.symbol === symbol);
      if (!t) throw new Error(`no token ${symbol}`);
      return t;
    };
    const underlying = tokens.find((t) => sameAddress(t.mainnet, poolItem.pool.underlying));
    if (!underlying) throw new Error('the underlying is not among the mocks');
    const gear = await deploy('MockERC20', ['Mock Gearbox', 'GEAR', 18]);
    const wethReserveFeed = await deploy('MockPriceFeed', ['WETH / USD reserve (mock)', token('WETH').price]);
    const daiReserveFeed = await deploy('MockPriceFeed', ['DAI / USD reserve (mock)', token('DAI').price]);

    // ---- Core: ACL, the address provider at Mainnet's address, register, oracle, factory, bot list, staking, timelock ----
    const acl = await deploy('ACL');
    const addressProvider = ADDRESS_PROVIDERS[V30_NETWORK];
    await deployAt(addressProvider, 'AddressProviderV3', [acl]);
    const setAddress = (name: string, value: Address, saveVersion: boolean) => send(addressProvider, 'AddressProviderV3', 'setAddress', [key(name), value, saveVersion]);
    const treasury = addrOf(snapshot.core.addressProviderV3.addresses['TREASURY']?.['0'], 'the snapshot\u2019s treasury');
    await setAddress('WETH_TOKEN', token('WETH').address, false);
    await setAddress('TREASURY', treasury, false);
    await setAddress('GEAR_TOKEN', gear, false);
    const contractsRegister = await deploy('ContractsRegister', [addressProvider]);
    await setAddress('CONTRACTS_REGISTER', contractsRegister, false);
    const priceOracle = await deploy('PriceOracleV3', [addressProvider]);
    await setAddress('PRICE_ORACLE', priceOracle, true);
    const accountFactory = await deploy('AccountFactoryV3', [addressProvider]);
    await setAddress('ACCOUNT_FACTORY', accountFactory, false);
    const botList = await deploy('BotListV3', [addressProvider]);
    await setAddress('BOT_LIST', botList, true);
    // The first epoch starts an hour from now: the gauge is made in epoch 0 and its rates are set when epoch 1 begins.
    const now = (await client.getBlock()).timestamp;
    const firstEpoch = now + 3600n;
    const gearStaking = await deploy('GearStakingV3', [addressProvider, firstEpoch]);
    await setAddress('GEAR_STAKING', gearStaking, true);
    const vetoAdmin = addrOf(snapshot.core.acl.unpausableAdmins[0], 'an unpausable admin');
    const controllerTimelock = await deploy('ControllerTimelockV3', [addressProvider, vetoAdmin]);
    await setAddress('CONTROLLER_TIMELOCK', controllerTimelock, true);
    // Periphery stand-ins.
    const dataCompressor = await deploy('VersionedStandIn', [300n]);
    await setAddress('DATA_COMPRESSOR', dataCompressor, true);
    const router = await deploy('VersionedStandIn', [300n]);
    await setAddress('ROUTER', router, true);
    const zapperRegister = await deploy('ZapperRegisterStandIn');
    await setAddress('ZAPPER_REGISTER', zapperRegister, true);
    const multiPause = await deploy('VersionedStandIn', [0n]);
    await setAddress('MULTI_PAUSE', multiPause, false);
    const degenNFT = await deploy('VersionedStandIn', [1n]);
    await setAddress('DEGEN_NFT', degenNFT, false);
    // The ACL's admins as on Mainnet, and one added and removed again (the generator replays the events).
    for (const a of snapshot.core.acl.pausableAdmins) await send(acl, 'ACL', 'addPausableAdmin', [a]);
    for (const a of snapshot.core.acl.unpausableAdmins) await send(acl, 'ACL', 'addUnpausableAdmin', [a]);
    await send(acl, 'ACL', 'addPausableAdmin', [deployer]);
    await send(acl, 'ACL', 'removePausableAdmin', [deployer]);

    // ---- Price feeds ----
    for (const t of tokens) {
      const staleness = stalenessOf(snapshot.priceOracle.mainPriceFeeds[t.mainnet]) ?? 86_400;
      await send(priceOracle, 'PriceOracleV3', 'setPriceFeed', [t.address, t.feed, staleness, t.symbol === underlying.symbol]);
    }
    // Reserve feeds at the main feeds' prices for WETH and DAI: after a withdrawal the facade values collateral at the
    // lower of the two, and at 0 for a token whose feed is not trusted and has no reserve (PriceOracleV3.sol:127-136).
    for (const [t, feed] of [[token('WETH'), wethReserveFeed], [token('DAI'), daiReserveFeed]] as const) {
      await send(priceOracle, 'PriceOracleV3', 'setReservePriceFeed', [t.address, feed, stalenessOf(snapshot.priceOracle.reservePriceFeeds[t.mainnet]) ?? stalenessOf(snapshot.priceOracle.mainPriceFeeds[t.mainnet]) ?? 86_400]);
    }

    // ---- Pool, interest model, quota keeper, gauge (PoolFactory.sol) ----
    const m = poolItem.linearModel;
    const interestModel = await deploy('LinearInterestRateModelV3', [m.U1, m.U2, m.Rbase, m.Rslope1, m.Rslope2, m.Rslope3, m.isBorrowingMoreU2Forbidden]);
    const p = poolItem.pool;
    const pool = await deploy('PoolV3', [addressProvider, underlying.address, interestModel, BigInt(p.totalDebtLimit.__value), p.name, p.symbol]);
    const gauge = await deploy('GaugeV3', [pool, gearStaking]);
    await send(gauge, 'GaugeV3', 'setFrozenEpoch', [poolItem.gauge.epochFrozen]);
    const poolQuotaKeeper = await deploy('PoolQuotaKeeperV3', [pool]);
    await send(poolQuotaKeeper, 'PoolQuotaKeeperV3', 'setGauge', [gauge]);
    await send(pool, 'PoolV3', 'setPoolQuotaKeeper', [poolQuotaKeeper]);
    await send(gearStaking, 'GearStakingV3', 'setVotingContractStatus', [gauge, 1]); // VotingContractStatus.ALLOWED
    const votes: { votingContract: Address; voteAmount: bigint; isIncrease: boolean; extraData: Hex }[] = [];
    for (const t of tokens.filter((x) => x.quoted)) {
      const params = Object.entries(poolItem.gauge.quotaParams).find(([a]) => sameAddress(a, t.mainnet))?.[1];
      const q = quotaOf(t.mainnet);
      if (!params || !q) throw new Error(`the pool has no quota parameters for ${t.symbol}`);
      await send(gauge, 'GaugeV3', 'addQuotaToken', [t.address, params.minRate, params.maxRate]);
      await send(poolQuotaKeeper, 'PoolQuotaKeeperV3', 'setTokenLimit', [t.address, BigInt(q.limit.__value)]);
      await send(poolQuotaKeeper, 'PoolQuotaKeeperV3', 'setTokenQuotaIncreaseFee', [t.address, q.quotaIncreaseFee]);
      for (const [lpSide, amount] of [[true, looseBig(params.totalVotesLpSide)], [false, looseBig(params.totalVotesCaSide)]] as const) {
        if (amount === 0n) continue;
        votes.push({ votingContract: gauge, voteAmount: amount, isIncrease: true, extraData: encodeAbiParameters([{ type: 'address' }, { type: 'bool' }], [t.address, lpSide]) });
      }
    }
    await send(contractsRegister, 'ContractsRegister', 'addPool', [pool]);
    // The Mainnet gauge's votes, staked and cast by the deployer; epoch 1 begins and the gauge sets the rates.
    const staked = votes.reduce((s, v) => s + v.voteAmount, 0n);
    await send(gear, 'MockERC20', 'mint', [deployer, staked]);
    await send(gear, 'MockERC20', 'approve', [gearStaking, staked]);
    await send(gearStaking, 'GearStakingV3', 'deposit', [staked, votes]);
    await call('evm_increaseTime', [3600]);
    await call('evm_mine');
    await send(gauge, 'GaugeV3', 'updateEpoch');

    // ---- Credit suite (CreditManagerFactory.sol: the configurator's address is set in the manager before it exists) ----
    const c = credit.creditManager;
    const f = credit.creditFacade;
    const creditManager = await deploy('CreditManagerV3', [addressProvider, pool, c.name]);
    const creditFacade = await deploy('CreditFacadeV3', [creditManager, zeroAddress, f.expirable]);
    const nonce = await client.getTransactionCount({ address: deployer });
    // setCreditConfigurator takes this nonce; the configurator's deployment the next one.
    const predicted = getContractAddress({ from: deployer, nonce: BigInt(nonce + 1) });
    await send(creditManager, 'CreditManagerV3', 'setCreditConfigurator', [predicted]);
    const collateral = tokens.filter((t) => t !== underlying).map((t) => ({ token: t.address, liquidationThreshold: t.lt }));
    const opts = { minDebt: BigInt(f.minDebt.__value), maxDebt: BigInt(f.maxDebt.__value), collateralTokens: collateral, degenNFT: zeroAddress, expirable: f.expirable, name: c.name };
    const creditConfigurator = await deploy('CreditConfiguratorV3', [creditManager, creditFacade, opts]);
    if (!sameAddress(creditConfigurator, predicted)) throw new Error(`the configurator is at ${creditConfigurator}, not the predicted ${predicted}`);
    const cc = (fn: string, args: readonly unknown[] = []) => send(creditConfigurator, 'CreditConfiguratorV3', fn, args);
    for (const t of tokens.filter((x) => x.quoted)) await cc('makeTokenQuoted', [t.address]);
    await cc('setFees', [c.feeInterest, c.feeLiquidation, 10_000 - c.liquidationDiscount, c.feeLiquidationExpired, 10_000 - c.liquidationDiscountExpired]);
    await cc('setMaxEnabledTokens', [c.maxEnabledTokens]);
    await cc('setMaxDebtPerBlockMultiplier', [f.maxDebtPerBlockMultiplier]);
    await cc('setMaxCumulativeLoss', [BigInt(f.maxCumulativeLoss.__value)]);
    for (const l of credit.creditConfigurator.emergencyLiquidators) await cc('addEmergencyLiquidator', [l]);
    await send(contractsRegister, 'ContractsRegister', 'addCreditManager', [creditManager]);
    await send(accountFactory, 'AccountFactoryV3', 'addCreditManager', [creditManager]);
    await send(poolQuotaKeeper, 'PoolQuotaKeeperV3', 'addCreditManager', [creditManager]);
    const debtLimit = Object.values(p.creditManagerDebtParams).find((d) => sameAddress(d.creditManager, c.address))?.limit;
    if (!debtLimit) throw new Error(`the pool lists no debt limit for ${c.name}`);
    await send(pool, 'PoolV3', 'setCreditManagerDebtLimit', [creditManager, BigInt(debtLimit.__value)]);
    await send(botList, 'BotListV3', 'setCreditManagerApprovedStatus', [creditManager, true]);

    // ---- The controller timelock: the controller of the pool, quota keeper, gauge and configurator, with Mainnet's policies and groups ----
    for (const [target, name] of [[pool, 'PoolV3'], [poolQuotaKeeper, 'PoolQuotaKeeperV3'], [gauge, 'GaugeV3'], [creditConfigurator, 'CreditConfiguratorV3'], [priceOracle, 'PriceOracleV3']] as const) {
      await send(target, name, 'setController', [controllerTimelock]);
    }
    const groups: [Address, string][] = [[creditManager, 'CREDIT_MANAGER'], [pool, 'POOL'], [priceOracle, 'PRICE_ORACLE'], ...tokens.map((t): [Address, string] => [t.address, 'TOKEN']), ...tokens.map((t): [Address, string] => [t.feed, 'PRICE_FEED'])];
    for (const [contract, group] of groups) await send(controllerTimelock, 'ControllerTimelockV3', 'setGroup', [contract, group]);
    for (const [hash, pol] of Object.entries(snapshot.core.controllerTimelockV3.policies)) {
      const b = (x: { __value: string }) => BigInt(x.__value);
      const policy = {
        enabled: pol.enabled,
        admin: pol.admin,
        delay: pol.delay,
        flags: pol.flags,
        exactValue: b(pol.exactValue),
        minValue: b(pol.minValue),
        maxValue: b(pol.maxValue),
        referencePoint: b(pol.referencePoint),
        referencePointUpdatePeriod: pol.referencePointUpdatePeriod,
        referencePointTimestampLU: pol.referencePointTimestampLU,
        minPctChangeDown: pol.minPctChangeDown,
        minPctChangeUp: pol.minPctChangeUp,
        maxPctChangeDown: pol.maxPctChangeDown,
        maxPctChangeUp: pol.maxPctChangeUp,
        minChange: b(pol.minChange),
        maxChange: b(pol.maxChange),
      };
      await send(controllerTimelock, 'ControllerTimelockV3', 'setPolicy', [hash, policy]);
    }

    // ---- Liquidity and one credit account ----
    const liquidity = BigInt(p.availableLiquidity.__value);
    await send(underlying.address, 'MockERC20', 'mint', [deployer, liquidity]);
    await send(underlying.address, 'MockERC20', 'approve', [pool, liquidity]);
    await send(pool, 'PoolV3', 'deposit', [liquidity, deployer]);
    const weth = token('WETH');
    const wethAmount = 40n * 10n ** 18n; // 120,000 USD at the mock price
    await send(weth.address, 'MockERC20', 'mint', [deployer, wethAmount]);
    await send(weth.address, 'MockERC20', 'approve', [creditManager, wethAmount]);
    const debt = 60_000n * 10n ** BigInt(underlying.decimals);
    const mc = (functionName: string, args: readonly unknown[]) => ({ target: creditFacade, callData: encodeFunctionData({ abi: built.multicallAbi, functionName, args }) });
    const opened = await send(creditFacade, 'CreditFacadeV3', 'openCreditAccount', [
      deployer,
      [mc('addCollateral', [weth.address, wethAmount]), mc('increaseDebt', [debt]), mc('updateQuota', [weth.address, debt * 2n, 0n])],
      0n,
    ]);
    // The facade's OpenCreditAccount event names the account.
    const openLogs = parseEventLogs({ abi: abiOf('CreditFacadeV3'), eventName: 'OpenCreditAccount', logs: opened.logs });
    const [openLog] = openLogs;
    if (openLogs.length !== 1 || !openLog) throw new Error(`expected one OpenCreditAccount event, found ${openLogs.length}`);
    const creditAccount = addrOf(recordOf(openLog.args, 'OpenCreditAccount')['creditAccount'], 'the opened credit account');
    // The borrowed underlying leaves the account: WETH is its only collateral.
    await send(creditFacade, 'CreditFacadeV3', 'multicall', [creditAccount, [mc('withdrawCollateral', [underlying.address, debt, deployer])]]);

    const addresses: V30Addresses = {
      addressProvider,
      acl,
      contractsRegister,
      priceOracle,
      accountFactory,
      botList,
      gearStaking,
      controllerTimelock,
      gear,
      treasury,
      dataCompressor,
      router,
      zapperRegister,
      multiPause,
      degenNFT,
      interestModel,
      pool,
      poolQuotaKeeper,
      gauge,
      creditManager,
      creditFacade,
      creditConfigurator,
      wethReserveFeed,
      daiReserveFeed,
    };
    await call('anvil_mine', ['0x5']);
    return {
      rpcUrl: anvil.url,
      chainId,
      client,
      wallet,
      deployer,
      addresses,
      tokens,
      token,
      source: { snapshot, pool: poolItem, credit },
      abi: abiOf,
      multicallAbi: built.multicallAbi,
      creditAccount,
      compile: { contracts: Object.keys(built.contracts).length, cached: built.cached, solcMs: built.solcMs, ms: built.ms },
      deployed,
      transactions,
      deployMs: performance.now() - started,
      rpc: call,
      send,
      read,
      stop: anvil.stop,
    };
  } catch (error) {
    await anvil.stop();
    throw error;
  }
}

