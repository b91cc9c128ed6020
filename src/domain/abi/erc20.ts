/**
 * ERC-20 metadata (EIP-20 optional methods). Some early tokens (MKR, SAI) return symbol
 * and name as bytes32: `erc20Bytes32` decodes those.
 */
import { parseAbi } from 'viem';

export const erc20 = {
  name: 'ERC20',
  abi: parseAbi([
    'function symbol() view returns (string)',
    'function name() view returns (string)',
    'function decimals() view returns (uint8)',
  ]),
} as const;

export const erc20Bytes32 = {
  name: 'ERC20',
  abi: parseAbi(['function symbol() view returns (bytes32)', 'function name() view returns (bytes32)']),
} as const;
