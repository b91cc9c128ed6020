/**
 * ControllerTimelockV3's policy manager (core-v3 v1.51.0, contracts/governance/PolicyManagerV3.sol).
 * - :39-56 struct Policy (field order as below)
 * - :76 event SetPolicy(bytes32 indexed policyHash, bool enabled)
 * - :79 event SetGroup(address indexed contractAddress, string indexed group): the group is
 *   an indexed string, so the log carries only its keccak256 hash
 * - :106 getPolicy(policyHash), :117 getGroup(contractAddress)
 * contracts/interfaces/IControllerTimelockV3.sol:107 vetoAdmin.
 */
import { parseAbi } from 'viem';
import { ROLES } from '../protocol/roles';

export const controllerTimelockV3 = {
  name: ROLES.controllerTimelock.contract,
  abi: parseAbi([
    'struct Policy { bool enabled; address admin; uint40 delay; uint8 flags; uint256 exactValue; uint256 minValue; uint256 maxValue; uint256 referencePoint; uint40 referencePointUpdatePeriod; uint40 referencePointTimestampLU; uint16 minPctChangeDown; uint16 minPctChangeUp; uint16 maxPctChangeDown; uint16 maxPctChangeUp; uint256 minChange; uint256 maxChange; }',
    'event SetPolicy(bytes32 indexed policyHash, bool enabled)',
    'event SetGroup(address indexed contractAddress, string indexed group)',
    'function getPolicy(bytes32 policyHash) view returns (Policy)',
    'function getGroup(address contractAddress) view returns (string)',
    'function vetoAdmin() view returns (address)',
  ]),
} as const;
