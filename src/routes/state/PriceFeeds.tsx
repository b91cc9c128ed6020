import React, { type ReactNode } from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import StatePage, { tocEntry } from '@site/src/components/state/StatePage';
import CellView from '@site/src/components/state/Cell';
import AnchorHeading from '@site/src/components/AnchorHeading';
import { Badge } from '@site/src/components/AddressTable';
import type { FeedNode, PriceFeedsPageData, TokenFeeds } from '@site/src/views/state/priceFeeds';
import styles from '@site/src/components/state/feeds.module.css';
import wide from '@site/src/components/state/wideTable.module.css';

function Feed({ node, explorer }: { node: FeedNode; explorer: string }): ReactNode {
  return (
    <div className={styles.feed}>
      <CellView cell={node.feed} explorer={explorer} />
      <div className={styles.facts}>
        <span title={`PriceFeedType ${node.code}`}>{node.kind}</span>
        <span>v{node.version}</span>
        <span title={`stalenessPeriod ${node.stalenessRaw} s, skipCheck ${node.skipCheck}`}>staleness: {node.staleness}</span>
        {node.zero && <Badge>zero price feed</Badge>}
      </div>
      {node.signed && (
        <div className={styles.signed}>
          Signed data id <code>{node.signed.dataId}</code>, {node.signed.threshold} of {node.signed.signers.length} signers required ({node.signed.slots} slots):
          <ul>
            {node.signed.signers.map((s) => (
              <li key={s.a}>
                <CellView cell={s} explorer={explorer} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {node.parts.length > 0 && (
        <ul className={styles.parts} aria-label="Built from">
          {node.parts.map((p, i) => (
            <li key={`${p.feed.a}-${i}`}>
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

export default function PriceFeedsRoute({ data }: { data: PriceFeedsPageData }): ReactNode {
  const { meta, counts } = data;
  return (
    <StatePage
      meta={meta}
      title="Price feeds"
      description={`Main and reserve price feeds of every token in the Gearbox V3 price oracle on ${meta.networkName}: kind, staleness, composite parts, signed feeds.`}
      trail={[{ label: 'Price feeds' }]}
      toc={[tocEntry('oracle', 'Price oracle'), tocEntry('feeds', 'Feeds per token')]}>
      <AnchorHeading as="h2" id="oracle" title="Price oracle" />
      <p>
        <CellView cell={data.oracle} explorer={meta.explorer} />
      </p>
      <p>
        {counts.main} tokens have a main feed and {counts.reserve} a reserve feed; {counts.signed} feeds are signed (Redstone) feeds updated on demand,
        and {counts.zero} point at the zero price feed (the token is priced at zero and is not usable as collateral). A feed whose staleness is not checked
        validates its own answers; a composite feed lists the feeds it is built from underneath it.
      </p>
      <AnchorHeading as="h2" id="feeds" title="Feeds per token" />
      <div className={wide.scroll} role="region" aria-labelledby="feeds" tabIndex={0}>
        <table className={wide.table} aria-labelledby="feeds">
          <thead>
            <tr>
              <th scope="col">Token</th>
              <th scope="col">Main feed</th>
              <th scope="col">Reserve feed</th>
            </tr>
          </thead>
          <tbody>
            {data.tokens.map((t) => (
              <Row key={t.id} t={t} explorer={meta.explorer} />
            ))}
          </tbody>
        </table>
      </div>
    </StatePage>
  );
}
