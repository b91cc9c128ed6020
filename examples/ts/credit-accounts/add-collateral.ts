// Add collateral to an existing credit account, either after an ERC-20 approval
// or with an EIP-2612 permit signed for the credit manager.
import {
  encodeFunctionData,
  parseAbi,
  parseSignature,
  type Address,
  type Hash,
  type Hex,
  type PublicClient,
  type WalletClient,
} from 'viem';

/** CreditFacadeV3.multicall and creditManager (core-v3 contracts/interfaces/ICreditFacadeV3.sol). */
export const creditFacadeAbi = parseAbi([
  'struct MultiCall { address target; bytes callData; }',
  'function creditManager() view returns (address)',
  'function multicall(address creditAccount, MultiCall[] calls) payable',
]);

/** core-v3 contracts/interfaces/ICreditFacadeV3Multicall.sol */
export const facadeMulticallAbi = parseAbi([
  'function addCollateral(address token, uint256 amount)',
  'function addCollateralWithPermit(address token, uint256 amount, uint256 deadline, uint8 v, bytes32 r, bytes32 s)',
]);

const erc20Abi = parseAbi([
  'function allowance(address owner, address spender) view returns (uint256)',
  'function approve(address spender, uint256 amount) returns (bool)',
  'function name() view returns (string)',
  'function nonces(address owner) view returns (uint256)',
]);

export interface AddCollateralParams {
  creditFacade: Address;
  /** Account owned by the wallet's address (multicall reverts for anyone else). */
  creditAccount: Address;
  /** Must be a collateral token of the credit manager. */
  token: Address;
  /** Amount in the token's own decimals. */
  amount: bigint;
}

async function sendMulticall(
  publicClient: PublicClient,
  walletClient: WalletClient,
  creditFacade: Address,
  creditAccount: Address,
  calls: { target: Address; callData: Hex }[],
): Promise<Hash> {
  const account = walletClient.account;
  if (!account) throw new Error('walletClient has no account');
  const { request } = await publicClient.simulateContract({
    address: creditFacade,
    abi: creditFacadeAbi,
    functionName: 'multicall',
    args: [creditAccount, calls],
    account,
  });
  return walletClient.writeContract(request);
}

/** Approves the credit manager if needed, then runs `multicall([addCollateral])`. */
export async function addCollateral(
  publicClient: PublicClient,
  walletClient: WalletClient,
  p: AddCollateralParams,
): Promise<Hash> {
  const account = walletClient.account;
  if (!account) throw new Error('walletClient has no account');

  const creditManager = await publicClient.readContract({
    address: p.creditFacade,
    abi: creditFacadeAbi,
    functionName: 'creditManager',
  });
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

  const callData = encodeFunctionData({
    abi: facadeMulticallAbi,
    functionName: 'addCollateral',
    args: [p.token, p.amount],
  });
  return sendMulticall(publicClient, walletClient, p.creditFacade, p.creditAccount, [
    { target: p.creditFacade, callData },
  ]);
}

/**
 * Signs an EIP-2612 permit (owner = wallet, spender = credit manager) and adds the collateral in a
 * single transaction. Works only for tokens that implement `permit`; the domain `version` differs
 * between tokens (for example "1" or "2"), so pass the one the token uses.
 */
export async function addCollateralWithPermit(
  publicClient: PublicClient,
  walletClient: WalletClient,
  p: AddCollateralParams & { permitVersion: string; deadline?: bigint },
): Promise<Hash> {
  const account = walletClient.account;
  if (!account) throw new Error('walletClient has no account');

  const creditManager = await publicClient.readContract({
    address: p.creditFacade,
    abi: creditFacadeAbi,
    functionName: 'creditManager',
  });
  const [name, nonce, chainId] = await Promise.all([
    publicClient.readContract({ address: p.token, abi: erc20Abi, functionName: 'name' }),
    publicClient.readContract({ address: p.token, abi: erc20Abi, functionName: 'nonces', args: [account.address] }),
    publicClient.getChainId(),
  ]);
  const deadline = p.deadline ?? BigInt(Math.floor(Date.now() / 1000) + 1800);

  const signature = await walletClient.signTypedData({
    account,
    domain: { name, version: p.permitVersion, chainId, verifyingContract: p.token },
    types: {
      Permit: [
        { name: 'owner', type: 'address' },
        { name: 'spender', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'nonce', type: 'uint256' },
        { name: 'deadline', type: 'uint256' },
      ],
    },
    primaryType: 'Permit',
    message: { owner: account.address, spender: creditManager, value: p.amount, nonce, deadline },
  });
  const { r, s, v, yParity } = parseSignature(signature);

  const callData = encodeFunctionData({
    abi: facadeMulticallAbi,
    functionName: 'addCollateralWithPermit',
    args: [p.token, p.amount, deadline, Number(v ?? BigInt(yParity + 27)), r, s],
  });
  return sendMulticall(publicClient, walletClient, p.creditFacade, p.creditAccount, [
    { target: p.creditFacade, callData },
  ]);
}
