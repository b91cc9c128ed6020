// Open, manage and close a Gearbox V3.1 credit account with viem.
// Scenario: add underlying collateral, borrow, deposit everything into an ERC-4626 vault through the
// vault's adapter, and buy a quota for the vault shares; later repay part of the debt; finally unwind and close.
// Multicalls that end in a collateral check start with the on-demand price updates the account's feeds need.
import {
  encodeFunctionData,
  isAddressEqual,
  maxUint256,
  parseAbi,
  parseEventLogs,
  zeroAddress,
  type Address,
  type Hash,
  type Hex,
  type PublicClient,
  type WalletClient,
} from 'viem';

/** CreditFacadeV3 3.10 (core-v3 contracts/interfaces/ICreditFacadeV3.sol). */
export const creditFacadeAbi = parseAbi([
  'struct MultiCall { address target; bytes callData; }',
  'function creditManager() view returns (address)',
  'function underlying() view returns (address)',
  'function debtLimits() view returns (uint128 minDebt, uint128 maxDebt)',
  'function openCreditAccount(address onBehalfOf, MultiCall[] calls, uint256 referralCode) payable returns (address creditAccount)',
  'function multicall(address creditAccount, MultiCall[] calls) payable',
  'function closeCreditAccount(address creditAccount, MultiCall[] calls) payable',
  'event OpenCreditAccount(address indexed creditAccount, address indexed onBehalfOf, address indexed caller, uint256 referralCode)',
]);

/** The facade's own multicall operations (core-v3 contracts/interfaces/ICreditFacadeV3Multicall.sol). */
export const facadeMulticallAbi = parseAbi([
  'struct PriceUpdate { address priceFeed; bytes data; }',
  'function onDemandPriceUpdates(PriceUpdate[] updates)',
  'function addCollateral(address token, uint256 amount)',
  'function increaseDebt(uint256 amount)',
  'function decreaseDebt(uint256 amount)',
  'function updateQuota(address token, int96 quotaChange, uint96 minQuota)',
  'function withdrawCollateral(address token, uint256 amount, address to)',
  'function setBotPermissions(address bot, uint192 permissions)',
]);

/** ERC4626Adapter 3.12 (integrations-v3 contracts/interfaces/erc4626/IERC4626Adapter.sol): returns useSafePrices. */
export const erc4626AdapterAbi = parseAbi([
  'function deposit(uint256 assets, address) returns (bool useSafePrices)',
  'function redeemDiff(uint256 leftoverAmount) returns (bool useSafePrices)',
]);

/** ERC-20, for the approval the credit manager needs to pull collateral. */
const erc20 = parseAbi([
  'function allowance(address owner, address spender) view returns (uint256)',
  'function approve(address spender, uint256 amount) returns (bool)',
]);

export type MultiCall = { target: Address; callData: Hex };
/** A pull-based feed and its signed payload, e.g. a Redstone data package (how to get one is the feed's business). */
export type PriceUpdate = { priceFeed: Address; data: Hex };

/** Facade operations target the facade itself; `onDemandPriceUpdates` is only accepted as the first call. */
const op = (facade: Address, callData: Hex): MultiCall => ({ target: facade, callData });
const QUOTA_STEP = 10_000n; // the facade rounds a quota change toward zero to a multiple of 10000

