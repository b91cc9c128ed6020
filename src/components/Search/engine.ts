/**
 * The search engine in the browser. Nothing here loads until a search box is
 * focused (or /search opens with a query). Focus loads Pagefind's script; the
 * first words typed load its WebAssembly and the index metadata; each query
 * then loads only the index chunks of its words, the small `name` filter and
 * the fragments of the results shown. Address queries read the address
 * lookup index instead (loaded on the first one) and never Pagefind's index.
 */
import type { LookupIndex, Place } from '@site/src/views/addressIndex';
import { addressLabel, addressQuery, findAddresses, networkCount, type AddressQuery } from '@site/src/search/address';
import { nameKey } from '@site/src/search/query';
import { orderResults, shapeHit, type PagefindData, type SearchHit } from '@site/src/search/results';
import { LOOKUP_INDEX_FILE } from '@site/src/data/paths';
import { forgetIndexTag, loadScript, mayBeAddress, prefetch, preloadIndex, type PagefindModule as BaseModule } from './warm';

interface PagefindResult {
  id: string;
  score: number;
  data: () => Promise<PagefindData>;
}
interface PagefindModule extends Omit<BaseModule, 'search'> {
  search: (term: string | null, options?: Record<string, unknown>) => Promise<{ results: PagefindResult[] } | null>;
}

/**
 * Ranking: title and docs keywords count five times (Pagefind's default for
 * titles), and a word repeated in headings keeps counting a little longer
 * before it saturates (so a section about a contract beats a page that
 * mentions it often).
 */
export const RANKING = { termSaturation: 2, metaWeights: { title: 5, keywords: 5 } };
/** Words in an excerpt. */
export const EXCERPT_WORDS = 24;
/** Exact-name matches are tried for queries up to this many words (names are short). */
const MAX_NAME_WORDS = 6;

let pagefind: Promise<PagefindModule> | undefined;
let lookup: Promise<{ index: LookupIndex; checksum: (a: string) => string }> | undefined;

/** Pagefind ready to search: its WebAssembly and the index metadata loaded. A failed load is retried on the next call. */
export function loadPagefind(): Promise<PagefindModule> {
  pagefind ??= (async () => {
    // The WebAssembly and the entry file download beside the script (src/components/Search/warm.ts); given the
    // entry file's tag, Pagefind takes the preloaded response, and the index metadata follows one round trip sooner.
    const tag = preloadIndex();
    const module = (await loadScript()) as unknown as PagefindModule;
    // On the main thread: one small WebAssembly module, and no worker script to download first.
    await module.options({ noWorker: true, excerptLength: EXCERPT_WORDS, ranking: RANKING, metaCacheTag: tag });
    await module.init();
    return module;
  })();
  pagefind.catch(() => {
    pagefind = undefined;
    forgetIndexTag();
  });
  return pagefind;
}

/**
 * Called on focus and on each change of the box: loads Pagefind's script at
 * once, and its index as soon as the text is words rather than the start of
 * an address (an address is answered by the lookup index, without Pagefind).
 */
export function warmUp(text: string): void {
  prefetch(text);
  if (text.trim() && !mayBeAddress(text)) void loadPagefind().catch(() => undefined);
}

/** The address lookup index and the checksum code (the same files /lookup loads). */
function loadLookup() {
  lookup ??= Promise.all([
    fetch(LOOKUP_INDEX_FILE).then((r) => {
      if (!r.ok) throw new Error(`the address index could not be loaded (HTTP ${r.status})`);
      return r.json() as Promise<LookupIndex>;
    }),
    import('@site/src/data/addressInput'),
  ]).then(([index, input]) => ({
    index,
    checksum: (a: string) => {
      const c = input.checkAddressInput(a);
      return c.ok ? c.address : a;
    },
  }));
  lookup.catch(() => {
    lookup = undefined;
  });
  return lookup;
}

export interface AddressAnswer {
  /** EIP-55 checksummed. */
  address: string;
  label?: string;
  /** Each place with its network's display name. */
  places: { network: string; role: string; label: string; href: string }[];
  networks: number;
}

export interface PendingHit {
  key: string;
  exact: boolean;
  load: () => Promise<SearchHit>;
}

export type Outcome =
  | { kind: 'address'; query: AddressQuery; answers: AddressAnswer[]; total: number }
  | {
      kind: 'text';
      /** Pages named exactly by the query (its pool, credit manager or token), in priority order: shown first. */
      exact: PendingHit[];
      /** The full-text search (started with the exact one): the other results, by score. */
      rest: () => Promise<PendingHit[]>;
    };

function answer(index: LookupIndex, address: string, places: Place[], checksum: (a: string) => string): AddressAnswer {
  const name = (id: string) => index.networks.find((n) => n.id === id)?.name ?? id;
  const label = addressLabel(places);
  return {
    address: checksum(address),
    ...(label ? { label } : {}),
    places: places.map(([network, role, l, href]) => ({ network: name(network), role, label: l, href })),
    networks: networkCount(places, index.networks),
  };
}

/**
 * Searches a normalized query. An address (or 8+ leading hex digits) is
 * answered from the lookup index; hex digits without 0x that match no
 * address fall through to the text search.
 */
export async function runSearch(query: string): Promise<Outcome> {
  const address = addressQuery(query);
  if (address) {
    const { index, checksum } = await loadLookup();
    const { matches, total } = findAddresses(index, address);
    if (matches.length > 0 || address.prefixed || address.full) {
      return { kind: 'address', query: address, total, answers: matches.map((m) => answer(index, m.address, m.places, checksum)) };
    }
  }
  const pf = await loadPagefind();
  const key = nameKey(query);
  const pending = (result: PagefindResult, exact: boolean): PendingHit => ({
    key: result.id,
    exact,
    load: async () => shapeHit(await result.data(), exact ? key : undefined, EXCERPT_WORDS),
  });
  // Both searches start now; exact names need only the small filter file, so they are ready (and shown) first.
  const textSearch = pf.search(query);
  textSearch.catch(() => undefined);
  const named = key.split(' ').length <= MAX_NAME_WORDS ? await pf.search(null, { filters: { name: key }, sort: { priority: 'asc' } }) : null;
  const exact = named?.results ?? [];
  return {
    kind: 'text',
    exact: exact.map((r) => pending(r, true)),
    rest: async () => {
      const text = await textSearch;
      return orderResults(exact, text?.results ?? [])
        .filter((o) => !o.exact)
        .map((o) => pending(o.result, false));
    },
  };
}
