/** How one search result reads, in the navbar list and on /search. */
import React, { type ReactNode } from 'react';
import type { SearchHit, Segment } from '@site/src/pageData/search/results';
import type { AddressAnswer } from './engine';
import styles from './styles.module.css';

export function Excerpt({ segments }: { segments: Segment[] }): ReactNode {
  return (
    <span className={styles.excerpt}>
      {segments.map((s, i) => (s.mark ? <mark key={i}>{s.text}</mark> : <React.Fragment key={i}>{s.text}</React.Fragment>))}
    </span>
  );
}

/** Where a hit sits: the page's breadcrumb, and the page itself when the hit is one of its sections. */
export function hitWhere(hit: SearchHit): string {
  return [hit.where, hit.section ? hit.page : ''].filter(Boolean).join(' › ');
}

export function HitContent({ hit }: { hit: SearchHit }): ReactNode {
  const where = hitWhere(hit);
  return (
    <>
      <span className={styles.title}>{hit.section ?? hit.page}</span>
      {where && <span className={styles.where}>{where}</span>}
      {hit.excerpt.length > 0 && <Excerpt segments={hit.excerpt} />}
    </>
  );
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The address lookup's answer for one address: its name, the address, how many places. */
export function AddressContent({ answer }: { answer: AddressAnswer }): ReactNode {
  return (
    <>
      <span className={styles.title}>
        {answer.label ?? 'Address'} <code className={styles.address} translate="no">{answer.address}</code>
      </span>
      <span className={styles.where}>
        Address lookup: {plural(answer.places.length, 'place')} on {plural(answer.networks, 'network')}
      </span>
    </>
  );
}

export function PlaceContent({ place }: { place: AddressAnswer['places'][number] }): ReactNode {
  return (
    <>
      <span className={styles.title}>
        {place.role}
        {place.label && !place.role.includes(place.label) ? ` (${place.label})` : ''}
      </span>
      <span className={styles.where}>{place.network}</span>
    </>
  );
}
