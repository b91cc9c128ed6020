/**
 * AddressProviderV3 (core-v3 v1.51.0).
 * - contracts/interfaces/IAddressProviderV3.sol:26 event SetAddress
 * - contracts/interfaces/IAddressProviderV3.sol:31 addresses(key, version)
 * - contracts/core/AddressProviderV3.sol:35 the constructor announces the provider itself
 *   with SetAddress("ADDRESS_PROVIDER", this, version): every entry, itself included, is an event.
 */
import { parseAbi } from 'viem';
import { ROLES } from '../protocol/roles';

export const addressProviderV3 = {
  name: ROLES.addressProvider.contract,
  abi: parseAbi([
    'event SetAddress(bytes32 indexed key, address indexed value, uint256 indexed version)',
    'function addresses(bytes32 key, uint256 _version) view returns (address)',
    'function getAddressOrRevert(bytes32 key, uint256 _version) view returns (address)',
    'function version() view returns (uint256)',
  ]),
} as const;
