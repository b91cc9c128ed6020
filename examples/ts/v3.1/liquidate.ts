// Liquidate a Gearbox V3.1 credit account with viem, fully or partially.
// Full: the liquidator adds underlying, takes every other collateral token out, and the credit manager repays the pool.
// Partial: the liquidator repays part of the debt in underlying and receives one collateral token at a discount.
import { encodeAbiParameters, encodeFunctionData, maxUint256, parseAbi, type Address, type Hash, type Hex, type PublicClient, type WalletClient } from 'viem';

/** CreditFacadeV3 3.10 (core-v3 contracts/interfaces/ICreditFacadeV3.sol). */
export const liquidationFacadeAbi = parseAbi([
  'struct MultiCall { address target; bytes callData; }',
  'struct PriceUpdate { address priceFeed; bytes data; }',
  'function creditManager() view returns (address)',
  'function underlying() view returns (address)',
  'function lossPolicy() view returns (address)',
  'function expirable() view returns (bool)',
  'function expirationDate() view returns (uint40)',
  'function liquidateCreditAccount(address creditAccount, address to, MultiCall[] calls, bytes lossPolicyData)',
  'function partiallyLiquidateCreditAccount(address creditAccount, address token, uint256 repaidAmount, uint256 minSeizedAmount, address to, PriceUpdate[] priceUpdates) returns (uint256 seizedAmount)',
]);

/** The multicall operations a liquidation may use (core-v3 contracts/interfaces/ICreditFacadeV3Multicall.sol). */
export const liquidationMulticallAbi = parseAbi([
  'struct PriceUpdate { address priceFeed; bytes data; }',
  'function onDemandPriceUpdates(PriceUpdate[] updates)',
  'function addCollateral(address token, uint256 amount)',
  'function withdrawCollateral(address token, uint256 amount, address to)',
]);

/** CreditManagerV3 3.10 (core-v3 contracts/interfaces/ICreditManagerV3.sol); `task` is the CollateralCalcTask enum. */
export const liquidationManagerAbi = parseAbi([
  'struct CollateralDebtData { uint256 debt; uint256 cumulativeIndexNow; uint256 cumulativeIndexLastUpdate; uint128 cumulativeQuotaInterest; uint256 accruedInterest; uint256 accruedFees; uint256 totalDebtUSD; uint256 totalValue; uint256 totalValueUSD; uint256 twvUSD; uint256 enabledTokensMask; uint256 quotedTokensMask; address[] quotedTokens; address _poolQuotaKeeper; }',
  'function calcDebtAndCollateral(address creditAccount, uint8 task) view returns (CollateralDebtData cdd)',
  'function fees() view returns (uint16 feeInterest, uint16 feeLiquidation, uint16 liquidationDiscount, uint16 feeLiquidationExpired, uint16 liquidationDiscountExpired)',
  'function getTokenByMask(uint256 tokenMask) view returns (address token)',
  'function priceOracle() view returns (address)',
]);

/** PriceOracleV3 3.10 (core-v3 contracts/interfaces/IPriceOracleV3.sol). */
export const priceOracleAbi = parseAbi(['function convert(uint256 amount, address tokenFrom, address tokenTo) view returns (uint256)']);

/** AliasedLossPolicyV3 3.10 (core-v3 contracts/interfaces/IAliasedLossPolicyV3.sol and base/ILossPolicy.sol). */
export const lossPolicyAbi = parseAbi([
  'function accessMode() view returns (uint8)',
  'function checksEnabled() view returns (bool)',
  'function getRequiredAliasPriceFeeds(address creditAccount) view returns (address[])',
]);

const erc20 = parseAbi([
  'function balanceOf(address account) view returns (uint256)',
  'function approve(address spender, uint256 amount) returns (bool)',
]);

export type PriceUpdate = { priceFeed: Address; data: Hex };
export type MultiCall = { target: Address; callData: Hex };

const DEBT_COLLATERAL = 3; // CollateralCalcTask.DEBT_COLLATERAL, the mode the facade itself uses
const PERCENTAGE_FACTOR = 10_000n;
const UNDERLYING_TOKEN_MASK = 1n;

/** The facade's own test, made off-chain with the prices stored now (updates in the transaction change them). */
export async function liquidationState(client: PublicClient, facade: Address, creditAccount: Address) {
  const creditManager = await client.readContract({ address: facade, abi: liquidationFacadeAbi, functionName: 'creditManager' });
  const [cdd, fees, expirable, expirationDate, block] = await Promise.all([
    client.readContract({ address: creditManager, abi: liquidationManagerAbi, functionName: 'calcDebtAndCollateral', args: [creditAccount, DEBT_COLLATERAL] }),
    client.readContract({ address: creditManager, abi: liquidationManagerAbi, functionName: 'fees' }),
    client.readContract({ address: facade, abi: liquidationFacadeAbi, functionName: 'expirable' }),
    client.readContract({ address: facade, abi: liquidationFacadeAbi, functionName: 'expirationDate' }),
    client.getBlock(),
  ]);
  const [, , liquidationDiscount, , liquidationDiscountExpired] = fees;
  const isUnhealthy = cdd.twvUSD < cdd.totalDebtUSD;
  const isExpired = expirable && expirationDate !== 0 && block.timestamp >= BigInt(expirationDate);
  // Loss: the discounted value does not cover principal plus interest; only then is the loss policy asked.
  const hasBadDebt = isUnhealthy && cdd.totalValue * BigInt(liquidationDiscount) < (cdd.debt + cdd.accruedInterest) * PERCENTAGE_FACTOR;
  const discount = BigInt(isUnhealthy ? liquidationDiscount : liquidationDiscountExpired);
  return { creditManager, cdd, liquidatable: cdd.debt !== 0n && (isUnhealthy || isExpired), isUnhealthy, hasBadDebt, discount };
}

