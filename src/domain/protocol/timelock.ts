/**
 * ControllerTimelockV3 policies: which parameter a policy governs (its id is
 * keccak256(abi.encode(...keys)) of its key strings, as in Gearbox sdk-gov,
 * src/policies), the unit of its values, and the checks its flags turn on.
 */
import { encodeAbiParameters, keccak256 } from 'viem';
import type { TimelockPolicy } from '../data/model';

/** Policy name → key strings. */
export const POLICY_KEYS: Readonly<Record<string, readonly string[]>> = {
  EXPIRATION_DATE: ['CREDIT_MANAGER', 'EXPIRATION_DATE'],
  LP_PRICE_FEED_LIMITER: ['PRICE_FEED', 'LP_PRICE_FEED_LIMITER'],
  MAX_DEBT_PER_BLOCK_MULTIPLIER: ['CREDIT_MANAGER', 'MAX_DEBT_PER_BLOCK_MULTIPLIER'],
  MIN_DEBT: ['CREDIT_MANAGER', 'MIN_DEBT'],
  MAX_DEBT: ['CREDIT_MANAGER', 'MAX_DEBT'],
  CREDIT_MANAGER_DEBT_LIMIT: ['CREDIT_MANAGER', 'CREDIT_MANAGER_DEBT_LIMIT'],
  TOKEN_LT: ['CREDIT_MANAGER', 'TOKEN', 'TOKEN_LT'],
  FORBID_ADAPTER: ['CREDIT_MANAGER', 'FORBID_ADAPTER'],
  TOKEN_LIMIT: ['POOL', 'TOKEN', 'TOKEN_LIMIT'],
  TOKEN_QUOTA_INCREASE_FEE: ['POOL', 'TOKEN', 'TOKEN_QUOTA_INCREASE_FEE'],
  TOTAL_DEBT_LIMIT: ['POOL', 'TOTAL_DEBT_LIMIT'],
  WITHDRAW_FEE: ['POOL', 'WITHDRAW_FEE'],
  TOKEN_QUOTA_MIN_RATE: ['POOL', 'TOKEN', 'TOKEN_QUOTA_MIN_RATE'],
  TOKEN_QUOTA_MAX_RATE: ['POOL', 'TOKEN', 'TOKEN_QUOTA_MAX_RATE'],
  RESERVE_PRICE_FEED_STATUS: ['PRICE_ORACLE', 'TOKEN', 'RESERVE_PRICE_FEED_STATUS'],
};

/** How a policy's values are measured. */
export type PolicyUnit = 'bps' | 'timestamp' | 'count' | 'amount' | 'flag';

const POLICY_UNITS: Readonly<Record<string, PolicyUnit>> = {
  EXPIRATION_DATE: 'timestamp',
  LP_PRICE_FEED_LIMITER: 'amount',
  MAX_DEBT_PER_BLOCK_MULTIPLIER: 'count',
  MIN_DEBT: 'amount',
  MAX_DEBT: 'amount',
  CREDIT_MANAGER_DEBT_LIMIT: 'amount',
  TOKEN_LT: 'bps',
  FORBID_ADAPTER: 'flag',
  TOKEN_LIMIT: 'amount',
  TOKEN_QUOTA_INCREASE_FEE: 'bps',
  TOTAL_DEBT_LIMIT: 'amount',
  WITHDRAW_FEE: 'bps',
  TOKEN_QUOTA_MIN_RATE: 'bps',
  TOKEN_QUOTA_MAX_RATE: 'bps',
  RESERVE_PRICE_FEED_STATUS: 'flag',
};

/** The unit of a named policy's values; undefined for an unknown name. */
export const policyUnit = (name: string): PolicyUnit | undefined => POLICY_UNITS[name];

export const policyHash = (keys: readonly string[]): `0x${string}` => keccak256(encodeAbiParameters(keys.map(() => ({ type: 'string' as const })), keys));

const HASH_TO_NAME = new Map(Object.entries(POLICY_KEYS).map(([name, keys]) => [policyHash(keys), name]));

/** The name of a policy id (any case), or undefined. */
export function policyName(hash: string): string | undefined {
  return HASH_TO_NAME.get(hash.toLowerCase() as `0x${string}`);
}

/** The checks a policy's flags turn on (ControllerTimelockV3 policy flags, bits 0–6). */
export const POLICY_FLAGS = ['exact value', 'min value', 'max value', 'min change', 'max change', 'min % change', 'max % change'] as const;
export type PolicyCheckName = (typeof POLICY_FLAGS)[number];

/** One check a policy enforces: a bound in the policy's unit, or a percentage change (bps) down and up. */
export type PolicyCheck = { check: PolicyCheckName; value: bigint } | { check: PolicyCheckName; down: number; up: number };

/** The checks a policy's flags enable, in bit order, with their bounds. */
export function policyChecks(p: TimelockPolicy): PolicyCheck[] {
  const bounds: PolicyCheck[] = [
    { check: 'exact value', value: p.exactValue },
    { check: 'min value', value: p.minValue },
    { check: 'max value', value: p.maxValue },
    { check: 'min change', value: p.minChange },
    { check: 'max change', value: p.maxChange },
    { check: 'min % change', down: p.minPctChangeDown, up: p.minPctChangeUp },
    { check: 'max % change', down: p.maxPctChangeDown, up: p.maxPctChangeUp },
  ];
  return bounds.filter((_, bit) => (p.flags & (1 << bit)) !== 0);
}
