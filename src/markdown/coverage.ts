/**
 * What the data covers, in words: networks, protocol version, snapshot block and date per network, and what
 * is not covered. A minimal statement derived from the data for /llms.txt. Issue 17 brings the site's own
 * coverage view (src/views/coverage.ts, `coverage(site)` with the same `parts` and `notCovered`); this module
 * is meant to be replaced by it, the caller (llms.ts) reading only those fields.
 */
import type { SiteData } from '../data/model';
import { NETWORK_IDS } from '../data/networks';
import { formatUtc, groupDigits } from '../data/format';

export interface CoverageStatement {
  /** The statement in parts: the opening sentence, one line per network, the legacy sentence. */
  parts: { lead: string; networks: string[]; legacy?: string };
  /** What is not in the data, one phrase each. */
  notCovered: string[];
  /** The whole statement as one paragraph. */
  text: string;
}

const listed = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);

export function coverage(site: SiteData): CoverageStatement {
  const snaps = NETWORK_IDS.map((id) => site.networks[id]);
  const versions = [...new Set(snaps.flatMap((s) => [...s.pools.map((p) => p.version), ...s.creditManagers.flatMap((cm) => [cm.version, cm.facade.version, cm.configurator.version])]))].sort((a, b) => a - b);
  const versionText = versions.length ? ` (contracts reporting version${versions.length > 1 ? 's' : ''} ${listed(versions.map(String))})` : '';
  const lead = `This data covers Gearbox Protocol V3${versionText} on ${snaps.length} network${snaps.length === 1 ? '' : 's'}, each read from chain at one block:`;
  const networks = snaps.map((s) => `${s.network.name} (chain ${s.network.chainId}) at block ${groupDigits(s.block)}, ${formatUtc(s.timestamp)}`);
  const legacy = site.legacy.sections.length ? 'It also lists legacy Gearbox V2 and V1 contracts on Ethereum Mainnet, from a static list not read from chain.' : undefined;
  const notCovered = [
    `networks other than ${listed(snaps.map((s) => s.network.name))}`,
    versions.length ? `later protocol versions (any contract reporting a version above ${versions[versions.length - 1]})` : 'later protocol versions',
    "anything deployed or changed after each snapshot's block",
  ];
  const text = [`${lead} ${networks.join('; ')}.`, legacy, `Not in it: ${notCovered.join('; ')}.`].filter(Boolean).join(' ');
  return { parts: { lead, networks, ...(legacy ? { legacy } : {}) }, notCovered, text };
}
