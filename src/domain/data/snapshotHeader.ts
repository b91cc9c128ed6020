/**
 * What a page or a report about a snapshot says first: the network it was read on (id, name, chain id, block
 * explorer) and when (block, time). The state pages' header and the snapshot comparison both start with these.
 */
import { isoTime } from './format';
import type { NetworkSnapshot } from './model';
import type { NetworkId, NetworkInfo } from './networks';

export interface NetworkHeader {
  network: NetworkId;
  networkName: string;
  chainId: number;
  /** Block explorer origin; an address page is {explorer}/address/{address}. */
  explorer: string;
}

export const networkHeader = (n: NetworkInfo): NetworkHeader => ({ network: n.id, networkName: n.name, chainId: n.chainId, explorer: n.explorer });

/** When a snapshot was read. */
export interface SnapshotTime {
  block: number;
  /** Unix seconds. */
  timestamp: number;
  /** ISO 8601, UTC. */
  time: string;
}

export const snapshotTime = (snap: Pick<NetworkSnapshot, 'block' | 'timestamp'>): SnapshotTime => ({ block: snap.block, timestamp: snap.timestamp, time: isoTime(snap.timestamp) });
