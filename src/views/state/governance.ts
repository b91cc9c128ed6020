/** The governance page: ACL admins, address provider entries, staking and timelock policies decoded. */
import { encodeAbiParameters, keccak256 } from 'viem';
import type { NetworkSnapshot, TimelockPolicy } from '../../data/model';
import { bpsToPercent, formatDuration, formatUtc, groupDigits } from '../../data/format';
import { list, num, text, type AddrCell, type Cell, type Field, type SnapshotMeta, type Table } from './cells';
import { directory } from './directory';
import { snapshotMeta } from './meta';

/**
 * Controller timelock policies: name → key strings. The policy id is
 * keccak256(abi.encode(...keys)). Key lists as in Gearbox sdk-gov (src/policies).
 */
export const POLICY_KEYS: Record<string, string[]> = {
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

/** How each policy's values are measured, to show its bounds in human units. */
type Unit = 'bps' | 'timestamp' | 'count' | 'amount' | 'flag';
const POLICY_UNITS: Record<string, Unit> = {
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

export const policyHash = (keys: string[]) => keccak256(encodeAbiParameters(keys.map(() => ({ type: 'string' as const })), keys));

const HASH_TO_NAME = new Map(Object.entries(POLICY_KEYS).map(([name, keys]) => [policyHash(keys), name]));

export function policyName(hash: string): string | undefined {
  return HASH_TO_NAME.get(hash.toLowerCase() as `0x${string}`);
}

/** The checks a policy's flags turn on (ControllerTimelockV3 policy flags, bits 0–6). */
export const POLICY_FLAGS = ['exact value', 'min value', 'max value', 'min change', 'max change', 'min % change', 'max % change'] as const;

function value(unit: Unit | undefined, v: bigint): string {
  switch (unit) {
    case 'bps':
      return bpsToPercent(v);
    case 'timestamp':
      return v === 0n ? '0 (none)' : formatUtc(Number(v));
    case 'flag':
      return v === 0n ? 'false' : 'true';
    case 'count':
      return groupDigits(v);
    default:
      return `${groupDigits(v)} (smallest units of each contract's token)`;
  }
}

export interface PolicyRow {
  hash: string;
  name: string | null;
  enabled: boolean;
  admin: AddrCell;
  delay: string;
  delayRaw: number;
  flags: number;
  checks: { check: string; bound: string }[];
  referencePointPeriod: string;
}

function checks(p: TimelockPolicy, unit: Unit | undefined): { check: string; bound: string }[] {
  const out: { check: string; bound: string }[] = [];
  const on = (bit: number) => (p.flags & (1 << bit)) !== 0;
  if (on(0)) out.push({ check: POLICY_FLAGS[0], bound: value(unit, p.exactValue) });
  if (on(1)) out.push({ check: POLICY_FLAGS[1], bound: value(unit, p.minValue) });
  if (on(2)) out.push({ check: POLICY_FLAGS[2], bound: value(unit, p.maxValue) });
  if (on(3)) out.push({ check: POLICY_FLAGS[3], bound: value(unit, p.minChange) });
  if (on(4)) out.push({ check: POLICY_FLAGS[4], bound: value(unit, p.maxChange) });
  if (on(5)) out.push({ check: POLICY_FLAGS[5], bound: `down ${bpsToPercent(p.minPctChangeDown)}, up ${bpsToPercent(p.minPctChangeUp)}` });
  if (on(6)) out.push({ check: POLICY_FLAGS[6], bound: `down ${bpsToPercent(p.maxPctChangeDown)}, up ${bpsToPercent(p.maxPctChangeUp)}` });
  return out;
}

export interface GovernancePageData {
  meta: SnapshotMeta;
  acl: Field[];
  staking: Field[];
  timelock: AddrCell;
  policies: PolicyRow[];
  groups: { name: string; members: AddrCell[] }[];
  addressProvider: Table;
}

export function governancePage(snap: NetworkSnapshot): GovernancePageData {
  const dir = directory(snap);
  const c = snap.core;
  const admins = (list_: string[]): Cell => (list_.length ? list(list_.map((a) => dir.cell(a))) : text('none'));
  const zero = (a: string): Cell => (/^0x0{40}$/i.test(a) ? text('none (zero address)') : dir.cell(a));
  return {
    meta: snapshotMeta(snap),
    acl: [
      { label: 'ACL', cell: dir.cell(c.acl.address, 'ACL') },
      { label: 'Owner', cell: dir.cell(c.acl.owner) },
      { label: `Pausable admins (${c.acl.pausableAdmins.length})`, cell: admins(c.acl.pausableAdmins), note: 'May pause contracts.' },
      { label: `Unpausable admins (${c.acl.unpausableAdmins.length})`, cell: admins(c.acl.unpausableAdmins), note: 'May unpause contracts.' },
    ],
    staking: [
      { label: 'GearStakingV3', cell: dir.cell(c.gearStaking.address, 'GearStakingV3') },
      { label: 'Successor', cell: zero(c.gearStaking.successor) },
      { label: 'Migrator', cell: zero(c.gearStaking.migrator) },
    ],
    timelock: dir.cell(c.controllerTimelock.address, 'ControllerTimelockV3'),
    policies: c.controllerTimelock.policies.map((p) => {
      const name = policyName(p.hash) ?? null;
      return {
        hash: p.hash,
        name,
        enabled: p.enabled,
        admin: dir.cell(p.admin),
        delay: formatDuration(p.delay),
        delayRaw: p.delay,
        flags: p.flags,
        checks: checks(p, name ? POLICY_UNITS[name] : undefined),
        referencePointPeriod: p.referencePointUpdatePeriod === 0 ? 'none' : formatDuration(p.referencePointUpdatePeriod),
      };
    }),
    groups: c.controllerTimelock.groups.map((g) => ({ name: policyName(g.name) ?? g.name, members: g.members.map((m) => dir.cell(m)) })),
    addressProvider: {
      id: 'address-provider',
      title: 'Address provider entries',
      intro: 'AddressProviderV3 maps a key and a version to an address; contracts and integrations discover each other through it.',
      columns: [{ label: 'Key' }, { label: 'Version', numeric: true }, { label: 'Address' }],
      rows: c.addressProvider.entries.map((e) => [text(e.role), num(String(e.version), e.version, e.version), dir.cell(e.address)]),
      empty: 'The address provider has no entries.',
    },
  };
}


