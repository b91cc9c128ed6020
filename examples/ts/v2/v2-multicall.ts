// Gearbox V2: add collateral to your credit account and call an adapter in one
// CreditFacade.multicall transaction, with a balance check at the end.
// Signatures are taken from core-v2 contracts/interfaces/ICreditFacade.sol,
// ICreditManagerV2.sol and adapters/IUniversalAdapter.sol.
import {
  encodeFunctionData,
  parseAbi,
  type Address,
  type Hash,
  type Hex,
  type PublicClient,
  type WalletClient,
} from 'viem';

/** CreditFacade (V2) entry points. In V2 the account is always msg.sender's account. */
export const creditFacadeV2Abi = parseAbi([
  'struct MultiCall { address target; bytes callData; }',
  'function multicall(MultiCall[] calls) payable',
  'function creditManager() view returns (address)',
  'function hasOpenedCreditAccount(address borrower) view returns (bool)',
  'function isTokenAllowed(address token) view returns (bool)',
]);

/**
 * ICreditFacadeExtended: the calls the facade understands when a MultiCall targets the facade itself.
 * Note the two-argument addCollateral: the facade dispatches on this selector inside a multicall,
 * not on the three-argument addCollateral(onBehalfOf, token, amount) used as a standalone call.
 */
export const creditFacadeExtendedAbi = parseAbi([
  'struct Balance { address token; uint256 balance; }',
  'function addCollateral(address token, uint256 amount) payable',
  'function increaseDebt(uint256 amount)',
  'function decreaseDebt(uint256 amount)',
  'function enableToken(address token)',
  'function disableToken(address token)',
  'function revertIfReceivedLessThan(Balance[] expected)',
]);

/** CreditManager (V2) getters used to resolve the adapter and the approval spender. */
export const creditManagerV2Abi = parseAbi([
  'function creditAccounts(address borrower) view returns (address)',
  'function contractToAdapter(address targetContract) view returns (address)',
  'function adapterToContract(address adapter) view returns (address)',
]);

/** UniversalAdapter (V2): the one adapter whose ABI is part of core-v2. */
export const universalAdapterV2Abi = parseAbi([
  'struct RevocationPair { address spender; address token; }',
  'function revokeAdapterAllowances(RevocationPair[] revocations)',
]);

const erc20Abi = parseAbi([
  'function allowance(address owner, address spender) view returns (uint256)',
  'function approve(address spender, uint256 amount) returns (bool)',
]);

export type MultiCall = { target: Address; callData: Hex };

/** Expected minimum increase of a token balance on the account, in that token's units. */
export type BalanceDelta = { token: Address; balance: bigint };

const ZERO_ADDRESS: Address = '0x0000000000000000000000000000000000000000';

/** A facade call: move `amount` of `token` (in token units) from msg.sender to the account the multicall runs on. */
export function addCollateralCall(creditFacade: Address, token: Address, amount: bigint): MultiCall {
  return {
    target: creditFacade,
    callData: encodeFunctionData({
      abi: creditFacadeExtendedAbi,
      functionName: 'addCollateral',
      args: [token, amount],
    }),
  };
}

/**
 * A facade call that records "current balance + delta" for each token; the facade compares
 * the balances after the last call of the multicall and reverts if any is lower.
 * Allowed once per multicall.
 */
export function revertIfReceivedLessThanCall(creditFacade: Address, expected: BalanceDelta[]): MultiCall {
  return {
    target: creditFacade,
    callData: encodeFunctionData({
      abi: creditFacadeExtendedAbi,
      functionName: 'revertIfReceivedLessThan',
      args: [expected],
    }),
  };
}

/**
 * An adapter call: `callData` is the adapter's own function call, encoded with the ABI of that
 * adapter (read it from the adapter's verified source). The facade forwards it unchanged.
 */
export function adapterCall(adapter: Address, callData: Hex): MultiCall {
  return { target: adapter, callData };
}

/** Concrete adapter calldata: UniversalAdapter.revokeAdapterAllowances(RevocationPair[]). */
export function encodeRevokeAllowances(revocations: { spender: Address; token: Address }[]): Hex {
  return encodeFunctionData({
    abi: universalAdapterV2Abi,
    functionName: 'revokeAdapterAllowances',
    args: [revocations],
  });
}

