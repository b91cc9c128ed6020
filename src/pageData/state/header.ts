/** The frame every state page shares: the snapshot it shows and the way back up. */
import type { NetworkSnapshot } from '../../domain/data/model';
import { explorerBlockUrl } from '../../domain/data/explorer';
import { statePath } from '../../domain/data/paths';
import { networkHeader, snapshotTime } from '../../domain/data/snapshotHeader';
import type { SnapshotMeta } from './cells';
import type { Crumb, ParagraphBlock, Section, StatePageData, StatePageKind } from './page';

export function snapshotMeta(snap: NetworkSnapshot): SnapshotMeta {
  return {
    ...networkHeader(snap.network),
    block: snap.block,
    blockUrl: explorerBlockUrl(snap.network.explorer, snap.block),
    time: snapshotTime(snap).time,
  };
}

/** A state page of this snapshot: its frame (snapshot, breadcrumbs "Protocol state › {network} › …`trail`") around its sections. */
export function statePage<K extends StatePageKind>(
  snap: NetworkSnapshot,
  kind: K,
  page: { path: string; title: string; description: string; trail?: Crumb[]; intro?: ParagraphBlock[]; sections: Section[] },
): StatePageData<K> {
  const { trail = [], intro = [], ...rest } = page;
  return {
    kind,
    meta: snapshotMeta(snap),
    breadcrumbs: [{ label: 'Protocol state' }, { label: snap.network.name, href: statePath(snap.network.id) }, ...trail],
    intro,
    ...rest,
  };
}
