/**
 * React state of one search: runs the engine for the latest query only and
 * loads result rows in order — the first alone (so it shows as soon as it
 * can), then the rest together. Rows show in result order: a row waits for
 * the ones above it, so nothing moves under the pointer or the keyboard.
 */
import { useEffect, useRef, useState } from 'react';
import type { SearchHit } from '@site/src/pageData/search/results';
import { runSearch, type AddressAnswer, type PendingHit } from './engine';
import type { AddressQuery } from '@site/src/pageData/search/address';

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'error'; query: string; message: string }
  | { status: 'address'; query: string; address: AddressQuery; answers: AddressAnswer[]; total: number }
  | {
      status: 'text';
      query: string;
      total: number;
      hits: SearchHit[];
      complete: boolean;
      /** Not searched in full: a single short word (exact names only), or the start of an address (nothing yet). */
      partial: boolean;
    };

/** What a box says of a query not searched in full that matched no exact name. */
export const KEEP_TYPING = 'Keep typing: words are searched from their third character, addresses from their eighth hex digit.';

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
      // Rows in order; a row is published once all rows above it are loaded.
      const rows: PendingHit[] = outcome.exact.slice(0, limit);
      const loaded: (SearchHit | undefined)[] = [];
      let total = outcome.exact.length;
      let complete = false;
      const publish = () => {
        if (!current()) return;
        const hits: SearchHit[] = [];
        for (const h of loaded) {
          if (!h) break;
          hits.push(h);
        }
        // Until the first row is there the list stays "loading", so "nothing found" never flashes.
        if (hits.length === 0 && !complete) return;
        setState({ status: 'text', query, total, hits, complete: complete && hits.length === rows.length, partial: outcome.partial });
      };
      const loadRow = async (i: number) => {
        loaded[i] = await rows[i]!.load();
        publish();
      };
      const loadFrom = (from: number, to: number) => Promise.all(rows.slice(from, to).map((_, i) => loadRow(from + i)));
      // The first row alone (it shows soonest that way on a slow network), then the others together.
      // Exact matches come first and need no index chunks; the full-text search runs while they load.
      const exactCount = rows.length;
      if (exactCount > 0) await loadRow(0);
      const exactRest = loadFrom(1, exactCount);
      const rest = await outcome.rest();
      if (!current()) return;
      total += rest.length;
      rows.push(...rest.slice(0, Math.max(0, limit - exactCount)));
      complete = true;
      if (rows.length === 0) publish();
      else if (exactCount === 0) await loadRow(0);
      await Promise.all([exactRest, loadFrom(Math.max(1, exactCount), rows.length)]);
      publish();
    })().catch((error: unknown) => {
      if (current()) setState({ status: 'error', query, message: error instanceof Error ? error.message : String(error) });
    });
  }, [query, limit]);

  return state;
}
