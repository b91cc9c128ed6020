/**
 * GaugeV3 (core-v3 v1.51.0): contracts/interfaces/IGaugeV3.sol:50 epochLastUpdate (the epoch
 * the gauge last updated rates in, which DataCompressorV3 reports as its current epoch),
 * :52 getRates, :59 quotaRateParams, :68 epochFrozen.
 */
import { parseAbi } from 'viem';
import { ROLES } from '../protocol/roles';

export const gaugeV3 = {
  name: ROLES.gauge.contract,
  abi: parseAbi([
    'function epochLastUpdate() view returns (uint16)',
    'function epochFrozen() view returns (bool)',
    'function quotaRateParams(address token) view returns (uint16 minRate, uint16 maxRate, uint96 totalVotesLpSide, uint96 totalVotesCaSide)',
    'function getRates(address[] tokens) view returns (uint16[] rates)',
  ]),
} as const;
