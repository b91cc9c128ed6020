/**
 * ACL (core-v2, reused by V3): contracts/interfaces/IACL.sol:17-26 the four admin events,
 * :33 isPausableAdmin, :37 isUnpausableAdmin, :44 owner. contracts/core/ACL.sol adds and
 * removes admins only through functions that emit these events, so replaying them gives the set.
 */
import { parseAbi } from 'viem';
import { ROLES } from '../protocol/roles';

export const acl = {
  name: ROLES.acl.contract,
  abi: parseAbi([
    'event PausableAdminAdded(address indexed newAdmin)',
    'event PausableAdminRemoved(address indexed admin)',
    'event UnpausableAdminAdded(address indexed newAdmin)',
    'event UnpausableAdminRemoved(address indexed admin)',
    'function owner() view returns (address)',
    'function isPausableAdmin(address addr) view returns (bool)',
    'function isUnpausableAdmin(address addr) view returns (bool)',
  ]),
} as const;
