import type { NetworkSnapshot } from '../../data/model';
import { explorerBlockUrl } from '../../data/networks';
import type { SnapshotMeta } from './cells';

export function snapshotMeta(snap: NetworkSnapshot): SnapshotMeta {
  const n = snap.network;
  return {
    network: n.id,
    networkName: n.name,
    chainId: n.chainId,
    explorer: n.explorer,
    block: snap.block,
    blockUrl: explorerBlockUrl(n.explorer, snap.block),
    time: new Date(snap.timestamp * 1000).toISOString(),
  };
}