export const calls = {
  priceUpdates: (facade: Address, updates: PriceUpdate[]): MultiCall[] =>
    updates.length === 0 ? [] : [op(facade, encodeFunctionData({ abi: facadeMulticallAbi, functionName: 'onDemandPriceUpdates', args: [updates] }))],
  addCollateral: (facade: Address, token: Address, amount: bigint) => op(facade, encodeFunctionData({ abi: facadeMulticallAbi, functionName: 'addCollateral', args: [token, amount] })),
  increaseDebt: (facade: Address, amount: bigint) => op(facade, encodeFunctionData({ abi: facadeMulticallAbi, functionName: 'increaseDebt', args: [amount] })),
  /** Any amount at or above the total debt repays it all; then no quota may remain. */
  decreaseDebt: (facade: Address, amount: bigint) => op(facade, encodeFunctionData({ abi: facadeMulticallAbi, functionName: 'decreaseDebt', args: [amount] })),
  /** Buys `quota` (underlying units, rounded down to the step) and reverts unless the account ends with at least that. */
  buyQuota: (facade: Address, token: Address, quota: bigint) => {
    const q = (quota / QUOTA_STEP) * QUOTA_STEP;
    return op(facade, encodeFunctionData({ abi: facadeMulticallAbi, functionName: 'updateQuota', args: [token, q, q] }));
  },
  /** type(int96).min removes the whole quota (and disables the token); it is passed on unrounded. */
  removeQuota: (facade: Address, token: Address) => op(facade, encodeFunctionData({ abi: facadeMulticallAbi, functionName: 'updateQuota', args: [token, -(2n ** 95n), 0n] })),
  /** maxUint256 withdraws the whole balance but one unit. */
  withdraw: (facade: Address, token: Address, amount: bigint, to: Address) => op(facade, encodeFunctionData({ abi: facadeMulticallAbi, functionName: 'withdrawCollateral', args: [token, amount, to] })),
  /** Inside the multicall since 3.1; `permissions` must equal the bot's requiredPermissions(), or be 0 to revoke. */
  setBotPermissions: (facade: Address, bot: Address, permissions: bigint) => op(facade, encodeFunctionData({ abi: facadeMulticallAbi, functionName: 'setBotPermissions', args: [bot, permissions] })),
  /** Adapter calls target the adapter; the receiver argument is ignored and the account receives the shares. */
  vaultDeposit: (adapter: Address, assets: bigint): MultiCall => ({ target: adapter, callData: encodeFunctionData({ abi: erc4626AdapterAbi, functionName: 'deposit', args: [assets, zeroAddress] }) }),
  vaultRedeemAll: (adapter: Address): MultiCall => ({ target: adapter, callData: encodeFunctionData({ abi: erc4626AdapterAbi, functionName: 'redeemDiff', args: [1n] }) }),
};

export interface Position {
  creditFacade: Address;
  /** The credit manager's underlying (the pool's asset). */
  underlying: Address;
  /** The vault's adapter in this credit manager (ICreditManagerV3.contractToAdapter(vault)). */
  vaultAdapter: Address;
  /** The vault's share token; a collateral token of the credit manager with a quota limit in the pool. */
  vault: Address;
  priceUpdates: PriceUpdate[];
}

/** The opening multicall: price updates, collateral, debt, the deposit, the quota, and optionally a bot. */
export function openCalls(p: Position, collateral: bigint, debt: bigint, quota: bigint, bot?: { address: Address; permissions: bigint }): MultiCall[] {
  const f = p.creditFacade;
  return [
    ...calls.priceUpdates(f, p.priceUpdates),
    calls.addCollateral(f, p.underlying, collateral),
    calls.increaseDebt(f, debt),
    calls.vaultDeposit(p.vaultAdapter, collateral + debt),
    calls.buyQuota(f, p.vault, quota), // after increaseDebt: a zero-debt account cannot change quotas
    ...(bot ? [calls.setBotPermissions(f, bot.address, bot.permissions)] : []),
  ];
}

/**
 * The closing multicall: redeem the shares, drop the quota, repay everything, take the rest.
 * No price updates: a closure runs no collateral check, and repaying computes the debt without prices.
 */
export function closeCalls(p: Position, to: Address): MultiCall[] {
  const f = p.creditFacade;
  return [
    calls.vaultRedeemAll(p.vaultAdapter),
    calls.removeQuota(f, p.vault), // before the full repayment, which reverts while a quota is active
    calls.decreaseDebt(f, maxUint256),
    calls.withdraw(f, p.underlying, maxUint256, to),
  ];
}

