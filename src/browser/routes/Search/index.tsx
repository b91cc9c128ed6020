/**
 * /search?q=…: every result of a query, the same search as the navbar box.
 * The query lives in the URL (updated as the person types); text typed in
 * the box before the page's scripts ran is searched once they are ready.
 */
import React, { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import DataPageLayout from '@site/src/browser/components/DataPageLayout';
import { MAX_QUERY_LENGTH, echoQuery, normalizeQuery } from '@site/src/pageData/search/query';
import { warmUp } from '@site/src/browser/components/Search/engine';
import { KEEP_TYPING, useSearch } from '@site/src/browser/components/Search/useSearch';
import { AddressContent, HitContent, plural } from '@site/src/browser/components/Search/Hit';
import searchStyles from '@site/src/browser/components/Search/styles.module.css';
import styles from './styles.module.css';
import { INTRO_DOC, SEARCH_PATH, searchPath } from '@site/src/domain/data/paths';

const PAGE = 20;
const TYPING_PAUSE_MS = 200;

const urlQuery = (search: string) => normalizeQuery(new URLSearchParams(search).get('q') ?? '');

export default function SearchRoute(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const inputRef = useRef<HTMLInputElement>(null);
  // Read from the URL after hydration: the static page was rendered without a query.
  const [query, setQuery] = useState('');
  const [limit, setLimit] = useState(PAGE);
  const state = useSearch(query, limit);

  const show = (text: string, url: 'keep' | 'replace') => {
    const q = normalizeQuery(text);
    setQuery(q);
    setLimit(PAGE);
    if (url === 'replace' && q !== urlQuery(window.location.search)) history.replace(searchPath(q));
  };

  // First render in the browser: text typed before hydration wins over the URL.
  useEffect(() => {
    const input = inputRef.current;
    const fromUrl = urlQuery(window.location.search);
    if (input && input.value && normalizeQuery(input.value) !== fromUrl) show(input.value, 'replace');
    else {
      if (input) input.value = fromUrl;
      show(fromUrl, 'keep');
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A new /search?q= from the navbar box (or back/forward) replaces the query.
  useEffect(() => {
    const fromUrl = urlQuery(location.search);
    const input = inputRef.current;
    if (input && normalizeQuery(input.value) !== fromUrl) {
      input.value = fromUrl;
      show(fromUrl, 'keep');
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.search]);

  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(typing.current), []);
  const onInput = (value: string) => {
    clearTimeout(typing.current);
    typing.current = setTimeout(() => show(value, 'replace'), TYPING_PAUSE_MS);
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    clearTimeout(typing.current);
    show(inputRef.current?.value ?? '', 'replace');
  };

  const echo = echoQuery(query);
  const current = state.status !== 'idle' && state.query === query;
  let status = '';
  if (!query) status = '';
  else if (!current || state.status === 'loading') status = 'Searching…';
  else if (state.status === 'error') status = `Search is not available: ${state.message}`;
  else if (state.status === 'text')
    status = state.total > 0 ? plural(state.total, 'result') : state.partial ? KEEP_TYPING : 'Nothing found. Try fewer words, or a contract, pool, credit manager or token name.';
  else if (state.status === 'address')
    status =
      state.total === 0
        ? `No contract in these snapshots has an address starting with 0x${state.address.hex}.`
        : `${plural(state.total, 'address', 'addresses')} start${state.total === 1 ? 's' : ''} with 0x${state.address.hex}.`;

  return (
    <DataPageLayout
      title={query ? `Search: ${echo}` : 'Search'}
      description="Search the documentation, deployed contracts, protocol state and supported tokens of Gearbox Protocol V3."
      toc={[]}>
      <h1 className={styles.heading}>{query ? <>Search results for “{echo}”</> : 'Search'}</h1>
      <noscript>
        <p className={styles.noscript}>
          Search runs in your browser and needs JavaScript. Without it, browse the <Link to={INTRO_DOC}>documentation</Link> or the{' '}
          <Link to="/">deployed contracts</Link>.
        </p>
      </noscript>
      <form role="search" aria-label="Search all results" action={SEARCH_PATH} method="get" className={styles.form} onSubmit={onSubmit}>
        <label htmlFor="search-page-input">Search for</label>
        <input
          id="search-page-input"
          ref={inputRef}
          name="q"
          type="search"
          className={`text-input ${styles.input}`}
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder="Contract, pool, token, address or topic"
          onFocus={(e) => warmUp(e.currentTarget.value)}
          onInput={(e) => {
            warmUp(e.currentTarget.value);
            onInput(e.currentTarget.value);
          }}
        />
        <button type="submit" className="button button--primary">
          Search
        </button>
      </form>
      <p className={styles.status} role="status">
        {status}
      </p>
      {current && state.status === 'text' && state.hits.length > 0 && (
        <>
          <ol className={styles.results}>
            {state.hits.map((h) => (
              <li key={h.key}>
                <Link to={h.url} className={`${searchStyles.hit} ${styles.link}`}>
                  <HitContent hit={h} />
                </Link>
              </li>
            ))}
          </ol>
          {state.total > state.hits.length && state.complete && (
            <button type="button" className="button button--secondary" onClick={() => setLimit((l) => l + PAGE)}>
              Show {Math.min(PAGE, state.total - state.hits.length)} more
            </button>
          )}
        </>
      )}
      {current && state.status === 'address' && (
        <ol className={styles.results}>
          {state.answers.map((a) => (
            <li key={a.address}>
              <Link to={`/lookup?address=${a.address}`} className={`${searchStyles.hit} ${styles.link}`}>
                <AddressContent answer={a} />
              </Link>
              <ul className={styles.places}>
                {a.places.map((p, i) => (
                  <li key={i}>
                    {p.network}: {p.role}
                    {p.label && !p.role.includes(p.label) ? ` (${p.label})` : ''}
                    {p.href && (
                      <>
                        {' '}
                        — <Link to={p.href}>see it on this site</Link>
                      </>
                    )}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
      {current && state.status === 'address' && state.total === 0 && (
        <p>
          <Link to={`/lookup?address=0x${state.address.hex}`}>Check it in the address lookup</Link>, which also explains mistyped addresses.
        </p>
      )}
    </DataPageLayout>
  );
}
