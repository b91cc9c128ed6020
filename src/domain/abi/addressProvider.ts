/**
 * AddressProviderV3 (core-v3 v1.51.0).
 * - contracts/interfaces/IAddressProviderV3.sol:26 event SetAddress
 * - contracts/interfaces/IAddressProviderV3.sol:31 addresses(key, version)
 * - contracts/core/AddressProviderV3.sol:35 the constructor announces the provider itself
 *   with SetAddress("ADDRESS_PROVIDER", this, version): every entry, itself included, is an event.
 * The ABI items are solc's, not written here: `npm run family-abis` (./familyAbis.ts) copies the entries below into
 * ./generated/families.generated.ts from the compiled AddressProviderV3 of core-v3 1.45.0 (3.00; the generator reads
 * no other version of it).
 */
import { ROLES } from '../protocol/roles';
import type { FamilyPick } from './familyAbis';
import * as generated from './generated/families.generated';

export const addressProviderV3Pick = {
  name: ROLES.addressProvider.contract,
  compiled: { '3.00': 'AddressProviderV3' },
  events: ['SetAddress'],
  functions: ['addresses', 'getAddressOrRevert', 'version'],
} as const satisfies FamilyPick;

export const addressProviderV3 = { name: addressProviderV3Pick.name, abi: generated.addressProviderV3 } as const;
