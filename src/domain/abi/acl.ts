/**
 * ACL (core-v2, reused by V3): contracts/interfaces/IACL.sol:17-26 the four admin events,
 * :33 isPausableAdmin, :37 isUnpausableAdmin, :44 owner. contracts/core/ACL.sol adds and
 * removes admins only through functions that emit these events, so replaying them gives the set.
 * The ABI items are solc's, not written here: `npm run family-abis` (./familyAbis.ts) copies the entries below into
 * ./generated/families.generated.ts from the compiled core-v2 ACL (compiled from npm core-v2 1.21.1; the 3.01 file
 * has no ACL).
 */
import { ROLES } from '../protocol/roles';
import type { FamilyPick } from './familyAbis';
import * as generated from './generated/families.generated';

export const aclPick = {
  name: ROLES.acl.contract,
  compiled: { '3.00': 'ACL' },
  events: ['PausableAdminAdded', 'PausableAdminRemoved', 'UnpausableAdminAdded', 'UnpausableAdminRemoved'],
  functions: ['owner', 'isPausableAdmin', 'isUnpausableAdmin'],
} as const satisfies FamilyPick;

export const acl = { name: aclPick.name, abi: generated.acl } as const;
