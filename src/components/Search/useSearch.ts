/**
 * React state of one search: runs the engine for the latest query only and
 * loads result rows in order — the first alone (so it shows as soon as it
 * can), then the rest together. Rows show in result order: a row waits for
 * the ones above it, so nothing moves under the pointer or the keyboard.
 */
import { useEffect, useRef, useState } from 'react';
import type { SearchHit } from '@site/src/search/results';
import { runSearch, type AddressAnswer } from './engine';
import type { AddressQuery } from '@site/src/search/address';

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'error'; query: string; message: string }
  | { status: 'address'; query: string; address: AddressQuery; answers: AddressAnswer[]; total: number }
  | { status: 'text'; query: string; total: number; hits: SearchHit[]; complete: boolean };

/** `limit` rows at most; raise it to show more. An empty query is idle and loads nothing. */
export function useSearch(query: string, limit: number): SearchState {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const run = useRef(0);

  useEffect(() => {
    const id = ++run.current;
    if (!query) {
      setState({ status: 'idle' });
      return;
    }
    const current = () => run.current === id;
    // Until the new results are there, the previous ones stay (callers compare `state.query` with theirs).
    setState((s) => (s.status === 'idle' ? { status: 'loading', query } : s));
    (async () => {
      const outcome = await runSearch(query);
      if (!current()) return;
      if (outcome.kind === 'address') {
        setState({ status: 'address', query, address: outcome.query, answers: outcome.answers, total: outcome.total });
        return;
      }
      const wanted = outcome.results.slice(0, limit);
      const loaded: (SearchHit | undefined)[] = [];
      const publish = () => {
        if (!current()) return;
        const hits: SearchHit[] = [];
        for (const h of loaded) {
          if (!h) break;
          hits.push(h);
        }
        // The first row keeps the list in "loading" until it is there, so "no results" never flashes.
        if (hits.length === 0 && wanted.length > 0) return;
        setState({ status: 'text', query, total: outcome.total, hits, complete: hits.length === wanted.length });
      };
      if (wanted.length === 0) {
        setState({ status: 'text', query, total: 0, hits: [], complete: true });
        return;
      }
      loaded[0] = await wanted[0]!.load();
      publish();
      await Promise.all(
        wanted.slice(1).map(async (p, i) => {
          loaded[i + 1] = await p.load();
          publish();
        }),
      );
    })().catch((error: unknown) => {
      if (current()) setState({ status: 'error', query, message: error instanceof Error ? error.message : String(error) });
    });
  }, [query, limit]);

  return state;
}
