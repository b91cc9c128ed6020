// Withdraw collateral from a credit account, optionally pushing signed price updates first.
import {
  encodeFunctionData,
  maxUint256,
  parseAbi,
  type Address,
  type Hash,
  type Hex,
  type PublicClient,
  type WalletClient,
} from 'viem';

/** core-v3 contracts/interfaces/ICreditFacadeV3.sol */
export const creditFacadeAbi = parseAbi([
  'struct MultiCall { address target; bytes callData; }',
  'function multicall(address creditAccount, MultiCall[] calls) payable',
]);

/** core-v3 contracts/interfaces/ICreditFacadeV3Multicall.sol */
export const facadeMulticallAbi = parseAbi([
  'function onDemandPriceUpdate(address token, bool reserve, bytes data)',
  'function withdrawCollateral(address token, uint256 amount, address to)',
]);

/** A payload for a token whose main or reserve feed is updatable (for example a Redstone feed). */
export interface PriceUpdate {
  token: Address;
  reserve: boolean;
  data: Hex;
}

export interface WithdrawParams {
  creditFacade: Address;
  creditAccount: Address;
  /** Must be a collateral token of the credit manager. */
  token: Address;
  /** Amount in the token's decimals, or 'all' for the whole balance minus 1 wei. */
  amount: bigint | 'all';
  /** Recipient of the tokens. */
  to: Address;
  /**
   * Withdrawals make the final check use safe prices (for a token whose main feed is not trusted, the lower of
   * main and reserve price), so updatable feeds of both kinds may need fresh data. Updates must come first in the multicall.
   */
  priceUpdates?: PriceUpdate[];
}

export function buildWithdrawCalls(p: WithdrawParams): { target: Address; callData: Hex }[] {
  const updates = (p.priceUpdates ?? []).map((u) => ({
    target: p.creditFacade,
    callData: encodeFunctionData({
      abi: facadeMulticallAbi,
      functionName: 'onDemandPriceUpdate',
      args: [u.token, u.reserve, u.data],
    }),
  }));
  const withdraw = {
    target: p.creditFacade,
    callData: encodeFunctionData({
      abi: facadeMulticallAbi,
      functionName: 'withdrawCollateral',
      args: [p.token, p.amount === 'all' ? maxUint256 : p.amount, p.to],
    }),
  };
  return [...updates, withdraw];
}

/** Runs the withdrawal; the facade then checks that the account is still healthy at safe prices. */
export async function withdrawCollateral(
  publicClient: PublicClient,
  walletClient: WalletClient,
  p: WithdrawParams,
): Promise<Hash> {
  const account = walletClient.account;
  if (!account) throw new Error('walletClient has no account');
  const { request } = await publicClient.simulateContract({
    address: p.creditFacade,
    abi: creditFacadeAbi,
    functionName: 'multicall',
    args: [p.creditAccount, buildWithdrawCalls(p)],
    account,
  });
  return walletClient.writeContract(request);
}
