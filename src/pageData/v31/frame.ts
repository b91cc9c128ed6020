/** The frame of every V3.1 page: the state its values are from, and the way back up (Gearbox V3.1 › network › …). */
import { explorerBlockUrl } from '../../domain/data/explorer';
import { isoTime } from '../../domain/data/format';
import { V31_PATH, v31NetworkPath } from '../../domain/data/paths';
import type { V31Network } from '../../domain/v31/networks';
import type { V31State } from '../../domain/v31/states';
import type { SnapshotMeta } from '../state/cells';
import type { Crumb, ParagraphBlock, Section, StatePageData, StatePageKind } from '../state/page';

/** The network and block of a V3.1 state, as the page's header line. */
export function v31Meta(network: V31Network, state: V31State): SnapshotMeta {
  return {
    network: network.slug,
    networkName: network.name,
    chainId: network.chainId,
    explorer: network.explorer,
    block: state.block,
    blockUrl: explorerBlockUrl(network.explorer, state.block),
    time: isoTime(state.timestamp),
  };
}

export const V31_CRUMB: Crumb = { label: 'Gearbox V3.1', href: V31_PATH };

/** A V3.1 page of one network, with its values from `state` (none: the page says where they are from). */
export function v31Page<K extends StatePageKind>(
  network: V31Network,
  state: V31State | undefined,
  kind: K,
  page: { path: string; title: string; description: string; trail?: Crumb[]; intro?: ParagraphBlock[]; sections: Section[] },
): StatePageData<K> {
  const { trail = [], intro = [], ...rest } = page;
  return {
    kind,
    ...(state ? { meta: v31Meta(network, state) } : { explorer: network.explorer }),
    breadcrumbs: [V31_CRUMB, { label: network.name, href: v31NetworkPath(network.slug) }, ...trail],
    intro,
    ...rest,
  };
}
