/**
 * The navbar search box (replaces the theme's empty SearchBar).
 *
 * - Nothing is fetched until the box is focused; then the list of results
 *   (Panel.tsx, with the search code) and, beside it, Pagefind's files load
 *   (src/browser/components/Search/warm.ts), and each query loads only what it needs
 *   (src/browser/components/Search/engine.ts). Every page's main bundle carries only
 *   this box and warm.ts.
 * - Focus moves only when the person moves it: the box never takes focus by
 *   itself, except on Ctrl+K / ⌘K, which asks for it.
 * - The box is a plain form (`/search?q=`) before the scripts run, and text
 *   typed before they run, or before the index has loaded, is searched as
 *   soon as they are ready.
 * - A combobox with a list of results: arrows move through them, Enter opens
 *   one (or the full results page), Escape closes the list, then clears; a
 *   click in the box opens it again.
 */
import React, { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import { useHistory } from '@docusaurus/router';
import { MAX_QUERY_LENGTH, normalizeQuery } from '@site/src/pageData/search/query';
import { SEARCH_PATH } from '@site/src/domain/data/paths';
import { prefetch } from '@site/src/browser/components/Search/warm';
import { searchPageUrl, type PanelReport } from './shared';
import styles from './styles.module.css';

export { searchPageUrl };

const Panel = lazy(() => import('./Panel'));

const NO_REPORT: PanelReport = { status: '', hrefs: [] };

export default function SearchBar(): ReactNode {
  const id = useId();
  const listId = `${id}-results`;
  const optionId = useCallback((i: number) => `${id}-option-${i}`, [id]);
  const history = useHistory();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [shortcut, setShortcut] = useState('Ctrl K');
  const [report, setReport] = useState<PanelReport>(NO_REPORT);
  // The list of results loads the first time the box opens, and stays.
  const [wanted, setWanted] = useState(false);
  const query = normalizeQuery(text);
  const count = report.hrefs.length;

  const openBox = () => {
    setOpen(true);
    setWanted(true);
    // Pagefind's files start downloading now, beside the list's own code rather than after it.
    prefetch(inputRef.current?.value ?? '');
  };

  // Text typed before hydration, and focus the box already had, are picked up as if they happened now.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    if (input.value) setText(input.value);
    if (document.activeElement === input) openBox();
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

  // A followed result closes the list as the address changes: history tells at once, while the next page may still
  // be loading. (The page's own location changes only once that page is drawn, and would close a list the person
  // had opened again meanwhile.)
  useEffect(
    () =>
      history.listen(() => {
        setOpen(false);
        setActive(-1);
      }),
    [history],
  );

  useEffect(() => setActive((i) => (i >= count ? -1 : i)), [count]);

  const close = useCallback(() => setOpen(false), []);

  const go = (href: string) => {
    setOpen(false);
    history.push(href);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const chosen = report.hrefs[active];
    if (chosen) go(chosen);
    else if (query) go(searchPageUrl(query));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!count) return;
      e.preventDefault();
      setOpen(true);
      // Past the last result (or above the first) the box itself is active again.
      const n = count;
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
  // Until the list has loaded, a query is being searched.
  const status = showList ? (report === NO_REPORT ? 'Searching…' : report.status) : '';
  // The list's place while it loads (and before the box is first opened): empty, as the server drew it.
  const emptyList = <div id={listId} role="listbox" aria-label="Search results" className={styles.list} hidden data-query="" />;

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
        aria-expanded={showList && count > 0}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 && active < count ? optionId(active) : undefined}
        aria-describedby={`${id}-status`}
        onFocus={openBox}
        // A click in the box it already has focus (its list closed by Escape or by a followed result) opens the list again.
        onClick={openBox}
        onInput={(e) => {
          setText(e.currentTarget.value);
          openBox();
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
        {wanted ? (
          <Suspense fallback={emptyList}>
            <Panel ids={{ list: listId, option: optionId }} text={text} query={query} open={open} active={active} setActive={setActive} close={close} report={setReport} />
          </Suspense>
        ) : (
          emptyList
        )}
      </div>
    </form>
  );
}
