/**
 * The search engine in the browser. Nothing here loads until a search box is
 * focused (or /search opens with a query). Focus loads Pagefind's script; the
 * first words typed load its WebAssembly and the index metadata; each query
 * then loads only the index chunks of its words (one per word, whatever was
 * typed before: src/build/search/reshape.ts), the small `name` filter, and
 * for each result shown its fragment and the one excerpt file it needs
 * (src/pageData/search/excerpts.ts). Address queries read the address
 * lookup index instead (loaded on the first one) and never Pagefind's index;
 * nor does the start of an address.
 */
import type { LookupIndex, Place } from '@site/src/pageData/addressIndex';
import { addressInProgress, addressLabel, addressQuery, findAddresses, networkCount, type AddressQuery } from '@site/src/pageData/search/address';
import { fullTextTerm, nameKey } from '@site/src/pageData/search/query';
import { excerptText, orderResults, planHit, type PagefindData, type SearchHit } from '@site/src/pageData/search/results';
import { EXCERPT_STEP, EXCERPT_WORDS, excerptFileOf, excerptFiles, excerptFileUrl } from '@site/src/pageData/search/excerpts';
import { LOOKUP_INDEX_FILE } from '@site/src/domain/data/paths';
import { mayBeAddress, PAGEFIND_BASE, prefetch, startPagefind, type PagefindModule as BaseModule } from './warm';

interface PagefindResult {
  id: string;
  score: number;
  data: () => Promise<PagefindData & Record<string, unknown>>;
}
interface PagefindModule extends Omit<BaseModule, 'search'> {
  search: (term: string | null, options?: Record<string, unknown>) => Promise<{ results: PagefindResult[] } | null>;
}

/** Exact-name matches are tried for queries up to this many words (names are short). */
const MAX_NAME_WORDS = 6;

let lookup: Promise<{ index: LookupIndex; checksum: (a: string) => string }> | undefined;

/** Pagefind ready to search (src/browser/components/Search/warm.ts starts it on the first word typed). */
const loadPagefind = () => startPagefind() as unknown as Promise<PagefindModule>;

/** Called on focus and on each change of a search box (src/browser/components/Search/warm.ts). */
export const warmUp = prefetch;

/** The address lookup index and the checksum code (the same files /lookup loads). */
function loadLookup() {
  lookup ??= Promise.all([
    fetch(LOOKUP_INDEX_FILE).then((r) => {
      if (!r.ok) throw new Error(`the address index could not be loaded (HTTP ${r.status})`);
      return r.json() as Promise<LookupIndex>;
    }),
    import('@site/src/domain/data/addressInput'),
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
      /** The text was not searched in full: a single word shorter than MIN_SEARCHED_WORD, or the start of an address. */
      partial: boolean;
    };

const excerptFilesLoaded = new Map<string, Promise<string[]>>();

/** One excerpt file's words. A failed load is tried again the next time it is needed. */
function loadExcerptFile(name: string): Promise<string[]> {
  let words = excerptFilesLoaded.get(name);
  if (!words) {
    words = fetch(excerptFileUrl(PAGEFIND_BASE, name)).then((r) => {
      if (!r.ok) throw new Error(`an excerpt of the search index could not be loaded (HTTP ${r.status})`);
      return r.json() as Promise<string[]>;
    });
    excerptFilesLoaded.set(name, words);
    words.catch(() => excerptFilesLoaded.delete(name));
  }
  return words;
}

/** A result's row: its fragment (section, title, breadcrumb), then the one excerpt file that holds its excerpt. */
async function loadHit(result: PagefindResult, exactName: string | undefined): Promise<SearchHit> {
  const data = await result.data();
  const files = excerptFiles(data);
  const { hit, excerpt } = planHit(data, files?.words ?? 0, exactName, EXCERPT_WORDS);
  if (!files || excerpt.length === 0) return { ...hit, excerpt: [] };
  const index = excerptFileOf(excerpt.start);
  const name = files.files[index];
  if (name === undefined) return { ...hit, excerpt: [] };
  const words = await loadExcerptFile(name);
  const first = index * EXCERPT_STEP;
  return { ...hit, excerpt: excerptText((i) => words[i - first], excerpt, files.joiner) };
}

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
  const term = fullTextTerm(query);
  // The start of an address: nothing to search until the lookup can answer it (the index is not even started).
  if (addressInProgress(query) || (!term && mayBeAddress(query))) return { kind: 'text', exact: [], rest: async () => [], partial: true };
  const pf = await loadPagefind();
  const key = nameKey(query);
  const pending = (result: PagefindResult, exact: boolean): PendingHit => ({
    key: result.id,
    exact,
    load: () => loadHit(result, exact ? key : undefined),
  });
  // Exact names first: they need only the small filter file (loaded as Pagefind starts, src/browser/components/Search/warm.ts).
  // When there are some, the full-text search (the index chunks of every word) starts once the first of them is
  // shown (useSearch asks for `rest` then), so its downloads do not compete with that row's; otherwise at once.
  const named = key.split(' ').length <= MAX_NAME_WORDS ? await pf.search(null, { filters: { name: key }, sort: { priority: 'asc' } }) : null;
  const exact = named?.results ?? [];
  // A single word shorter than MIN_SEARCHED_WORD is matched by exact names only.
  const search = () => (term ? pf.search(term) : Promise.resolve(null));
  let textSearch = exact.length === 0 ? search() : undefined;
  textSearch?.catch(() => undefined);
  return {
    kind: 'text',
    partial: !term,
    exact: exact.map((r) => pending(r, true)),
    rest: async () => {
      textSearch ??= search();
      const text = await textSearch;
      return orderResults(exact, text?.results ?? [])
        .filter((o) => !o.exact)
        .map((o) => pending(o.result, false));
    },
  };
}
