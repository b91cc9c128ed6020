/**
 * The numbers of docs/how-to/contract-versions.mdx: the versions the network's credit managers, facades,
 * configurators and pools report, summarised.
 */
import { statePath } from '../../domain/data/paths';
import { versionSummary } from '../../domain/protocol/versions';
import type { LiveValue } from '../citations';
import type { NetworkSubject } from './subject';

function summary({ net, fail }: NetworkSubject, versions: number[], what: string): LiveValue {
  // A network without credit managers or pools has no versions to summarise: the citation cannot hold there.
  if (versions.length === 0) return fail(`no contract on ${net} reports ${what}`);
  return { text: versionSummary(versions), raw: `${what}: ${versions.join(', ')}`, href: statePath(net) };
}

export const creditManagerVersions = (s: NetworkSubject): LiveValue => summary(s, s.snap.creditManagers.map((c) => c.version), 'CreditManagerV3.version()');
export const creditFacadeVersions = (s: NetworkSubject): LiveValue => summary(s, s.snap.creditManagers.map((c) => c.facade.version), 'CreditFacadeV3.version()');
export const creditConfiguratorVersions = (s: NetworkSubject): LiveValue => summary(s, s.snap.creditManagers.map((c) => c.configurator.version), 'CreditConfiguratorV3.version()');
export const poolVersions = (s: NetworkSubject): LiveValue => summary(s, s.snap.pools.map((p) => p.version), 'PoolV3.version()');
