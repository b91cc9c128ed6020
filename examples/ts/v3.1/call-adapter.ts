// Call a protocol through its Gearbox V3.1 adapter: find the adapter a credit manager allows for a target
// contract, check what it is, and put a call to it in a multicall. Example: a Uniswap V3 swap.
import { encodeFunctionData, hexToString, isAddressEqual, parseAbi, zeroAddress, type Address, type Hex, type PublicClient } from 'viem';

/** CreditManagerV3 3.10 (core-v3 contracts/interfaces/ICreditManagerV3.sol): the adapter <-> target maps. */
export const adapterRegistryAbi = parseAbi([
  'function contractToAdapter(address targetContract) view returns (address adapter)',
  'function adapterToContract(address adapter) view returns (address targetContract)',
]);

/** What every adapter answers (core-v3 contracts/interfaces/base/IAdapter.sol, IVersion.sol). */
export const adapterAbi = parseAbi([
  'function creditManager() view returns (address)',
  'function targetContract() view returns (address)',
  'function version() view returns (uint256)',
  'function contractType() view returns (bytes32)',
]);

/** UniswapV3Adapter 3.10 (integrations-v3 contracts/interfaces/uniswap/IUniswapV3Adapter.sol). */
export const uniswapV3AdapterAbi = parseAbi([
  'struct ExactInputSingleParams { address tokenIn; address tokenOut; uint24 fee; address recipient; uint256 deadline; uint256 amountIn; uint256 amountOutMinimum; uint160 sqrtPriceLimitX96; }',
  'struct ExactDiffInputSingleParams { address tokenIn; address tokenOut; uint24 fee; uint256 deadline; uint256 leftoverAmount; uint256 rateMinRAY; uint160 sqrtPriceLimitX96; }',
  'function exactInputSingle(ExactInputSingleParams params) returns (bool useSafePrices)',
  'function exactDiffInputSingle(ExactDiffInputSingleParams params) returns (bool useSafePrices)',
  'function isPoolAllowed(address token0, address token1, uint24 fee) view returns (bool)',
]);

export type MultiCall = { target: Address; callData: Hex };

/**
 * The adapter `creditManager` allows for `target`, checked both ways, with its type and version.
 * The facade routes a multicall entry to an adapter only if adapterToContract(entry.target) is not zero.
 */
export async function findAdapter(client: PublicClient, creditManager: Address, target: Address) {
  const adapter = await client.readContract({ address: creditManager, abi: adapterRegistryAbi, functionName: 'contractToAdapter', args: [target] });
  if (adapter === zeroAddress) throw new Error(`credit manager ${creditManager} allows no adapter for ${target}`);
  const [back, manager, type, version] = await Promise.all([
    client.readContract({ address: creditManager, abi: adapterRegistryAbi, functionName: 'adapterToContract', args: [adapter] }),
    client.readContract({ address: adapter, abi: adapterAbi, functionName: 'creditManager' }),
    client.readContract({ address: adapter, abi: adapterAbi, functionName: 'contractType' }),
    client.readContract({ address: adapter, abi: adapterAbi, functionName: 'version' }),
  ]);
  if (!isAddressEqual(back, target) || !isAddressEqual(manager, creditManager)) throw new Error(`adapter ${adapter} is not ${target}'s adapter in ${creditManager}`);
  // contractType is an ASCII name padded with zero bytes, e.g. "ADAPTER::UNISWAP_V3_ROUTER".
  return { adapter, contractType: hexToString(type, { size: 32 }).replace(/\0+$/, ''), version };
}

/**
 * A multicall entry that swaps `amountIn` of `tokenIn` for at least `amountOutMinimum` of `tokenOut` through one
 * Uniswap V3 pool. The adapter puts the credit account in as recipient, so the value given here is ignored.
 */
export async function uniswapV3Swap(
  client: PublicClient,
  adapter: Address,
  p: { tokenIn: Address; tokenOut: Address; fee: number; amountIn: bigint; amountOutMinimum: bigint; deadline: bigint },
): Promise<MultiCall> {
  // The adapter reverts with InvalidPathException for a pool that is not in its set of allowed pools.
  const allowed = await client.readContract({ address: adapter, abi: uniswapV3AdapterAbi, functionName: 'isPoolAllowed', args: [p.tokenIn, p.tokenOut, p.fee] });
  if (!allowed) throw new Error(`pool ${p.tokenIn}/${p.tokenOut}/${p.fee} is not allowed in adapter ${adapter}`);
  return {
    target: adapter,
    callData: encodeFunctionData({
      abi: uniswapV3AdapterAbi,
      functionName: 'exactInputSingle',
      args: [{ ...p, recipient: zeroAddress, sqrtPriceLimitX96: 0n }],
    }),
  };
}

/** The same swap for the account's whole `tokenIn` balance but `leftoverAmount`, at no less than `rateMinRAY` (1e27 = 1:1). */
export function uniswapV3SwapAll(adapter: Address, p: { tokenIn: Address; tokenOut: Address; fee: number; leftoverAmount: bigint; rateMinRAY: bigint; deadline: bigint }): MultiCall {
  return {
    target: adapter,
    callData: encodeFunctionData({ abi: uniswapV3AdapterAbi, functionName: 'exactDiffInputSingle', args: [{ ...p, sqrtPriceLimitX96: 0n }] }),
  };
}
