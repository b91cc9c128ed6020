/**
 * What the site's V3.1 data covers, derived from it: the networks of the networks file, and for each curator whose
 * markets a state holds, the blocks it was read at. Markets of curators no state was read for are not held. Part of
 * the one coverage statement (src/pageData/coverage.ts).
 */
import { addressKey } from '../../domain/data/address';
import { groupDigits, wordList } from '../../domain/data/format';
import type { V31Data } from '../../domain/v31/data';
import { curatorOf } from './directory';

export interface V31Coverage {
  networks: number;
  publicNetworks: number;
  /** Each curator a state was read for, on its network, with the blocks of those states. */
  curators: { network: string; name: string; test: boolean; blocks: number[] }[];
  /** The networks with market state. */
  networksWithState: string[];
  /** One sentence. */
  text: string;
}

export function v31Coverage(data: V31Data): V31Coverage {
  const nets = data.networks.networks;
  const curators: V31Coverage['curators'] = [];
  for (const state of data.states) {
    const network = nets.find((n) => n.chainId === state.chainId);
    if (!network) continue;
    const read = new Map(state.markets.map((m) => [addressKey(m.configurator), curatorOf(network, m.configurator)]));
    for (const c of read.values()) {
      const seen = curators.find((x) => x.network === network.name && x.name === c.name);
      if (seen) seen.blocks.push(state.block);
      else curators.push({ network: network.name, name: c.name, test: c.test, blocks: [state.block] });
    }
  }
  const networksWithState = nets.filter((n) => data.states.some((s) => s.chainId === n.chainId)).map((n) => n.name);
  const publicNetworks = nets.filter((n) => n.isPublic).length;
  const who = curators.map((c) => `${c.name}${c.test ? ' (test curator)' : ''} at block${c.blocks.length === 1 ? '' : 's'} ${wordList(c.blocks.map((b) => groupDigits(b)))}`);
  const state =
    networksWithState.length === 0
      ? 'no market state'
      : `market state on ${wordList(networksWithState)} only, for ${wordList(who)}; markets of other curators are not held`;
  const text = `Gearbox V3.1 on ${nets.length} networks (${publicNetworks} public), each with its address provider and curators; ${state}.`;
  return { networks: nets.length, publicNetworks, curators, networksWithState, text };
}
