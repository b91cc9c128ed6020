/**
 * Which account factory the credit managers use (docs/system-contracts/account-factory.mdx, the credit accounts
 * pages): a manager's factory, its version and kind; the network's core factory and how the managers use it.
 */
import type { NetworkSnapshot } from '../../domain/data/model';
import { sameAddress as same } from '../../domain/data/address';
import { accountFactoryFacts, accountFactoryName, factoryUsageSummary, factoryVersion, type FactoryInput } from '../../domain/protocol/accountFactory';
import type { LiveValue } from '../citations';
import { coreHref } from './inputs';
import type { CreditManagerSubject, NetworkSubject } from './subject';

function factoryInput(snap: NetworkSnapshot): FactoryInput {
  return { core: snap.core.accountFactory, managers: snap.creditManagers.map((c) => ({ name: c.name, accountFactory: c.accountFactory })) };
}

/** The manager's account factory: the core one links to the core contracts table, another to the manager's page. */
export function managerAccountFactory({ snap, cm, href }: CreditManagerSubject): LiveValue {
  const address = cm.accountFactory;
  const isCore = same(address, snap.core.accountFactory.address);
  return { text: address, raw: address, href: isCore ? coreHref(snap) : href };
}

export function managerAccountFactoryVersion({ snap, cm, fail }: CreditManagerSubject): LiveValue {
  const address = cm.accountFactory;
  const version = factoryVersion(factoryInput(snap), address);
  if (version === undefined) return fail(`the snapshot has no version() for ${cm.name}'s account factory ${address}`);
  return { text: String(version), raw: String(version), href: coreHref(snap) };
}

export function managerAccountFactoryKind({ snap, cm, fail }: CreditManagerSubject): LiveValue {
  const address = cm.accountFactory;
  const version = factoryVersion(factoryInput(snap), address);
  const name = accountFactoryName(version) ?? fail(`${cm.name}'s account factory ${address} has version ${version ?? 'unknown'}, which these docs do not describe`);
  return { text: name, raw: `${address}, version ${version}`, href: coreHref(snap) };
}

export function accountFactoryUsage({ snap, net, fail }: NetworkSubject): LiveValue {
  if (snap.creditManagers.length === 0) return fail(`${net} has no credit managers`);
  return { text: factoryUsageSummary(factoryInput(snap)), raw: snap.creditManagers.map((c) => `${c.name}: ${c.accountFactory}`).join('; '), href: coreHref(snap) };
}

export function networkAccountFactoryVersion({ snap }: NetworkSubject): LiveValue {
  return { text: String(snap.core.accountFactory.version), raw: `${snap.core.accountFactory.address} version()`, href: coreHref(snap) };
}

export function networkAccountFactoryKind({ snap, net, fail }: NetworkSubject): LiveValue {
  const v = snap.core.accountFactory.version;
  const name = accountFactoryName(v) ?? fail(`the account factory on ${net} reports version ${v}, which these docs do not describe`);
  const facts = accountFactoryFacts(v);
  return { text: name, raw: `${snap.core.accountFactory.address}, reuse delay ${facts?.reuseDelaySeconds ?? '?'} s`, href: coreHref(snap) };
}