/** Loss-policy data for AliasedLossPolicyV3: the alias feeds' updates, ABI-encoded as PriceUpdate[] (or empty). */
export function aliasedLossPolicyData(updates: PriceUpdate[]): Hex {
  if (updates.length === 0) return '0x';
  return encodeAbiParameters([{ type: 'tuple[]', components: [{ name: 'priceFeed', type: 'address' }, { name: 'data', type: 'bytes' }] }], [updates]);
}

/**
 * Full liquidation, "buy the collateral" style: price updates first, then add the underlying the account must
 * hold (its total value times the discount, minus the underlying already there, plus `bufferBps` for price moves),
 * then withdraw every enabled non-underlying token to `to`. The pool is repaid from the account's underlying.
 */
export async function liquidate(
  publicClient: PublicClient,
  walletClient: WalletClient,
  facade: Address,
  creditAccount: Address,
  opts: { priceUpdates: PriceUpdate[]; lossPolicyData: Hex; bufferBps: bigint },
): Promise<Hash> {
  const account = walletClient.account;
  if (!account) throw new Error('walletClient has no account');
  const s = await liquidationState(publicClient, facade, creditAccount);
  if (!s.liquidatable && opts.priceUpdates.length === 0) throw new Error('account is neither unhealthy nor expired');

  const underlying = await publicClient.readContract({ address: facade, abi: liquidationFacadeAbi, functionName: 'underlying' });
  const onAccount = await publicClient.readContract({ address: underlying, abi: erc20, functionName: 'balanceOf', args: [creditAccount] });
  const needed = (s.cdd.totalValue * s.discount) / PERCENTAGE_FACTOR;
  const toAdd = needed > onAccount ? ((needed - onAccount) * (PERCENTAGE_FACTOR + opts.bufferBps)) / PERCENTAGE_FACTOR : 0n;

  const op = (callData: Hex): MultiCall => ({ target: facade, callData });
  const calls: MultiCall[] = [];
  if (opts.priceUpdates.length) calls.push(op(encodeFunctionData({ abi: liquidationMulticallAbi, functionName: 'onDemandPriceUpdates', args: [opts.priceUpdates] })));
  if (toAdd) calls.push(op(encodeFunctionData({ abi: liquidationMulticallAbi, functionName: 'addCollateral', args: [underlying, toAdd] })));
  for (let mask = s.cdd.enabledTokensMask & ~UNDERLYING_TOKEN_MASK; mask !== 0n; mask &= mask - 1n) {
    const token = await publicClient.readContract({ address: s.creditManager, abi: liquidationManagerAbi, functionName: 'getTokenByMask', args: [mask & -mask] });
    calls.push(op(encodeFunctionData({ abi: liquidationMulticallAbi, functionName: 'withdrawCollateral', args: [token, maxUint256, account.address] })));
  }

  if (toAdd) {
    // addCollateral pulls from the caller through the credit manager, so the manager is the spender.
    const { request } = await publicClient.simulateContract({ account, address: underlying, abi: erc20, functionName: 'approve', args: [s.creditManager, toAdd] });
    await publicClient.waitForTransactionReceipt({ hash: await walletClient.writeContract(request) });
  }
  const { request } = await publicClient.simulateContract({
    account,
    address: facade,
    abi: liquidationFacadeAbi,
    functionName: 'liquidateCreditAccount',
    args: [creditAccount, account.address, calls, opts.lossPolicyData],
  });
  return walletClient.writeContract(request);
}

/**
 * Partial liquidation: repay `repaidAmount` of underlying (fee included) for `token`. The facade prices the seized
 * amount as convert(repaidAmount, underlying, token) * 10000 / discount; `slippageBps` guards the minimum.
 */
export async function liquidatePartially(
  publicClient: PublicClient,
  walletClient: WalletClient,
  facade: Address,
  creditAccount: Address,
  opts: { token: Address; repaidAmount: bigint; slippageBps: bigint; priceUpdates: PriceUpdate[] },
): Promise<Hash> {
  const account = walletClient.account;
  if (!account) throw new Error('walletClient has no account');
  const s = await liquidationState(publicClient, facade, creditAccount);
  const [underlying, priceOracle] = await Promise.all([
    publicClient.readContract({ address: facade, abi: liquidationFacadeAbi, functionName: 'underlying' }),
    publicClient.readContract({ address: s.creditManager, abi: liquidationManagerAbi, functionName: 'priceOracle' }),
  ]);
  const value = await publicClient.readContract({ address: priceOracle, abi: priceOracleAbi, functionName: 'convert', args: [opts.repaidAmount, underlying, opts.token] });
  const expected = (value * PERCENTAGE_FACTOR) / s.discount;
  const minSeizedAmount = (expected * (PERCENTAGE_FACTOR - opts.slippageBps)) / PERCENTAGE_FACTOR;

  const approval = await publicClient.simulateContract({ account, address: underlying, abi: erc20, functionName: 'approve', args: [s.creditManager, opts.repaidAmount] });
  await publicClient.waitForTransactionReceipt({ hash: await walletClient.writeContract(approval.request) });
  const { request } = await publicClient.simulateContract({
    account,
    address: facade,
    abi: liquidationFacadeAbi,
    functionName: 'partiallyLiquidateCreditAccount',
    args: [creditAccount, opts.token, opts.repaidAmount, minSeizedAmount, account.address, opts.priceUpdates],
  });
  return walletClient.writeContract(request);
}
