/** A block only the price feeds page has (drawn by Sections.tsx). */
import React, { type ReactNode } from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import CellView from './Cell';
import type { BlockContext } from './Section';
import { Badge } from '@site/src/browser/components/AddressTable';
import type { FeedNode, TokenFeeds } from '@site/src/pageData/state/priceFeeds';
import WideTable, { headerCells } from './WideTable';
import styles from './feeds.module.css';

function Feed({ node, explorer }: { node: FeedNode; explorer: string }): ReactNode {
  return (
    <div className={styles.feed}>
      <CellView cell={node.feed} explorer={explorer} />
      <div className={styles.facts}>
        <span title={`PriceFeedType ${node.code}`}>{node.kind}</span>
        <span>v{node.version}</span>
        <span title={`stalenessPeriod ${node.stalenessRaw}`}>staleness: {node.staleness}</span>
        {node.zero && <Badge>zero price feed</Badge>}
      </div>
      {node.signed && (
        <div className={styles.signed}>
          Signed data id <code>{node.signed.dataId}</code>, {node.signed.threshold} of {node.signed.signers.length} signers required ({node.signed.slots} slots):
          <ul>
            {node.signed.signers.map((s) => (
              <li key={s.address}>
                <CellView cell={s} explorer={explorer} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {node.parts.length > 0 && (
        <ul className={styles.parts} aria-label="Built from">
          {node.parts.map((p, i) => (
            <li key={`${p.feed.address}-${i}`}>
              <Feed node={p} explorer={explorer} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Row({ t, explorer }: { t: TokenFeeds; explorer: string }): ReactNode {
  useBrokenLinks().collectAnchor(t.id);
  return (
    <tr id={t.id}>
      <th scope="row">
        <CellView cell={t.token} explorer={explorer} />
      </th>
      <td>{t.main ? <Feed node={t.main} explorer={explorer} /> : 'none'}</td>
      <td>{t.reserve ? <Feed node={t.reserve} explorer={explorer} /> : 'none'}</td>
    </tr>
  );
}

/** The price feeds page's table: each token's main and reserve feed, with the feeds each is built from. */
export default function FeedsTable({ tokens, context: { explorer, sectionId } }: { tokens: TokenFeeds[]; context: BlockContext }): ReactNode {
  return (
    <WideTable labelledBy={sectionId} head={headerCells(['Token', 'Main feed', 'Reserve feed'])}>
      {tokens.map((t) => (
        <Row key={t.id} t={t} explorer={explorer} />
      ))}
    </WideTable>
  );
}
