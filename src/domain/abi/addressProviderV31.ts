/**
 * AddressProvider 3.10 (Gearbox-protocol/permissionless at PERMISSIONLESS_COMMIT): the V3.1 address provider,
 * the same address on every network. An entry is read by key and version:
 * - contracts/instance/AddressProvider.sol:53 getAddress(bytes32 key, uint256 ver) returns the address saved for
 *   the pair, or zero (declared in contracts/interfaces/IAddressProvider.sol:33). Keys are ASCII right-padded with
 *   zero bytes; version 0 is an entry without version control (contracts/libraries/ContractLiterals.sol:6
 *   NO_VERSION_CONTROL).
 * Not V3.0's `addresses(key, version)` (./addressProvider.ts): 3.10 has no such function.
 */
import { parseAbi } from 'viem';
import type { CitedFamily } from './cited';
import { PERMISSIONLESS_COMMIT } from '../v31/systemContracts';

export const addressProviderV31 = {
  name: 'AddressProvider 3.10',
  abi: parseAbi(['function getAddress(bytes32 key, uint256 ver) view returns (address)']),
  source: {
    repository: 'Gearbox-protocol/permissionless',
    revision: PERMISSIONLESS_COMMIT,
    declared: { 'getAddress(bytes32,uint256)': 'contracts/instance/AddressProvider.sol:53' },
  },
} as const satisfies CitedFamily;
