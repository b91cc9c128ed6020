/**
 * Which V3.1 cells get a "Check it yourself" button, and where its dialog finds the row: the network's V3.1 address
 * book as the build writes it (./addressExport.ts), each row that ./v31AddressProofs.ts proves from that file alone.
 * A page asks for its cell by the proof's kind and address (an address-provider entry also by key and version) and
 * gets the row's `proofSpec`, or nothing: no button where the file could not build the command.
 */
import { addressKey } from '../../domain/data/address';
import { proofSpec } from '../../domain/data/paths';
import type { V31ProofKind } from '../../domain/proofs/v31';
import type { V31Data } from '../../domain/v31/data';
import type { V31Network } from '../../domain/v31/networks';
import type { AddrCell } from '../state/cells';
import { v31AddressBook } from './addressBook';
import { exportV31Book } from './addressExport';
import { v31FileProofs } from './v31AddressProofs';

/** An address-provider entry's key and version. */
export interface EntryRef {
  key: string;
  version: number;
}

export interface V31ProofButtons {
  /** The `proofSpec` of the row proving `address` as `kind` (an entry: with its key and version), if the book has one. */
  spec(kind: V31ProofKind, address: string, entry?: EntryRef): string | undefined;
  /** `cell` with its button, where the row has one. */
  cell(cell: AddrCell, kind: V31ProofKind, entry?: EntryRef): AddrCell;
}

const lookupKey = (kind: V31ProofKind, address: string, entry?: EntryRef) => [kind, addressKey(address), entry?.key ?? '', entry?.version ?? ''].join(' ');

const cache = new WeakMap<V31Data, Map<number, V31ProofButtons>>();

/** The buttons of `network`'s V3.1 pages (built once per network). */
export function v31ProofButtons(data: V31Data, network: V31Network): V31ProofButtons {
  let byChain = cache.get(data);
  if (!byChain) cache.set(data, (byChain = new Map()));
  const hit = byChain.get(network.chainId);
  if (hit) return hit;
  const file = exportV31Book(v31AddressBook(data, network));
  const specs = new Map<string, string>();
  v31FileProofs(file).forEach((p, i) => {
    if (!p) return;
    const s = p.subject;
    const k = lookupKey(s.kind, s.address, s.kind === 'addressProviderEntry' ? { key: s.key, version: s.version } : undefined);
    if (!specs.has(k)) specs.set(k, proofSpec(file.network, i));
  });
  const buttons: V31ProofButtons = {
    spec: (kind, address, entry) => specs.get(lookupKey(kind, address, entry)),
    cell: (cell, kind, entry) => {
      const proof = buttons.spec(kind, cell.address, entry);
      return proof ? { ...cell, proof } : cell;
    },
  };
  byChain.set(network.chainId, buttons);
  return buttons;
}
