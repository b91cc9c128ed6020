/**
 * The numbers of docs/how-to/contract-versions.mdx: the versions the network's credit managers, facades,
 * configurators and pools report, summarised; and, for the pages that say where 3.00 and 3.01 differ, which credit
 * managers run a 3.00 manager, facade or configurator (version() = 300), by the credit manager's name.
 */
import type { CreditManager } from '../../domain/data/model';
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

/** The names of the credit managers whose part (the manager, its facade or its configurator) reports `version`. */
function managersAt({ net, snap }: NetworkSubject, version: number, part: (cm: CreditManager) => number, what: string): LiveValue {
  const names = snap.creditManagers.filter((cm) => part(cm) === version).map((cm) => cm.name);
  const total = snap.creditManagers.length;
  return {
    text: names.length === 0 ? 'none' : names.join(', '),
    raw: `${names.length} of ${total} credit managers on ${net}: ${what} = ${version}`,
    href: statePath(net),
  };
}

/** 3.00, the version that differs from the 3.01 code these pages describe (docs/how-to/contract-versions.mdx). */
const V300 = 300;
export const creditManagersAt300 = (s: NetworkSubject): LiveValue => managersAt(s, V300, (cm) => cm.version, 'CreditManagerV3.version()');
export const creditFacadesAt300 = (s: NetworkSubject): LiveValue => managersAt(s, V300, (cm) => cm.facade.version, 'CreditFacadeV3.version()');
export const creditConfiguratorsAt300 = (s: NetworkSubject): LiveValue => managersAt(s, V300, (cm) => cm.configurator.version, 'CreditConfiguratorV3.version()');