/** Waits for a sent transaction and fails if it reverted. */
async function confirmed(publicClient: PublicClient, sent: Promise<Hash>): Promise<Hash> {
  const hash = await sent;
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success') throw new Error(`transaction ${hash} reverted`);
  return hash;
}

/** Approves the credit manager (not the facade), simulates, opens, and reads the account from the event. */
export async function openAccount(
  publicClient: PublicClient,
  walletClient: WalletClient,
  p: Position,
  amounts: { collateral: bigint; debt: bigint; quota: bigint },
  bot?: { address: Address; permissions: bigint },
): Promise<{ hash: Hash; creditAccount: Address }> {
  const account = walletClient.account;
  if (!account) throw new Error('walletClient has no account');

  const [minDebt, maxDebt] = await publicClient.readContract({ address: p.creditFacade, abi: creditFacadeAbi, functionName: 'debtLimits' });
  if (amounts.debt < minDebt || amounts.debt > maxDebt) throw new Error(`debt must be within [${minDebt}, ${maxDebt}]`);

  const creditManager = await publicClient.readContract({ address: p.creditFacade, abi: creditFacadeAbi, functionName: 'creditManager' });
  const allowance = await publicClient.readContract({ address: p.underlying, abi: erc20, functionName: 'allowance', args: [account.address, creditManager] });
  if (allowance < amounts.collateral) {
    const { request } = await publicClient.simulateContract({ account, address: p.underlying, abi: erc20, functionName: 'approve', args: [creditManager, amounts.collateral] });
    await confirmed(publicClient, walletClient.writeContract(request));
  }

  const { request } = await publicClient.simulateContract({
    account,
    address: p.creditFacade,
    abi: creditFacadeAbi,
    functionName: 'openCreditAccount',
    args: [account.address, openCalls(p, amounts.collateral, amounts.debt, amounts.quota, bot), 0n],
  });
  const hash = await confirmed(publicClient, walletClient.writeContract(request));
  // The factory may hand out a different account than the simulation saw: read it from the event.
  const receipt = await publicClient.getTransactionReceipt({ hash });
  const [opened] = parseEventLogs({ abi: creditFacadeAbi, eventName: 'OpenCreditAccount', logs: receipt.logs.filter((l) => isAddressEqual(l.address, p.creditFacade)) });
  if (!opened) throw new Error('no OpenCreditAccount event');
  return { hash, creditAccount: opened.args.creditAccount };
}

/** Repays `amount` of debt from the account's own underlying (not in the block the debt last changed). */
export async function repay(publicClient: PublicClient, walletClient: WalletClient, p: Position, creditAccount: Address, amount: bigint): Promise<Hash> {
  const account = walletClient.account;
  if (!account) throw new Error('walletClient has no account');
  const { request } = await publicClient.simulateContract({
    account,
    address: p.creditFacade,
    abi: creditFacadeAbi,
    functionName: 'multicall',
    args: [creditAccount, [...calls.priceUpdates(p.creditFacade, p.priceUpdates), calls.decreaseDebt(p.creditFacade, amount)]],
  });
  return confirmed(publicClient, walletClient.writeContract(request));
}

/** Unwinds and closes; the credit manager reverts with CloseAccountWithNonZeroDebtException unless the debt ends at zero. */
export async function closeAccount(publicClient: PublicClient, walletClient: WalletClient, p: Position, creditAccount: Address): Promise<Hash> {
  const account = walletClient.account;
  if (!account) throw new Error('walletClient has no account');
  const { request } = await publicClient.simulateContract({
    account,
    address: p.creditFacade,
    abi: creditFacadeAbi,
    functionName: 'closeCreditAccount',
    args: [creditAccount, closeCalls(p, account.address)],
  });
  return confirmed(publicClient, walletClient.writeContract(request));
}
