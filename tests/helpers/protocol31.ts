/**
 * A real Gearbox V3.1 market on a local chain: core-v3 3.10 (npm @gearbox-protocol/core-v3 1.52.1) compiled with the
 * project's solc (src/cli/abi/bytecode.ts, cached by input hash) and deployed on anvil, wired in the order of
 * permissionless v1.8.0's factories (PoolFactory.deployPool and onCreateMarket/onAddToken/onCreateCreditSuite hooks,
 * PriceOracleFactory, RateKeeperFactory, CreditFactory.deployCreditSuite), with the parameters of a real Mainnet
 * V3.1 market read from the shared V3.1 states through the site's own model (src/domain/v31/).
 *
 * Stand-ins (tests/helpers/contracts/V31CoreStandIns.sol) take the place of what the unpublished permissionless
 * repository provides (ACL, contracts register, address provider, price feed store) and of the market's tokens,
 * price feeds and a bot: the tokens and feeds keep the real market's decimals, prices and staleness rules.
 *
 * The instance's GEAR staking (GearStakingV3 3.10, the address provider's GEAR_STAKING, owned by its
 * CROSS_CHAIN_GOVERNANCE_PROXY, counting a mock GEAR) is real, and so is a second market of the same curator whose rate
 * keeper is a GaugeV3 3.10 voting through it. Why a second market: a quota keeper takes rates from one rate keeper
 * (PoolQuotaKeeperV3.setGauge), every V3.1 market in the shared states keeps a tumbler, as the market above does, and a
 * V3.1 market gets a gauge only by being created (or updated) with one through RateKeeperFactory. So the gauge is wired
 * as that factory wires it (v1.8.0 RateKeeperFactory.sol:41-90, :120-128, :166-177): built with (pool, the address
 * provider's GEAR_STAKING), its market's quota keeper set to it, unfrozen by onCreateMarket, the collateral added with
 * addQuotaToken(token, 1, 1), then the curator's bounds through configureRateKeeper (changeQuotaMaxRate,
 * changeQuotaMinRate). No market in the shared V3.1 states has a gauge, so its bounds and the votes the tests stake are
 * a real gauge's: the V3.0 Mainnet gauge of the pool with the same underlying (the shared V3.0 snapshot). The gauge
 * market has a pool (with the factory's dead shares), interest model, quota keeper and gauge, and no price oracle, loss
 * policy or credit suite: nothing borrows from it. Allowing the gauge as a voting contract
 * (GearStakingV3.setVotingContractStatus) is its owner's act, outside the factories.
 *
 * One chain per test file: deployV31Market() starts anvil, deploys, opens one credit account, and mines a block so
 * that simulations run in a block of their own. Tests change state only inside onSnapshot() (evm_snapshot/evm_revert).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import solc from 'solc';
import {
  BaseError,
  RawContractError,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  getAddress,
  http,
  stringToHex,
  toFunctionSelector,
  type Abi,
  type AbiFunction,
  type Address,
  type Hex,
  type PublicClient,
  type WalletClient,
} from 'viem';
import { compileBytecode } from '../../src/cli/abi/bytecode';
import { CORE_V3_10_SETTINGS, coreV310DeployUnit, type CoreV310Contract } from '../../src/cli/abi/deployUnits';
import { cacheDir, treeEnv } from '../../src/cli/abi/trees';
import { readCompiledAbiFile } from '../../src/domain/abi/compiled/load';
import type { CompiledAbiItem } from '../../src/domain/abi/compiled/types';
import { addressKey, isZeroAddress, sameAddress } from '../../src/domain/data/address';
import { dataDirsFromEnv } from '../../src/domain/data/entrance';
import { looseBig } from '../../src/domain/data/link';
import { loadV31 } from '../../src/domain/v31/data';
import type { DecodedParams } from '../../src/domain/v31/params/decode';
import type { V31CreditSuite, V31Market, V31State, V31Token } from '../../src/domain/v31/states';
import { minedReceipt, rpcClient, sharedSnapshot, startAnvil, TX_GAS } from './chain';

const ROOT = path.resolve(__dirname, '../..');
const DIRS = dataDirsFromEnv(ROOT);
export const V31_CORE_STAND_INS_FILE = path.join(ROOT, 'tests/helpers/contracts/V31CoreStandIns.sol');
const CORE_V3_DIR = path.join(ROOT, 'node_modules/@gearbox-protocol/core-v3/contracts');

export type StandIn = 'ACLStandIn' | 'ContractsRegisterStandIn' | 'AddressProviderStandIn' | 'PriceFeedStoreStandIn' | 'ERC20Mock' | 'PriceFeedMock' | 'BotMock';
const STAND_INS: readonly StandIn[] = ['ACLStandIn', 'ContractsRegisterStandIn', 'AddressProviderStandIn', 'PriceFeedStoreStandIn', 'ERC20Mock', 'PriceFeedMock', 'BotMock'];

/** A deployable contract: its ABI and creation code. */
export interface Artifact {
  abi: Abi;
  bytecode: Hex;
}

/** The V3.1 market could not be set up as described (no such market in the data, a stand-in missing, a call that did not revert). */
export class Protocol31Error extends Error {
  constructor(
    message: string,
    readonly context: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'Protocol31Error';
  }
}

const ABI_KINDS = new Set(['function', 'event', 'error', 'constructor', 'fallback', 'receive']);

