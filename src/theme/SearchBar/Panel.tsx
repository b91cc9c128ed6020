/**
 * The navbar search box's list of results: the search itself (Pagefind, the address lookup), the rows and the
 * status line's words. It loads when the box is first focused (src/theme/SearchBar/index.tsx), so a page that
 * nobody searches from ships none of it.
 */
import React, { useEffect, useLayoutEffect, useMemo, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { echoQuery } from '@site/src/pageData/search/query';
import { warmUp } from '@site/src/browser/components/Search/engine';
import { KEEP_TYPING, useSearch } from '@site/src/browser/components/Search/useSearch';
import { AddressContent, HitContent, PlaceContent, plural } from '@site/src/browser/components/Search/Hit';
import searchStyles from '@site/src/browser/components/Search/styles.module.css';
import { searchPageUrl, type PanelProps } from './shared';
import styles from './styles.module.css';

/** Rows in the navbar list; the full list is on /search. */
const LIMIT = 8;
/** Places of an address listed under it in the navbar list. */
const PLACES = 4;
/** Pause after a keystroke before searching (each prefix could load index chunks). */
const TYPING_PAUSE_MS = 120;

interface Option {
  key: string;
  href: string;
  content: ReactNode;
  sub?: boolean;
}

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = React.useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

export default function Panel({ ids, text, query, open, active, setActive, close, report }: PanelProps): ReactNode {
  const settled = useDebounced(query, TYPING_PAUSE_MS);
  const searched = open ? settled : '';
  const state = useSearch(searched, LIMIT);

  // Pagefind (or the address index) starts loading as the box opens, and again for what is typed.
  useEffect(() => {
    if (open) warmUp(text);
  }, [open, text]);

  const options = useMemo<Option[]>(() => {
    if (state.status === 'text') return state.hits.map((h) => ({ key: h.key, href: h.url, content: <HitContent hit={h} /> }));
    if (state.status === 'address') {
      return state.answers.flatMap((a) => [
        { key: a.address, href: `/lookup?address=${a.address}`, content: <AddressContent answer={a} /> },
        ...a.places.slice(0, state.answers.length === 1 ? PLACES : 1).map((p, i) => ({
          key: `${a.address}-${i}`,
          href: p.href || `/lookup?address=${a.address}`,
          content: <PlaceContent place={p} />,
          sub: true,
        })),
      ]);
    }
    return [];
  }, [state]);

  const showList = open && Boolean(query);
  // Results of the previous text stay listed while the new ones load.
  const loading = state.status === 'idle' || state.status === 'loading' || state.query !== query;
  let status = '';
  if (showList) {
    if (state.status === 'error') status = `Search is not available: ${state.message}`;
    else if (loading) status = 'Searching…';
    else if (state.status === 'text')
      status =
        state.total > 0
          ? `${plural(state.total, 'result')}${state.complete ? '' : ', loading…'}`
          : state.partial
            ? KEEP_TYPING
            : `Nothing found for “${echoQuery(state.query)}”.`;
    else if (state.status === 'address')
      status =
        state.total === 0
          ? `No contract in these snapshots has an address starting with 0x${state.address.hex}.`
          : state.total === 1
            ? 'Found in the address lookup.'
            : `${plural(state.total, 'address', 'addresses')} start with 0x${state.address.hex}${state.total > state.answers.length ? `; the first ${state.answers.length}:` : '.'}`;
  }

  // The box (the shell's) needs the links for Enter and their number for the arrows and its ARIA state, before paint.
  const hrefs = options.map((o) => o.href).join('\n');
  useLayoutEffect(() => report({ status, hrefs: hrefs ? hrefs.split('\n') : [] }), [report, status, hrefs]);

  return (
    <>
      <div id={ids.list} role="listbox" aria-label="Search results" className={styles.list} hidden={!showList || options.length === 0} data-query={state.status === 'idle' ? '' : state.query}>
        {showList &&
          options.map((o, i) => (
            <Link
              key={o.key}
              id={ids.option(i)}
              role="option"
              aria-selected={i === active}
              tabIndex={-1}
              to={o.href}
              className={clsx(searchStyles.hit, styles.option, o.sub && styles.sub, i === active && styles.active)}
              onMouseMove={() => setActive(i)}
              onClick={close}>
              {o.content}
            </Link>
          ))}
      </div>
      {showList && query && (
        <Link to={searchPageUrl(query)} className={styles.all} tabIndex={-1} onClick={close}>
          See all results for “{echoQuery(query, 40)}”
        </Link>
      )}
    </>
  );
}
