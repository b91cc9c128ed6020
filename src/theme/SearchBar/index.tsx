/**
 * The navbar search box (replaces the theme's empty SearchBar).
 *
 * - Nothing is fetched until the box is focused; then Pagefind loads, and
 *   each query loads only what it needs (src/components/Search/engine.ts).
 * - Focus moves only when the person moves it: the box never takes focus by
 *   itself, except on Ctrl+K / ⌘K, which asks for it.
 * - The box is a plain form (`/search?q=`) before the scripts run, and text
 *   typed before they run, or before the index has loaded, is searched as
 *   soon as they are ready.
 * - A combobox with a list of results: arrows move through them, Enter opens
 *   one (or the full results page), Escape closes the list, then clears.
 */
import React, { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import { MAX_QUERY_LENGTH, echoQuery, normalizeQuery } from '@site/src/search/query';
import { warmUp } from '@site/src/components/Search/engine';
import { useSearch } from '@site/src/components/Search/useSearch';
import { AddressContent, HitContent, PlaceContent, plural } from '@site/src/components/Search/Hit';
import searchStyles from '@site/src/components/Search/styles.module.css';
import styles from './styles.module.css';
import { SEARCH_PATH } from '@site/src/data/paths';

/** Rows in the navbar list; the full list is on /search. */
const LIMIT = 8;
/** Places of an address listed under it in the navbar list. */
const PLACES = 4;
/** Pause after a keystroke before searching (each prefix could load index chunks). */
const TYPING_PAUSE_MS = 120;

export const searchPageUrl = (query: string) => `/search?q=${encodeURIComponent(query)}`;

interface Option {
  key: string;
  href: string;
  content: ReactNode;
  sub?: boolean;
}

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

export default function SearchBar(): ReactNode {
  const id = useId();
  const listId = `${id}-results`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const history = useHistory();
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [shortcut, setShortcut] = useState('Ctrl K');
  const query = normalizeQuery(text);
  const settled = useDebounced(query, TYPING_PAUSE_MS);
  const searched = open ? settled : '';
  const state = useSearch(searched, LIMIT);

  // Text typed before hydration, and focus the box already had, are picked up as if they happened now.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    if (input.value) setText(input.value);
    if (document.activeElement === input) {
      setOpen(true);
      warmUp(input.value);
    }
  }, []);

  // Ctrl+K / ⌘K: the one time the box takes focus, because the person asked for it.
  useEffect(() => {
    if (/Mac|iPhone|iPad/.test(navigator.platform)) setShortcut('⌘ K');
    const onKey = (e: globalThis.KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        inputRef.current?.focus();
        inputRef.current?.select();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // A followed result closes the list (a change of page, not the first render).
  const where = `${location.pathname}${location.search}${location.hash}`;
  const shownAt = useRef(where);
  useEffect(() => {
    if (shownAt.current === where) return;
    shownAt.current = where;
    setOpen(false);
    setActive(-1);
  }, [where]);

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

  useEffect(() => setActive((i) => (i >= options.length ? -1 : i)), [options.length]);

  const go = (href: string) => {
    setOpen(false);
    history.push(href);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const chosen = options[active];
    if (chosen) go(chosen.href);
    else if (query) go(searchPageUrl(query));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!options.length) return;
      e.preventDefault();
      setOpen(true);
      // Past the last result (or above the first) the box itself is active again.
      const n = options.length;
      setActive((i) => (e.key === 'ArrowDown' ? (i >= n - 1 ? -1 : i + 1) : i <= -1 ? n - 1 : i - 1));
    } else if (e.key === 'Escape') {
      if (open && query) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (text) {
        e.preventDefault();
        e.currentTarget.value = '';
        setText('');
      }
    } else if (e.key === 'Home' || e.key === 'End') {
      setActive(-1);
    }
  };

  // The list stays open while focus is anywhere in the form (a click on a result).
  const onBlur = (e: React.FocusEvent) => {
    if (!formRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
  };

  const showList = open && Boolean(query);
  // Results of the previous text stay listed while the new ones load.
  const loading = state.status === 'idle' || state.status === 'loading' || state.query !== query;
  let status = '';
  if (showList) {
    if (state.status === 'error') status = `Search is not available: ${state.message}`;
    else if (loading) status = 'Searching…';
    else if (state.status === 'text') status = state.total === 0 ? `Nothing found for “${echoQuery(state.query)}”.` : `${plural(state.total, 'result')}${state.complete ? '' : ', loading…'}`;
    else if (state.status === 'address')
      status =
        state.total === 0
          ? `No contract in these snapshots has an address starting with 0x${state.address.hex}.`
          : state.total === 1
            ? 'Found in the address lookup.'
            : `${plural(state.total, 'address', 'addresses')} start with 0x${state.address.hex}${state.total > state.answers.length ? `; the first ${state.answers.length}:` : '.'}`;
  }

  return (
    <form ref={formRef} role="search" aria-label="Site search" action={SEARCH_PATH} method="get" className={clsx(styles.form, open && styles.expanded)} onSubmit={onSubmit} onBlur={onBlur}>
      <label htmlFor={`${id}-input`} className="sr-only">
        Search the site
      </label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        name="q"
        type="search"
        className={clsx('navbar__search-input', styles.input)}
        placeholder="Search"
        maxLength={MAX_QUERY_LENGTH}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList && options.length > 0}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 && active < options.length ? optionId(active) : undefined}
        aria-describedby={`${id}-status`}
        onFocus={(e) => {
          setOpen(true);
          warmUp(e.currentTarget.value);
        }}
        onInput={(e) => {
          warmUp(e.currentTarget.value);
          setText(e.currentTarget.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <kbd className={styles.hint} aria-hidden="true">
        {shortcut}
      </kbd>
      <div className={clsx(styles.dropdown, !showList && styles.hidden)} onMouseDown={(e) => e.target instanceof HTMLElement && !e.target.closest('a') && e.preventDefault()}>
        {/* role="status" is a polite live region by itself. */}
        <p id={`${id}-status`} className={styles.status} role="status">
          {status}
        </p>
        <div id={listId} role="listbox" aria-label="Search results" className={styles.list} hidden={!showList || options.length === 0} data-query={state.status === 'idle' ? '' : state.query}>
          {showList &&
            options.map((o, i) => (
              <Link
                key={o.key}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                tabIndex={-1}
                to={o.href}
                className={clsx(searchStyles.hit, styles.option, o.sub && styles.sub, i === active && styles.active)}
                onMouseMove={() => setActive(i)}
                onClick={() => setOpen(false)}>
                {o.content}
              </Link>
            ))}
        </div>
        {showList && query && (
          <Link to={searchPageUrl(query)} className={styles.all} tabIndex={-1} onClick={() => setOpen(false)}>
            See all results for “{echoQuery(query, 40)}”
          </Link>
        )}
      </div>
    </form>
  );
}