/** solc's ABI as viem's type, after checking each item's kind. */
function toAbi(items: readonly CompiledAbiItem[], what: string): Abi {
  for (const item of items) if (!ABI_KINDS.has(item.type)) throw new Protocol31Error(`${what}: ABI item of unknown kind ${item.type}`);
  const abi: Abi = JSON.parse(JSON.stringify(items));
  return abi;
}

let standInsCompiled: Record<StandIn, Artifact> | undefined;

interface StandInOutput {
  errors?: { severity: string; formattedMessage: string }[];
  contracts?: Record<string, Record<string, { abi: CompiledAbiItem[]; evm: { bytecode: { object: string } } }>>;
}

/**
 * The stand-ins' ABIs and creation code, compiled with solc-js (about 3 s) and kept in the bytecode cache of
 * src/cli/abi/bytecode.ts, keyed by solc's version and the complete input.
 */
export function v31CoreStandIns(): Record<StandIn, Artifact> {
  if (standInsCompiled) return standInsCompiled;
  const input = {
    language: 'Solidity',
    sources: { 'V31CoreStandIns.sol': { content: readFileSync(V31_CORE_STAND_INS_FILE, 'utf8') } },
    settings: { optimizer: { enabled: true, runs: 200 }, evmVersion: 'shanghai', outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
  };
  const key = createHash('sha256').update(JSON.stringify({ solc: solc.version(), kind: 'stand-ins', input })).digest('hex');
  const cached = path.join(cacheDir(ROOT), 'bytecode', `stand-ins-${key}.json`);
  let out: StandInOutput;
  if (existsSync(cached)) out = JSON.parse(readFileSync(cached, 'utf8')) as StandInOutput;
  else {
    out = JSON.parse(solc.compile(JSON.stringify(input))) as StandInOutput;
    const errors = (out.errors ?? []).filter((e) => e.severity === 'error');
    if (errors.length > 0) throw new Protocol31Error(errors.map((e) => e.formattedMessage).join('\n'));
    mkdirSync(path.dirname(cached), { recursive: true });
    const tmp = `${cached}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify({ contracts: out.contracts }));
    renameSync(tmp, cached);
  }
  const file = out.contracts?.['V31CoreStandIns.sol'] ?? {};
  const entries = STAND_INS.map((name) => {
    const c = file[name];
    if (!c) throw new Protocol31Error(`V31CoreStandIns.sol has no contract ${name}`);
    return [name, { abi: toAbi(c.abi, name), bytecode: `0x${c.evm.bytecode.object}` as Hex }] as const;
  });
  standInsCompiled = Object.fromEntries(entries) as Record<StandIn, Artifact>;
  return standInsCompiled;
}

/** The 3.10 contracts' artifacts (compiled or read from the bytecode cache), with what the compile cost. */
export function v310Artifacts(): { artifacts: Record<CoreV310Contract, Artifact>; count: number; cached: boolean; solcMs: number } {
  const result = compileBytecode(coreV310DeployUnit(), treeEnv(ROOT), CORE_V3_10_SETTINGS);
  const artifacts = Object.fromEntries(
    Object.entries(result.contracts).map(([name, c]) => {
      if (Object.keys(c.linkReferences).length > 0) throw new Protocol31Error(`${name} needs libraries linked; this fixture deploys none`);
      return [name, { abi: toAbi(c.abi, name), bytecode: `0x${c.bytecode}` as Hex }];
    }),
  ) as Record<CoreV310Contract, Artifact>;
  return { artifacts, count: Object.keys(result.contracts).length, cached: result.cached, solcMs: result.solcMs };
}

/** A constant of the multicall interface (`uint192 constant NAME = 1 << n;`), read from the installed core-v3 3.10 source. */
export function multicallPermission(name: string): bigint {
  const source = readFileSync(path.join(CORE_V3_DIR, 'interfaces/ICreditFacadeV3Multicall.sol'), 'utf8');
  const m = new RegExp(`uint192 constant ${name} = 1 << (\\d+);`).exec(source);
  if (!m?.[1]) throw new Protocol31Error(`ICreditFacadeV3Multicall.sol declares no single-bit ${name}`);
  return 1n << BigInt(m[1]);
}

// ---------------------------------------------------------------------------------------------------------------------
// The market's parameters, from the shared V3.1 states through the site's model.

/** A decoded serialize() parameter of a contract as a bigint/boolean/array value. */
function param(params: DecodedParams, name: string): string | boolean | unknown[] {
  if (params.kind !== 'decoded') throw new Protocol31Error(`parameters not decoded (${params.kind})`);
  const p = params.params.find((x) => x.name === name);
  if (!p) throw new Protocol31Error(`no parameter ${name} in ${params.layout.type}`);
  const v = p.value;
  if (typeof v === 'string' || typeof v === 'boolean' || Array.isArray(v)) return v;
  throw new Protocol31Error(`parameter ${name} is a structure`);
}
const int = (params: DecodedParams, name: string): bigint => BigInt(String(param(params, name)));

export interface MarketParams {
  state: V31State;
  market: V31Market;
  suite: V31CreditSuite;
  underlying: V31Token;
  collateral: V31Token;
  /** LinearInterestRateModelV3's constructor arguments (serialize() order). */
  irm: { U_1: bigint; U_2: bigint; R_base: bigint; R_slope1: bigint; R_slope2: bigint; R_slope3: bigint; isBorrowingMoreU2Forbidden: boolean };
  tumblerEpochLength: bigint;
  /** The collateral's quota rate (bps), limit and increase fee. */
  quota: { rate: number; limit: bigint; fee: number };
  /** The collateral's liquidation threshold in the suite (bps). */
  lt: number;
  /** Each token's main feed: answer (8 decimals), skipCheck, staleness; and whether the token has a reserve feed that is the same feed. */
  feeds: { token: V31Token; answer: bigint; skipCheck: boolean; stalenessPeriod: number; description: string; sameReserve: boolean }[];
  /** The gauge market's bounds and votes for the collateral: a V3.0 Mainnet gauge's (see mainnetGaugeEntry). */
  gauge: GaugeEntry;
}

/** One token's entry of a real gauge: its bounds, vote totals (GEAR, 18 decimals) and the rate Mainnet's gauge gave. */
export interface GaugeEntry {
  /** Where it comes from: pool, gauge and token on V3.0 Mainnet. */
  source: string;
  minRate: number;
  maxRate: number;
  votesLp: bigint;
  votesCa: bigint;
  /** The quota keeper's rate at the snapshot. */
  rate: number;
}

/**
 * In the shared V3.0 Mainnet snapshot, the gauge of the first pool lending `underlying` (a Mainnet address): its entry
 * with votes on both sides and the most votes (so the rate is neither bound, and rounding shows).
 */
export function mainnetGaugeEntry(underlying: Address): GaugeEntry {
  const snapshot = sharedSnapshot('mainnet');
  const item = snapshot.poolState.find((p) => sameAddress(p.pool.underlying, underlying));
  if (!item) throw new Protocol31Error(`the V3.0 Mainnet snapshot has no pool lending ${underlying}`);
  const total = (e: { votesLp: bigint; votesCa: bigint }) => e.votesLp + e.votesCa;
  const entries = Object.entries(item.gauge.quotaParams)
    .map(([token, q]) => ({ token, minRate: q.minRate, maxRate: q.maxRate, votesLp: looseBig(q.totalVotesLpSide), votesCa: looseBig(q.totalVotesCaSide), rate: q.rate }))
    .filter((e) => e.votesLp > 0n && e.votesCa > 0n && e.minRate < e.maxRate)
    .sort((a, b) => (total(a) === total(b) ? 0 : total(a) < total(b) ? 1 : -1));
  const best = entries[0];
  if (!best) throw new Protocol31Error(`the V3.0 Mainnet gauge of ${item.pool.name} has no token with votes on both sides`);
  const { token, ...entry } = best;
  return { source: `V3.0 Mainnet ${item.pool.name}, gauge ${getAddress(item.gauge.address)}, token ${getAddress(token)}`, ...entry };
}

/**
 * The newest V3.1 market whose underlying is a 6-decimal USDC, with a credit suite without Degen NFT that accepts a
 * quoted 18-decimal collateral (liquidation threshold above zero, quota limit above zero, fed by one of the market's price feeds).
 */
export function usdcMarketParams(): MarketParams {
  const data = loadV31(DIRS.v31Dir);
  const candidates = [...data.markets].sort((a, b) => b.state.block - a.state.block);
  for (const { market, state } of candidates) {
    const underlying = market.tokens.find((t) => sameAddress(t.address, market.pool.underlying));
    if (!underlying || underlying.symbol !== 'USDC' || underlying.decimals !== 6) continue;
    // A suite open to anyone (no Degen NFT to burn), as the stand-ins provide none.
    for (const suite of market.creditSuites.filter((s) => isZeroAddress(s.creditFacade.degenNFT))) {
      for (const ct of suite.creditManager.collateralTokens) {
        const collateral = market.tokens.find((t) => sameAddress(t.address, ct.token));
        const quota = market.quotaKeeper.quotas.find((q) => sameAddress(q.token, ct.token));
        if (!collateral || collateral.decimals !== 18 || ct.liquidationThreshold === 0 || !quota || quota.limit === 0n) continue;
        const feeds = [underlying, collateral].map((token) => {
          const main = market.priceOracle.feedMap.find((f) => sameAddress(f.token, token.address) && !f.reserve);
          const reserve = market.priceOracle.feedMap.find((f) => sameAddress(f.token, token.address) && f.reserve);
          const feed = main && market.priceOracle.feedTree.find((f) => sameAddress(f.address, main.priceFeed));
          if (!main || !feed) throw new Protocol31Error(`${state.file}: no price feed for ${token.symbol}`);
          return { token, answer: feed.answer.price, skipCheck: feed.skipCheck, stalenessPeriod: main.stalenessPeriod, description: feed.description, sameReserve: !!reserve && sameAddress(reserve.priceFeed, main.priceFeed) };
        });
        const irmParams = market.interestRateModel.params;
        const rate = market.rateKeeper.rates.find((r) => sameAddress(r.token, ct.token));
        return {
          state,
          market,
          suite,
          underlying,
          collateral,
          irm: {
            U_1: int(irmParams, 'U_1'),
            U_2: int(irmParams, 'U_2'),
            R_base: int(irmParams, 'R_base'),
            R_slope1: int(irmParams, 'R_slope1'),
            R_slope2: int(irmParams, 'R_slope2'),
            R_slope3: int(irmParams, 'R_slope3'),
            isBorrowingMoreU2Forbidden: param(irmParams, 'isBorrowingMoreU2Forbidden') === true,
          },
          tumblerEpochLength: int(market.rateKeeper.params, 'epochLength'),
          quota: { rate: rate?.rate ?? quota.rate, limit: quota.limit, fee: quota.quotaIncreaseFee },
          lt: ct.liquidationThreshold,
          feeds,
          gauge: mainnetGaugeEntry(underlying.address),
        };
      }
    }
  }
  throw new Protocol31Error('no V3.1 market with a 6-decimal USDC underlying and a quoted 18-decimal collateral in the shared states', { dir: DIRS.v31Dir });
}

// ---------------------------------------------------------------------------------------------------------------------
// The deployment.

export interface V31Addresses {
  acl: Address;
  contractsRegister: Address;
  addressProvider: Address;
  priceFeedStore: Address;
  underlying: Address;
  collateral: Address;
  underlyingFeed: Address;
  collateralFeed: Address;
  interestRateModel: Address;
  pool: Address;
  quotaKeeper: Address;
  tumbler: Address;
  priceOracle: Address;
  lossPolicy: Address;
  botList: Address;
  accountFactory: Address;
  creditManager: Address;
  creditConfigurator: Address;
  creditFacade: Address;
  /** A bot that requires ADD_COLLATERAL_PERMISSION only, and that the borrower approved on `creditAccount`. */
  bot: Address;
  /** A bot nobody approved, requiring the same permissions. */
  strangerBot: Address;
  /** The instance's GEAR (a mock ERC-20) and GEAR staking (GearStakingV3 3.10). */
  gearToken: Address;
  gearStaking: Address;
  /** The curator's second market, whose rate keeper is a GaugeV3 3.10 (see the file's comment). */
  gaugeInterestRateModel: Address;
  gaugePool: Address;
  gaugeQuotaKeeper: Address;
  gauge: Address;
}

/** An address-provider entry the stand-in holds, as the V3.1 states list them. */
export interface AddressProviderEntry {
  key: string;
  version: number;
  address: Address;
}

/** A contract the fixture deployed: its name, and whether it is a stand-in (or mock) rather than a 3.10 contract. */
export interface DeployedContract {
  address: Address;
  name: string;
  standIn: boolean;
}

export interface V31Deployment {
  rpcUrl: string;
  client: PublicClient;
  wallet: WalletClient;
  params: MarketParams;
  artifacts: Record<CoreV310Contract, Artifact>;
  standIns: Record<StandIn, Artifact>;
  addresses: V31Addresses;
  /** Configurator, pausable and unpausable admin, instance manager (owner of the bot list and account factory), and the pool's first depositor. */
  deployer: Address;
  borrower: Address;
  /** An address with no role and no account. */
  stranger: Address;
  /** Holds underlying approved to the credit manager (to repay in liquidations). */
  liquidator: Address;
  /** The borrower's open credit account: collateral added, debt taken, collateral quoted. */
  creditAccount: Address;
  /** Amounts used when opening it. */
  opened: { collateral: bigint; debt: bigint; quota: bigint };
  /** The pool's deposits (underlying units), the first 1e5 being the factory's dead shares. */
  deposited: bigint;
  /** Contracts deployed (3.10 contracts and stand-ins, the master credit account included). */
  deployedCount: number;
  /** Each contract deployed by a transaction of the fixture, in order (the master credit account is not among them). */
  deployed: DeployedContract[];
  /** The address provider's entries, in the order they were set. */
  addressProviderEntries: AddressProviderEntry[];
  /** The block mined at the end of the deployment: the state every later test starts from. */
  readyBlock: bigint;
  compile: { count: number; cached: boolean; solcMs: number };
  /** Calls `to` (null: deploys `data` as creation code) from `from` (eth_call on the latest block) and returns its revert data; throws if it does not revert. */
  revertData(from: Address, to: Address | null, data: Hex): Promise<Hex>;
  /** Sends a transaction and checks it succeeded. */
  send(from: Address, to: Address, abi: Abi, functionName: string, args: readonly unknown[]): Promise<void>;
  read<T>(to: Address, abi: Abi, functionName: string, args?: readonly unknown[]): Promise<T>;
  /** Runs `fn` on a snapshot of the chain and reverts to it afterwards. */
  onSnapshot<T>(fn: () => Promise<T>): Promise<T>;
  stop(): Promise<void>;
}

/** The facade's multicall entry: `{ target, callData }`. */
export interface MultiCall {
  target: Address;
  callData: Hex;
}

const DEPLOYER: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'; // anvil's first dev account
const BORROWER: Address = getAddress('0x00000000000000000000000000000000000b0770');
const STRANGER: Address = getAddress('0x0000000000000000000000000000000000005724');
const LIQUIDATOR: Address = getAddress('0x000000000000000000000000000000000000119d');
const DEAD: Address = '0x000000000000000000000000000000000000dEaD';
const ZERO: Address = '0x0000000000000000000000000000000000000000';

let multicallAbiCache: Abi | undefined;

/** `ICreditFacadeV3Multicall`'s ABI, from the committed compiled ABIs of core-v3 3.10 (src/domain/abi/compiled/). */
export function multicallAbi(): Abi {
  if (multicallAbiCache) return multicallAbiCache;
  const c = readCompiledAbiFile('core-v3@1.52.1').abis.ICreditFacadeV3Multicall;
  if (!c) throw new Protocol31Error('core-v3@1.52.1.json has no ICreditFacadeV3Multicall');
  multicallAbiCache = toAbi(c.abi, 'ICreditFacadeV3Multicall');
  return multicallAbiCache;
}

/** A call of a facade multicall method (`addCollateral`, `increaseDebt`, …) for the facade at `facade`. */
export function facadeCall(facade: Address, functionName: string, args: readonly unknown[]): MultiCall {
  return { target: facade, callData: encodeFunctionData({ abi: multicallAbi(), functionName, args }) };
}

/** The selector of a multicall method. */
export function methodSelector(functionName: string): Hex {
  const item = multicallAbi().find((i): i is AbiFunction => i.type === 'function' && i.name === functionName);
  if (!item) throw new Protocol31Error(`ICreditFacadeV3Multicall has no ${functionName}`);
  return toFunctionSelector(item);
}

/** Revert data carried by an error of viem's chain (`data` as hex, or as `{ data }` on RawContractError). */
function revertDataOf(e: unknown): Hex | undefined {
  if (e instanceof RawContractError) return typeof e.data === 'string' ? e.data : e.data?.data;
  if (e instanceof BaseError && 'data' in e && typeof e.data === 'string' && /^0x[0-9a-fA-F]*$/.test(e.data)) return e.data as Hex;
  return undefined;
}

/** Deploys the market, opens the borrower's account and mines one block. Call stop() when done. */
export async function deployV31Market(): Promise<V31Deployment> {
  const params = usdcMarketParams();
  const compiled = v310Artifacts();
  const { artifacts } = compiled;
  const standIns = v31CoreStandIns();
  const anvil = await startAnvil(params.state.chainId);
  try {
    const transport = http(anvil.url);
    const client = createPublicClient({ transport, pollingInterval: 10 });
    const wallet = createWalletClient({ transport });
    const { call } = rpcClient(anvil.url);
    for (const who of [BORROWER, STRANGER, LIQUIDATOR]) {
      await call('anvil_impersonateAccount', [who]);
      await call('anvil_setBalance', [who, '0x56bc75e2d63100000']);
    }
    let deployedCount = 0;
    const deployed: DeployedContract[] = [];
    const standInArtifacts = new Set<Artifact>(Object.values(standIns));

    const deploy = async (a: Artifact, args: readonly unknown[], what: string): Promise<Address> => {
      const hash = await wallet.deployContract({ abi: a.abi, bytecode: a.bytecode, args, account: DEPLOYER, chain: null, gas: TX_GAS });
      const r = await minedReceipt(client, hash, `deploying ${what}`);
      if (!r.contractAddress) throw new Protocol31Error(`${what}: no contract address`);
      deployedCount++;
      const address = getAddress(r.contractAddress);
      deployed.push({ address, name: what, standIn: standInArtifacts.has(a) });
      return address;
    };
    const send = async (from: Address, to: Address, abi: Abi, functionName: string, args: readonly unknown[]): Promise<void> => {
      const data = encodeFunctionData({ abi, functionName, args });
      const hash = await wallet.sendTransaction({ account: from, to, data, chain: null, gas: TX_GAS });
      // Replayed on the state before it, the call throws with the revert's data decoded against the contract's ABI.
      await minedReceipt(client, hash, `${functionName} on ${to}`, (blockNumber) => client.simulateContract({ account: from, address: to, abi, functionName, args, blockNumber, gas: TX_GAS }));
    };
    const read = async <T>(to: Address, abi: Abi, functionName: string, args: readonly unknown[] = []): Promise<T> => {
      const value: unknown = await client.readContract({ address: to, abi, functionName, args });
      return value as T;
    };
    const by = (name: CoreV310Contract) => artifacts[name].abi;
    const si = (name: StandIn) => standIns[name].abi;
    const cfg = (to: Address, abi: Abi, fn: string, args: readonly unknown[]) => send(DEPLOYER, to, abi, fn, args);

    // Stand-ins for the permissionless instance: ACL (the deployer is configurator and admin), contracts register,
    // address provider (price feed store, and the deployer as instance manager), price feed store.
    const acl = await deploy(standIns.ACLStandIn, [DEPLOYER], 'ACLStandIn');
    for (const role of ['PAUSABLE_ADMIN', 'UNPAUSABLE_ADMIN']) await cfg(acl, si('ACLStandIn'), 'standInGrantRole', [stringToHex(role, { size: 32 }), DEPLOYER]);
    const contractsRegister = await deploy(standIns.ContractsRegisterStandIn, [], 'ContractsRegisterStandIn');
    const addressProvider = await deploy(standIns.AddressProviderStandIn, [], 'AddressProviderStandIn');
    const priceFeedStore = await deploy(standIns.PriceFeedStoreStandIn, [], 'PriceFeedStoreStandIn');
    const addressProviderEntries: AddressProviderEntry[] = [];
    const setEntry = async (key: string, address: Address) => {
      await cfg(addressProvider, si('AddressProviderStandIn'), 'standInSetAddress', [stringToHex(key, { size: 32 }), 0n, address]);
      addressProviderEntries.push({ key, version: 0, address });
    };
    await setEntry('PRICE_FEED_STORE', priceFeedStore);
    await setEntry('INSTANCE_MANAGER_PROXY', DEPLOYER);

    // The instance's GEAR staking (InstanceManager.deploySystemContract: GearStakingV3(addressProvider)), which reads
    // GLOBAL::GEAR_TOKEN and takes CROSS_CHAIN_GOVERNANCE_PROXY (the deployer here) as its owner.
    const gearToken = await deploy(standIns.ERC20Mock, ['Gearbox', 'GEAR', 18], 'ERC20Mock GEAR');
    await setEntry('GLOBAL::GEAR_TOKEN', gearToken);
    await setEntry('CROSS_CHAIN_GOVERNANCE_PROXY', DEPLOYER);
    const gearStaking = await deploy(artifacts.GearStakingV3, [addressProvider], 'GearStakingV3');
    await setEntry('GEAR_STAKING', gearStaking);

    // Tokens and feeds with the real market's decimals, prices and staleness rules.
    const tokenAddress = new Map<string, Address>();
    const feedAddress = new Map<string, Address>();
    for (const f of params.feeds) {
      const t = f.token;
      tokenAddress.set(addressKey(t.address), await deploy(standIns.ERC20Mock, [t.name, t.symbol, t.decimals], `ERC20Mock ${t.symbol}`));
      const feed = await deploy(standIns.PriceFeedMock, [f.answer, f.skipCheck, f.description], `PriceFeedMock ${f.description}`);
      feedAddress.set(addressKey(t.address), feed);
      await cfg(priceFeedStore, si('PriceFeedStoreStandIn'), 'standInSetStalenessPeriod', [feed, f.stalenessPeriod]);
    }
    const need = (m: Map<string, Address>, key: string) => {
      const v = m.get(addressKey(key));
      if (!v) throw new Protocol31Error(`nothing deployed for ${key}`);
      return v;
    };
    const underlying = need(tokenAddress, params.underlying.address);
    const collateral = need(tokenAddress, params.collateral.address);

    // Market (MarketConfigurator.createMarket): pool and quota keeper (PoolFactory.deployPool, with the dead shares),
    // price oracle, interest rate model, rate keeper, loss policy; then the onCreateMarket hooks.
    const { irm } = params;
    const interestRateModel = await deploy(artifacts.LinearInterestRateModelV3, [irm.U_1, irm.U_2, irm.R_base, irm.R_slope1, irm.R_slope2, irm.R_slope3, irm.isBorrowingMoreU2Forbidden], 'LinearInterestRateModelV3');
    const pool = params.market.pool;
    const poolAddress = await deploy(artifacts.PoolV3, [acl, contractsRegister, underlying, params.market.treasury, interestRateModel, pool.totalDebtLimit, pool.name, pool.symbol], 'PoolV3');
    await cfg(contractsRegister, si('ContractsRegisterStandIn'), 'standInAddPool', [poolAddress]);
    const quotaKeeper = await deploy(artifacts.PoolQuotaKeeperV3, [poolAddress], 'PoolQuotaKeeperV3');
    await cfg(poolAddress, by('PoolV3'), 'setPoolQuotaKeeper', [quotaKeeper]);
    if (pool.withdrawFee !== 0n) await cfg(poolAddress, by('PoolV3'), 'setWithdrawFee', [pool.withdrawFee]);
    const erc20 = si('ERC20Mock');
    await cfg(underlying, erc20, 'mint', [DEPLOYER, 100_000n]);
    await cfg(underlying, erc20, 'approve', [poolAddress, 100_000n]);
    await cfg(poolAddress, by('PoolV3'), 'deposit', [100_000n, DEAD]);
    const priceOracle = await deploy(artifacts.PriceOracleV3, [acl], 'PriceOracleV3');
    const tumbler = await deploy(artifacts.TumblerV3, [poolAddress, params.tumblerEpochLength], 'TumblerV3');
    const lossPolicy = await deploy(artifacts.AliasedLossPolicyV3, [poolAddress, addressProvider], 'AliasedLossPolicyV3');
    await cfg(quotaKeeper, by('PoolQuotaKeeperV3'), 'setGauge', [tumbler]);
    const setFeeds = async (token: V31Token) => {
      const f = params.feeds.find((x) => x.token === token);
      if (!f) throw new Protocol31Error(`no feed for ${token.symbol}`);
      const feed = need(feedAddress, token.address);
      const address = need(tokenAddress, token.address);
      await cfg(priceOracle, by('PriceOracleV3'), 'setPriceFeed', [address, feed, f.stalenessPeriod]);
      if (f.sameReserve) await cfg(priceOracle, by('PriceOracleV3'), 'setReservePriceFeed', [address, feed, f.stalenessPeriod]);
    };
    await setFeeds(params.underlying);

    // addToken hooks: the oracle's feed, the rate keeper's token (which adds it to the quota keeper), then the pool
    // factory's configure calls for its limit and fee, and the curator's rate.
    await setFeeds(params.collateral);
    await cfg(tumbler, by('TumblerV3'), 'addToken', [collateral]);
    await cfg(tumbler, by('TumblerV3'), 'setRate', [collateral, params.quota.rate]);
    await cfg(quotaKeeper, by('PoolQuotaKeeperV3'), 'setTokenLimit', [collateral, params.quota.limit]);
    await cfg(quotaKeeper, by('PoolQuotaKeeperV3'), 'setTokenQuotaIncreaseFee', [collateral, params.quota.fee]);
    await cfg(tumbler, by('TumblerV3'), 'updateRates', []);

    // Credit suite (CreditFactory.deployCreditSuite): account factory, credit manager, configurator, facade; then the
    // install calls and onCreateCreditSuite hooks, the debt limits and the collateral.
    const cm = params.suite.creditManager;
    const cf = params.suite.creditFacade;
    const botList = await deploy(artifacts.BotListV3, [addressProvider], 'BotListV3');
    await setEntry('BOT_LIST', botList);
    const accountFactory = await deploy(artifacts.DefaultAccountFactoryV3, [addressProvider], 'DefaultAccountFactoryV3');
    const creditManager = await deploy(
      artifacts.CreditManagerV3,
      [poolAddress, accountFactory, priceOracle, cm.maxEnabledTokens, cm.feeInterest, cm.feeLiquidation, 10_000 - cm.liquidationDiscount, cm.feeLiquidationExpired, 10_000 - cm.liquidationDiscountExpired, cm.name],
      'CreditManagerV3',
    );
    const creditConfigurator = await deploy(artifacts.CreditConfiguratorV3, [creditManager], 'CreditConfiguratorV3');
    const creditFacade = await deploy(artifacts.CreditFacadeV3, [addressProvider, creditManager, lossPolicy, botList, ZERO, cf.degenNFT, cf.expirable], 'CreditFacadeV3');
    await cfg(accountFactory, by('DefaultAccountFactoryV3'), 'addCreditManager', [creditManager]);
    deployedCount++; // the master credit account the factory deploys
    await cfg(creditManager, by('CreditManagerV3'), 'setCreditConfigurator', [creditConfigurator]);
    await cfg(creditConfigurator, by('CreditConfiguratorV3'), 'setCreditFacade', [creditFacade, false]);
    await cfg(creditConfigurator, by('CreditConfiguratorV3'), 'setDebtLimits', [cf.minDebt, cf.maxDebt]);
    await cfg(creditConfigurator, by('CreditConfiguratorV3'), 'setMaxDebtPerBlockMultiplier', [cf.maxDebtPerBlockMultiplier]);
    await cfg(contractsRegister, si('ContractsRegisterStandIn'), 'standInAddCreditManager', [creditManager]);
    const debtLimit = pool.debtParams.find((d) => sameAddress(d.creditManager, cm.address))?.limit;
    if (debtLimit === undefined) throw new Protocol31Error(`${params.state.file}: the pool has no debt limit for ${cm.name}`);
    await cfg(poolAddress, by('PoolV3'), 'setCreditManagerDebtLimit', [creditManager, debtLimit]);
    await cfg(quotaKeeper, by('PoolQuotaKeeperV3'), 'addCreditManager', [creditManager]);
    await cfg(creditConfigurator, by('CreditConfiguratorV3'), 'addCollateralToken', [collateral, params.lt]);

    // Liquidity: twice the suite's maxDebt (the factory's 1e5 dead shares included), so one maxDebt borrow leaves the
    // pool at 50% utilisation.
    const deposited = 2n * cf.maxDebt;
    await cfg(underlying, erc20, 'mint', [DEPLOYER, deposited - 100_000n]);
    await cfg(underlying, erc20, 'approve', [poolAddress, deposited - 100_000n]);
    await cfg(poolAddress, by('PoolV3'), 'deposit', [deposited - 100_000n, DEPLOYER]);

    // Bots: one that needs ADD_COLLATERAL_PERMISSION only, one nobody approves.
    const addCollateralPermission = multicallPermission('ADD_COLLATERAL_PERMISSION');
    const bot = await deploy(standIns.BotMock, [addCollateralPermission], 'BotMock');
    const strangerBot = await deploy(standIns.BotMock, [addCollateralPermission], 'BotMock (not approved)');

    // The borrower opens an account as an integrator would: collateral worth twice the debt, debt of twice minDebt,
    // the collateral quoted for twice the debt; and approves the bot.
    const debt = 2n * cf.minDebt;
    const collateralFeed = params.feeds.find((f) => f.token === params.collateral);
    const underlyingFeed = params.feeds.find((f) => f.token === params.underlying);
    if (!collateralFeed || !underlyingFeed) throw new Protocol31Error('feeds missing');
    // value(collateral) = amount * price_c / 1e18 ; value(debt) = debt * price_u / 1e6: collateral = 2 * debt in USD.
    const collateralAmount = (2n * debt * underlyingFeed.answer * 10n ** 18n) / (collateralFeed.answer * 10n ** 6n);
    const quota = 2n * debt;
    await cfg(collateral, erc20, 'mint', [BORROWER, 10n * collateralAmount]);
    await cfg(underlying, erc20, 'mint', [BORROWER, 10n * debt]);
    await send(BORROWER, collateral, erc20, 'approve', [creditManager, 10n * collateralAmount]);
    const facadeAbi = by('CreditFacadeV3');
    const openCalls: MultiCall[] = [
      facadeCall(creditFacade, 'addCollateral', [collateral, collateralAmount]),
      facadeCall(creditFacade, 'increaseDebt', [debt]),
      facadeCall(creditFacade, 'updateQuota', [collateral, quota, 0n]),
      facadeCall(creditFacade, 'setBotPermissions', [bot, addCollateralPermission]),
    ];
    await send(BORROWER, creditFacade, facadeAbi, 'openCreditAccount', [BORROWER, openCalls, 0n]);
    const accounts = await read<readonly Address[]>(creditManager, by('CreditManagerV3'), 'creditAccounts', []);
    const creditAccount = accounts[0];
    if (!creditAccount || accounts.length !== 1) throw new Protocol31Error(`expected one credit account, found ${accounts.length}`);

    // A liquidator with underlying approved to the credit manager.
    await cfg(underlying, erc20, 'mint', [LIQUIDATOR, cf.maxDebt]);
    await send(LIQUIDATOR, underlying, erc20, 'approve', [creditManager, cf.maxDebt]);

    // The curator's gauge market (MarketConfigurator.createMarket with a GAUGE rate keeper; see the file's comment):
    // interest model, pool with its dead shares, quota keeper; the gauge built with (pool, GEAR_STAKING); the
    // onCreateMarket hooks (PoolFactory: the quota keeper's rate keeper; RateKeeperFactory: unfreeze); the collateral
    // added as RateKeeperFactory._addToken adds it; the curator's bounds; the staking owner allows the gauge.
    const gaugeInterestRateModel = await deploy(artifacts.LinearInterestRateModelV3, [irm.U_1, irm.U_2, irm.R_base, irm.R_slope1, irm.R_slope2, irm.R_slope3, irm.isBorrowingMoreU2Forbidden], 'LinearInterestRateModelV3 (gauge market)');
    const gaugePool = await deploy(artifacts.PoolV3, [acl, contractsRegister, underlying, params.market.treasury, gaugeInterestRateModel, pool.totalDebtLimit, `${pool.name} (gauge)`, `${pool.symbol}-G`], 'PoolV3 (gauge market)');
    const gaugeQuotaKeeper = await deploy(artifacts.PoolQuotaKeeperV3, [gaugePool], 'PoolQuotaKeeperV3 (gauge market)');
    await cfg(gaugePool, by('PoolV3'), 'setPoolQuotaKeeper', [gaugeQuotaKeeper]);
    await cfg(underlying, erc20, 'mint', [DEPLOYER, 100_000n]);
    await cfg(underlying, erc20, 'approve', [gaugePool, 100_000n]);
    await cfg(gaugePool, by('PoolV3'), 'deposit', [100_000n, DEAD]);
    await cfg(contractsRegister, si('ContractsRegisterStandIn'), 'standInAddPool', [gaugePool]);
    const gauge = await deploy(artifacts.GaugeV3, [gaugePool, gearStaking], 'GaugeV3');
    await cfg(gaugeQuotaKeeper, by('PoolQuotaKeeperV3'), 'setGauge', [gauge]);
    await cfg(gauge, by('GaugeV3'), 'setFrozenEpoch', [false]);
    await cfg(gauge, by('GaugeV3'), 'addQuotaToken', [collateral, 1, 1]);
    await cfg(gauge, by('GaugeV3'), 'changeQuotaMaxRate', [collateral, params.gauge.maxRate]);
    await cfg(gauge, by('GaugeV3'), 'changeQuotaMinRate', [collateral, params.gauge.minRate]);
    await cfg(gearStaking, by('GearStakingV3'), 'setVotingContractStatus', [gauge, 1]); // VotingContractStatus.ALLOWED

    // Simulations then run in a block after the last debt change.
    await call('anvil_mine', ['0x1']);
    const readyBlock = await client.getBlockNumber();

    const revertData = async (from: Address, to: Address | null, data: Hex): Promise<Hex> => {
      try {
        await client.call({ account: from, to, data });
      } catch (error) {
        if (error instanceof BaseError) {
          // The node's revert data: on viem's RawContractError, or on the RPC error beneath it.
          const withData = error.walk((e) => revertDataOf(e) !== undefined);
          const out = revertDataOf(withData);
          if (out) return out;
        }
        throw error;
      }
      throw new Protocol31Error('the call did not revert', { from, to, data });
    };
    const onSnapshot = async <T>(fn: () => Promise<T>): Promise<T> => {
      const id = await call('evm_snapshot', []);
      try {
        return await fn();
      } finally {
        const ok = await call('evm_revert', [id]);
        if (ok !== true) throw new Protocol31Error(`evm_revert(${String(id)}) failed`);
      }
    };

    return {
      rpcUrl: anvil.url,
      client,
      wallet,
      params,
      artifacts,
      standIns,
      addresses: {
        acl,
        contractsRegister,
        addressProvider,
        priceFeedStore,
        underlying,
        collateral,
        underlyingFeed: need(feedAddress, params.underlying.address),
        collateralFeed: need(feedAddress, params.collateral.address),
        interestRateModel,
        pool: poolAddress,
        quotaKeeper,
        tumbler,
        priceOracle,
        lossPolicy,
        botList,
        accountFactory,
        creditManager,
        creditConfigurator,
        creditFacade,
        bot,
        strangerBot,
        gearToken,
        gearStaking,
        gaugeInterestRateModel,
        gaugePool,
        gaugeQuotaKeeper,
        gauge,
      },
      deployer: DEPLOYER,
      borrower: BORROWER,
      stranger: STRANGER,
      liquidator: LIQUIDATOR,
      creditAccount,
      opened: { collateral: collateralAmount, debt, quota },
      deposited,
      deployedCount,
      deployed,
      addressProviderEntries,
      readyBlock,
      compile: { count: compiled.count, cached: compiled.cached, solcMs: compiled.solcMs },
      revertData,
      send,
      read,
      onSnapshot,
      stop: anvil.stop,
    };
  } catch (error) {
    await anvil.stop();
    throw error;
  }
}
