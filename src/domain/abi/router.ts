/**
 * RouterV3 (its ABI as published in Gearbox-protocol/sdk-go artifacts/routerv3/routerv3.go):
 * event RouterComponentUpdate(uint8 indexed, address indexed, uint256 version), and
 * componentAddressById(uint8).
 */
import { parseAbi } from 'viem';

export const routerV3 = {
  name: 'RouterV3',
  abi: parseAbi([
    'event RouterComponentUpdate(uint8 indexed component, address indexed componentAddress, uint256 version)',
    'function componentAddressById(uint8 component) view returns (address)',
    'function version() view returns (uint256)',
  ]),
} as const;
