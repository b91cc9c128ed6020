/** The governance page: ACL admins, address provider entries, staking and timelock policies decoded. */
import type { NetworkSnapshot } from '../../domain/data/model';
import { bpsToPercent, formatDuration, formatUtc, groupDigits } from '../../domain/data/format';
import { isZeroAddress } from '../../domain/data/address';
import { policyChecks, policyName, policyUnit, type PolicyCheck, type PolicyUnit } from '../../domain/protocol/timelock';
import { governancePath } from '../../domain/data/paths';
import { code, list, num, text, type AddrCell, type Cell } from './cells';
import { directory } from './addressCells';
import { ROLES } from '../../domain/protocol/roles';
import { parameterLabel } from '../../domain/protocol/parameters';
import { statePage } from './header';
import { SECTION } from './sections';
import { fieldsBlock, paragraph, section, tableSection, type StatePageData } from './page';

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

export interface PolicyGroup {
  name: string;
  members: AddrCell[];
}

export type GovernancePageData = StatePageData<'governance'>;

/** The policies table's headers: its name, then the parameters the comparison names too, and the checks its flags enable. */
const POLICY_COLUMNS = ['Policy', parameterLabel('policy.enabled'), parameterLabel('policy.admin'), parameterLabel('policy.delay'), 'Checks (flags)', parameterLabel('policy.referencePointUpdatePeriod')];

/** A policy bound in the policy's unit. */
function bound(unit: PolicyUnit | undefined, c: PolicyCheck): string {
  if (!('value' in c)) return `down ${bpsToPercent(c.down)}, up ${bpsToPercent(c.up)}`;
  const v = c.value;
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

/** The controller timelock's policies as the page shows them: names, admins, delays and the bounds of each check in its unit. */
export function policyRows(snap: NetworkSnapshot): PolicyRow[] {
  const dir = directory(snap);
  return snap.core.controllerTimelock.policies.map((p) => {
    const name = policyName(p.hash) ?? null;
    const unit = name ? policyUnit(name) : undefined;
    return {
      hash: p.hash,
      name,
      enabled: p.enabled,
      admin: dir.cell(p.admin),
      delay: formatDuration(p.delay),
      delayRaw: p.delay,
      flags: p.flags,
      checks: policyChecks(p).map((check) => ({ check: check.check, bound: bound(unit, check) })),
      referencePointPeriod: p.referencePointUpdatePeriod === 0 ? 'none' : formatDuration(p.referencePointUpdatePeriod),
    };
  });
}

export function governancePage(snap: NetworkSnapshot): GovernancePageData {
  const dir = directory(snap);
  const c = snap.core;
  const admins = (addresses: string[]): Cell => (addresses.length ? list(addresses.map((a) => dir.cell(a))) : text('none'));
  const orNone = (a: string): Cell => (isZeroAddress(a) ? text('none (zero address)') : dir.cell(a));
  const policies = policyRows(snap);
  return statePage(snap, 'governance', {
    path: governancePath(snap.network.id),
    title: 'Governance',
    description: `Who controls Gearbox V3 on ${snap.network.name}: ACL owner and admins, address provider entries, staking, and the controller timelock's policies.`,
    trail: [{ label: 'Governance' }],
    sections: [
      section(
        SECTION.governance.acl,
        'Access control',
        fieldsBlock([
          { key: 'acl', label: 'ACL', cell: dir.cell(c.acl.address, ROLES.acl.contract) },
          { key: 'owner', label: 'Owner', cell: dir.cell(c.acl.owner) },
          { key: 'pausableAdmins', label: `Pausable admins (${c.acl.pausableAdmins.length})`, cell: admins(c.acl.pausableAdmins), note: 'May pause contracts.' },
          { key: 'unpausableAdmins', label: `Unpausable admins (${c.acl.unpausableAdmins.length})`, cell: admins(c.acl.unpausableAdmins), note: 'May unpause contracts.' },
        ]),
      ),
      section(
        SECTION.governance.timelockPolicies,
        'Controller timelock policies',
        paragraph(dir.cell(c.controllerTimelock.address, ROLES.controllerTimelock.contract)),
        paragraph(
          'Each policy lets its admin change one kind of parameter through the controller timelock after a delay, within the bounds its flags enable. A policy is identified by ',
          code('keccak256(abi.encode(keys…))'),
          ' of its key strings; unknown identifiers are shown as the hash.',
        ),
        { kind: 'policies', columns: POLICY_COLUMNS, policies },
      ),
      section(
        SECTION.governance.policyGroups,
        'Policy groups',
        paragraph('Contracts each group of policies applies to.'),
        { kind: 'policyGroups', groups: c.controllerTimelock.groups.map((g) => ({ name: policyName(g.name) ?? g.name, members: g.members.map((m) => dir.cell(m)) })) },
      ),
      section(
        SECTION.governance.staking,
        'Gear staking',
        fieldsBlock([
          { key: 'gearStaking', label: ROLES.gearStaking.contract, cell: dir.cell(c.gearStaking.address, ROLES.gearStaking.contract) },
          { key: 'successor', label: 'Successor', cell: orNone(c.gearStaking.successor) },
          { key: 'migrator', label: 'Migrator', cell: orNone(c.gearStaking.migrator) },
        ]),
      ),
      tableSection(
        SECTION.governance.addressProvider,
        'Address provider entries',
        {
          columns: [{ label: 'Key' }, { label: 'Version', numeric: true }, { label: 'Address' }],
          rows: c.addressProvider.entries.map((e) => [text(e.role), num(String(e.version), e.version), dir.cell(e.address)]),
          empty: 'The address provider has no entries.',
        },
        `${ROLES.addressProvider.contract} maps a key and a version to an address; contracts and integrations discover each other through it.`,
      ),
    ],
  });
}
