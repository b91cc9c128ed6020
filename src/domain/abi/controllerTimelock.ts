/**
 * ControllerTimelockV3's policy manager (core-v3 v1.51.0, contracts/governance/PolicyManagerV3.sol).
 * - :39-56 struct Policy, getPolicy's return value (its fields in the generated ABI, as solc orders them)
 * - :76 event SetPolicy(bytes32 indexed policyHash, bool enabled)
 * - :79 event SetGroup(address indexed contractAddress, string indexed group): the group is
 *   an indexed string, so the log carries only its keccak256 hash
 * - :106 getPolicy(policyHash), :117 getGroup(contractAddress)
 * contracts/interfaces/IControllerTimelockV3.sol:107 vetoAdmin.
 * The ABI items are solc's, not written here: `npm run family-abis` (./familyAbis.ts) copies the entries below into
 * ./generated/families.generated.ts from the compiled ControllerTimelockV3 of core-v3 1.45.0 (3.00: Mainnet's
 * timelock is 3.00).
 */
import { ROLES } from '../protocol/roles';
import type { FamilyPick } from './familyAbis';
import * as generated from './generated/families.generated';

export const controllerTimelockV3Pick = {
  name: ROLES.controllerTimelock.contract,
  compiled: { '3.00': 'ControllerTimelockV3' },
  events: ['SetPolicy', 'SetGroup'],
  functions: ['getPolicy', 'getGroup', 'vetoAdmin'],
} as const satisfies FamilyPick;

export const controllerTimelockV3 = { name: controllerTimelockV3Pick.name, abi: generated.controllerTimelockV3 } as const;
