/**
 * Multicall3 (mds1/multicall, deployed at the same address on every chain the site covers):
 * aggregate3 runs each call with its own failure flag and returns (success, returnData) per call.
 * The address is the one viem's chain definitions give for Mainnet, Arbitrum One and OP Mainnet
 * (`contracts.multicall3`), taken from there so it is never retyped.
 */
import { parseAbi, type Address } from 'viem';
import { mainnet } from '../data/chains';

export const MULTICALL3_ADDRESS: Address = mainnet.contracts.multicall3.address;

export const multicall3 = {
  name: 'Multicall3',
  abi: parseAbi([
    'struct Call3 { address target; bool allowFailure; bytes callData; }',
    'struct Result { bool success; bytes returnData; }',
    'function aggregate3(Call3[] calls) payable returns (Result[] returnData)',
    'function getBlockNumber() view returns (uint256 blockNumber)',
  ]),
} as const;