export interface AddCollateralAndCallParams {
  /** CreditFacade (V2) of the credit manager that holds your account. */
  creditFacade: Address;
  /** Collateral token; must be a collateral token of the credit manager and not forbidden. */
  token: Address;
  /** Amount of `token` to add, in its smallest unit (e.g. 6 decimals for USDC). */
  amount: bigint;
  /** Adapter to call; must be registered in the credit manager (adapterToContract != 0). */
  adapter: Address;
  /** Adapter function call, ABI-encoded against the adapter's interface. */
  adapterCallData: Hex;
  /** Optional slippage guard checked after all calls. */
  minReceived?: BalanceDelta[];
}

/** Builds the MultiCall[] in execution order: collateral, adapter call, then the balance guard. */
export function buildAddCollateralAndCall(p: AddCollateralAndCallParams): MultiCall[] {
  const calls: MultiCall[] = [
    addCollateralCall(p.creditFacade, p.token, p.amount),
    adapterCall(p.adapter, p.adapterCallData),
  ];
  // The position of revertIfReceivedLessThan does not matter for the comparison, which always
  // happens after the last call; placing it first records balances before anything moves.
  if (p.minReceived && p.minReceived.length > 0) {
    calls.unshift(revertIfReceivedLessThanCall(p.creditFacade, p.minReceived));
  }
  return calls;
}

/** Raw calldata for CreditFacade.multicall(MultiCall[]), e.g. for a multisig or a relayer. */
export function encodeV2Multicall(calls: MultiCall[]): Hex {
  return encodeFunctionData({ abi: creditFacadeV2Abi, functionName: 'multicall', args: [calls] });
}

/** Returns the adapter registered for a third-party contract, or throws if there is none. */
export async function findAdapter(
  publicClient: PublicClient,
  creditFacade: Address,
  targetContract: Address,
): Promise<Address> {
  const creditManager = await publicClient.readContract({
    address: creditFacade,
    abi: creditFacadeV2Abi,
    functionName: 'creditManager',
  });
  const adapter = await publicClient.readContract({
    address: creditManager,
    abi: creditManagerV2Abi,
    functionName: 'contractToAdapter',
    args: [targetContract],
  });
  if (adapter === ZERO_ADDRESS) throw new Error(`no adapter for ${targetContract}`);
  return adapter;
}

/**
 * Checks the preconditions, approves the credit manager (the contract that pulls collateral),
 * simulates the multicall and sends it from the account owner's wallet.
 */
export async function addCollateralAndCall(
  publicClient: PublicClient,
  walletClient: WalletClient,
  p: AddCollateralAndCallParams,
): Promise<Hash> {
  const account = walletClient.account;
  if (!account) throw new Error('walletClient has no account');

  const hasAccount = await publicClient.readContract({
    address: p.creditFacade,
    abi: creditFacadeV2Abi,
    functionName: 'hasOpenedCreditAccount',
    args: [account.address],
  });
  if (!hasAccount) throw new Error('sender has no credit account in this credit manager');

  const allowed = await publicClient.readContract({
    address: p.creditFacade,
    abi: creditFacadeV2Abi,
    functionName: 'isTokenAllowed',
    args: [p.token],
  });
  if (!allowed) throw new Error('token is not an allowed collateral token');

  const creditManager = await publicClient.readContract({
    address: p.creditFacade,
    abi: creditFacadeV2Abi,
    functionName: 'creditManager',
  });

  const target = await publicClient.readContract({
    address: creditManager,
    abi: creditManagerV2Abi,
    functionName: 'adapterToContract',
    args: [p.adapter],
  });
  if (target === ZERO_ADDRESS) throw new Error('adapter is not allowed in this credit manager');

  // CreditManager.addCollateral calls transferFrom(payer, creditAccount, amount), so the
  // credit manager, not the facade, needs the allowance.
  const allowance = await publicClient.readContract({
    address: p.token,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [account.address, creditManager],
  });
  if (allowance < p.amount) {
    const { request } = await publicClient.simulateContract({
      address: p.token,
      abi: erc20Abi,
      functionName: 'approve',
      args: [creditManager, p.amount],
      account,
    });
    await publicClient.waitForTransactionReceipt({ hash: await walletClient.writeContract(request) });
  }

  // No ETH value: ETH sent to the facade is wrapped and returned to the sender as WETH,
  // it does not reach the credit account.
  const { request } = await publicClient.simulateContract({
    address: p.creditFacade,
    abi: creditFacadeV2Abi,
    functionName: 'multicall',
    args: [buildAddCollateralAndCall(p)],
    account,
  });
  return walletClient.writeContract(request);
}
