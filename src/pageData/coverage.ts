/**
 * What the data covers and what it does not, derived from the data: the networks, the protocol
 * version (the versions the V3 contracts report), the block and time of each snapshot, the legacy list,
 * and the fact that other networks and later protocol versions are not in it. Pure: the page, the
 * /addresses/index.json file and /llms.txt all show this.
 */
import type { SiteData } from '../domain/data/model';
import { NETWORKS, NETWORK_IDS } from '../domain/data/networks';
import { formatUtc, groupDigits, isoTime, wordList as list } from '../domain/data/format';
import { versionFamily } from '../domain/protocol/versions';
import { v31Coverage, type V31Coverage } from './v31/coverage';

export interface CoverageNetwork {
  id: string;
  name: string;
  chainId: number;
  block: number;
  /** Unix seconds. */
  timestamp: number;
  /** ISO 8601, UTC. */
  time: string;
}

export interface Coverage {
  protocol: string;
  /** Distinct versions reported by the pools, credit managers, facades and configurators, ascending. */
  contractVersions: number[];
  networks: CoverageNetwork[];
  /** The static legacy list, when there is one. */
  legacy?: { network: string; title: string };
  /** What is not in the data, one phrase each ("networks other than …"). */
  notCovered: string[];
  /** Gearbox V3.1: networks, and the curators and blocks of the states held. */
  v31: V31Coverage;
  /** The statement in parts, for a page: the opening sentence, one line per network, the legacy sentence, the V3.1 sentence. */
  parts: { lead: string; networks: string[]; legacy?: string; v31: string };
  /** The whole statement as one paragraph of plain text. */
  text: string;
}


export function coverage(site: SiteData): Coverage {
  const snaps = NETWORK_IDS.map((id) => site.networks[id]);
  const versions = new Set<number>();
  for (const s of snaps) {
    for (const p of s.pools) versions.add(p.version);
    for (const cm of s.creditManagers) [cm.version, cm.facade.version, cm.configurator.version].forEach((v) => versions.add(v));
  }
  const contractVersions = [...versions].sort((a, b) => a - b);
  const highest = contractVersions[contractVersions.length - 1];
  const networks: CoverageNetwork[] = snaps.map((s) => ({
    id: s.network.id,
    name: s.network.name,
    chainId: s.network.chainId,
    block: s.block,
    timestamp: s.timestamp,
    time: isoTime(s.timestamp),
  }));
  const protocol = 'Gearbox Protocol V3.0';
  const hasLegacy = site.legacy.sections.length > 0;
  const legacy = hasLegacy ? { network: NETWORKS.mainnet.name, title: site.legacy.title } : undefined;
  const v31 = v31Coverage(site.v31);
  const notCovered = [
    `V3.0 on networks other than ${list(networks.map((n) => n.name))}`,
    highest !== undefined ? `later protocol versions in the V3.0 snapshots (any contract reporting a version above ${highest})` : 'later protocol versions in the V3.0 snapshots',
    `V3.1 markets of curators no state was read for${v31.networksWithState.length ? `, and V3.1 market state on networks other than ${list(v31.networksWithState)}` : ''}`,
    "anything deployed or changed after each snapshot's or state's block",
  ];
  const families = [...new Set(contractVersions.map(versionFamily))].filter((f) => f !== 'unknown');
  const versionText =
    contractVersions.length === 0 ? '' : ` (${families.length ? `${list(families)}: ` : ''}contracts reporting version${contractVersions.length > 1 ? 's' : ''} ${list(contractVersions.map(String))})`;
  const perNetwork = networks.map((n) => `${n.name} (chain ${n.chainId}) at block ${groupDigits(n.block)}, ${formatUtc(n.timestamp)}`);
  const lead = `This data covers ${protocol}${versionText} on ${networks.length} network${networks.length === 1 ? '' : 's'}, each read from chain at one block`;
  const legacyText = legacy ? `It also lists legacy Gearbox V2 and V1 contracts on ${legacy.network}, from a static list not read from chain.` : undefined;
  const text = [`${lead}: ${list(perNetwork)}.`, legacyText, v31.text, `Not in it: ${notCovered.join('; ')}.`].filter(Boolean).join(' ');
  const parts = { lead: `${lead}:`, networks: perNetwork, ...(legacyText ? { legacy: legacyText } : {}), v31: v31.text };
  return { protocol, contractVersions, networks, ...(legacy ? { legacy } : {}), v31, notCovered, parts, text };
}
