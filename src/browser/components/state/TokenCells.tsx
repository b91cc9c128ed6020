/** Cells of the supported-tokens table (TokensTable.tsx): a price feed with its kind, and a list of places. */
import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import CellView from './Cell';
import type { TokenFeedLink } from '@site/src/pageData/state/tokens';
import styles from './tokens.module.css';

/** A token's price feed and its kind, or "none". */
export function FeedCell({ feed, explorer }: { feed: TokenFeedLink | undefined; explorer: string }): ReactNode {
  if (!feed) return <span className={styles.muted}>none</span>;
  return (
    <>
      <CellView cell={feed.feed} explorer={explorer} />{' '}
      <Link to={feed.href} className={styles.kindLink}>
        {feed.kind}
      </Link>
    </>
  );
}

/** A list of links with a fact each ("Trade USDC Tier 1: LT 90%"), or "none". */
export function Places({ items }: { items: { name: string; href: string; fact: string }[] }): ReactNode {
  if (items.length === 0) return <span className={styles.muted}>none</span>;
  return (
    <ul className={styles.list}>
      {items.map((m) => (
        <li key={m.name}>
          <Link to={m.href}>{m.name}</Link>: {m.fact}
        </li>
      ))}
    </ul>
  );
}
