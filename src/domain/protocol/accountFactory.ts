/**
 * Which account factory a credit manager uses, and what that implies.
 *
 * A CreditManagerV3 reads the address provider's ACCOUNT_FACTORY entry (version 0) once, in its
 * constructor, and keeps it (`accountFactory()`). Two implementations are live:
 * - core-v2 `AccountFactory` (`version()` = 1): one shared stock of accounts, a returned account is
 *   appended to the list and can be handed out again without delay, no `rescue`, and an account
 *   cannot be returned in the block in which it was taken;
 * - core-v3 `AccountFactoryV3` (`version()` = 300): one queue per credit manager, reuse only after
 *   `delay` = 3 days, governance `rescue` while no borrower holds the account.
 * Any other version is not documented by this site and is reported as unknown.
 */
import type { Address } from 'viem';
import { addressKey, sameAddress } from '../data/address';

export type AccountFactoryKind = 'core-v2' | 'v3';

export interface AccountFactoryFacts {
  kind: AccountFactoryKind;
  /** Contract name in its repository. */
  contract: 'AccountFactory' | 'AccountFactoryV3';
  /** A returned account waits this long before it is handed out again (seconds). */
  reuseDelaySeconds: number;
  /** Governance can call a `rescue` on an idle account. */
  hasRescue: boolean;
  /** `returnCreditAccount` refuses an account taken in the same block. */
  refusesSameBlockReturn: boolean;
}

const FACTS: Record<AccountFactoryKind, AccountFactoryFacts> = {
  'core-v2': { kind: 'core-v2', contract: 'AccountFactory', reuseDelaySeconds: 0, hasRescue: false, refusesSameBlockReturn: true },
  v3: { kind: 'v3', contract: 'AccountFactoryV3', reuseDelaySeconds: 3 * 24 * 3600, hasRescue: true, refusesSameBlockReturn: false },
};

/** The implementation behind a factory's `version()`; undefined for a version this site does not document. */
export function accountFactoryFacts(version: number | undefined): AccountFactoryFacts | undefined {
  if (version === 1) return FACTS['core-v2'];
  if (version === 300) return FACTS.v3;
  return undefined;
}

/** "AccountFactory (core-v2, version 1)" / "AccountFactoryV3 (version 300)". */
export function accountFactoryName(version: number | undefined): string | undefined {
  const facts = accountFactoryFacts(version);
  if (!facts || version === undefined) return undefined;
  return facts.kind === 'core-v2' ? `AccountFactory (core-v2, version ${version})` : `AccountFactoryV3 (version ${version})`;
}

export interface FactoryInput {
  /** The address provider's ACCOUNT_FACTORY entry, with the version the snapshot read from it. */
  core: { address: Address; version: number };
  managers: { name: string; accountFactory: Address }[];
}

export interface FactoryUse {
  address: Address;
  /** Known only for the factory the snapshot read `version()` from (the address provider's entry). */
  version: number | undefined;
  managers: string[];
}

/** The version of the factory at `address`, if the snapshot knows it. */
export function factoryVersion(input: FactoryInput, address: Address): number | undefined {
  return sameAddress(address, input.core.address) ? input.core.version : undefined;
}

/** Credit managers grouped by the factory they use, largest group first (then by address). */
export function factoryUsage(input: FactoryInput): FactoryUse[] {
  const groups = new Map<string, FactoryUse>();
  for (const m of input.managers) {
    const key = addressKey(m.accountFactory);
    const group = groups.get(key) ?? { address: m.accountFactory, version: factoryVersion(input, m.accountFactory), managers: [] };
    group.managers.push(m.name);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => b.managers.length - a.managers.length || addressKey(a.address).localeCompare(addressKey(b.address)));
}

const describe = (use: FactoryUse) => accountFactoryName(use.version) ?? `the factory at ${use.address} (version not in the snapshot)`;

/**
 * One phrase that stays true for any snapshot: "all 17 credit managers use AccountFactory (core-v2,
 * version 1)", "the only credit manager uses …", or "12 of 17 credit managers use …, 5 use …".
 */
export function factoryUsageSummary(input: FactoryInput): string {
  const uses = factoryUsage(input);
  const total = input.managers.length;
  if (total === 0) throw new Error('no credit managers');
  const [first, ...rest] = uses;
  if (!first) throw new Error('no credit managers');
  if (rest.length === 0) return total === 1 ? `the only credit manager uses ${describe(first)}` : `all ${total} credit managers use ${describe(first)}`;
  return [`${first.managers.length} of ${total} credit managers use ${describe(first)}`, ...rest.map((u) => `${u.managers.length} ${u.managers.length === 1 ? "uses" : "use"} ${describe(u)}`)].join(', ');
}
