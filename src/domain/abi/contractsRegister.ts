/**
 * ContractsRegister (core-v2, reused by V3): contracts/interfaces/IContractsRegister.sol:21
 * getPools, :38 getCreditManagers. It lists V1/V2 pools and managers too; the reader keeps
 * those whose version() is 3xx.
 * The ABI items are solc's, not written here: `npm run family-abis` (./familyAbis.ts) copies the entries below into
 * ./generated/families.generated.ts from the compiled core-v2 ContractsRegister (compiled from npm core-v2 1.21.1).
 */
import { ROLES } from '../protocol/roles';
import type { FamilyPick } from './familyAbis';
import * as generated from './generated/families.generated';

export const contractsRegisterPick = {
  name: ROLES.contractsRegister.contract,
  compiled: { '3.00': 'ContractsRegister' },
  functions: ['getPools', 'getCreditManagers', 'isPool', 'isCreditManager'],
} as const satisfies FamilyPick;

export const contractsRegister = { name: contractsRegisterPick.name, abi: generated.contractsRegister } as const;
