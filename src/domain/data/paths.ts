/**
 * The one place that builds the site's URLs and anchors: generated pages,
 * places on the Deployed Contracts page, the address lookup, the files in
 * /addresses/. Dependency-free, so pages in the browser may use it too.
 */
import type { NetworkId } from './networks';

/** URL-safe slug of a name: "Trade USDC.e Tier 1" → "trade-usdc-e-tier-1". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** `path#anchor`, or `path` without an anchor. */
export const withAnchor = (path: string, anchor?: string): string => (anchor ? `${path}#${anchor}` : path);

// The Deployed Contracts page.
export const HOME_PATH = '/';
/** A tab of the Deployed Contracts page, at one of its anchors: `/?network={tab}#{anchor}`. */
export const homePath = (tab: string, anchor?: string): string => withAnchor(`${HOME_PATH}?network=${tab}`, anchor);
/** Anchor of a heading on the Deployed Contracts page: the slug of its network's anchor prefix and titles ("mainnet-pool-trade-usdc-v3"). */
export const homeAnchor = (anchorPrefix: string, ...titles: string[]): string => slugify([anchorPrefix, ...titles].join(' '));

// Protocol state and supported tokens.
export const statePath = (net: NetworkId, anchor?: string): string => withAnchor(`/state/${net}`, anchor);
export const poolPath = (net: NetworkId, poolName: string): string => `/state/${net}/pools/${slugify(poolName)}`;
export const creditManagerPath = (net: NetworkId, name: string): string => `/state/${net}/credit-managers/${slugify(name)}`;
export const priceFeedsPath = (net: NetworkId, anchor?: string): string => withAnchor(`/state/${net}/price-feeds`, anchor);
export const governancePath = (net: NetworkId, anchor?: string): string => withAnchor(`/state/${net}/governance`, anchor);
export const tokensPath = (net: NetworkId, anchor?: string): string => withAnchor(`/tokens/${net}`, anchor);
/** Changes since the previous snapshots (only when the build is given SNAPSHOT_PREVIOUS_DIR). */
export const changesPath = (net: NetworkId): string => `/state/${net}/changes`;
/**
 * Row of a token on the supported-tokens page: the prefix, then the address's key (addressKey in ./address.ts, lower
 * case). Spelled here rather than imported, so this module stays dependency-free for every page's main script; a
 * test holds the two to the same spelling.
 */
export const TOKEN_ANCHOR_PREFIX = 'token-';
export const tokenAnchor = (address: string): string => `${TOKEN_ANCHOR_PREFIX}${address.toLowerCase()}`;
/** Row of a token on the price feeds page (the address's key, as tokenAnchor). */
export const feedAnchor = (token: string): string => `feed-${token.toLowerCase()}`;

// Gearbox V3.1: the network map, then per network (its slug, `mainnet`) its system contracts and curators, each
// curator's page (by the slug of its name), each market (by its pool's address) and credit suite (by its manager's).
export const V31_PATH = '/v3.1';
export const v31NetworkPath = (network: string, anchor?: string): string => withAnchor(`${V31_PATH}/${network}`, anchor);
export const v31CuratorPath = (network: string, curatorSlug: string): string => `${V31_PATH}/${network}/curators/${curatorSlug}`;
// A market by its pool's address key, a credit suite by its manager's: spelled in place, as tokenAnchor. A market's
// price feeds have their own page under it.
export const v31MarketPath = (network: string, address: string, anchor?: string): string => withAnchor(`${V31_PATH}/${network}/markets/${address.toLowerCase()}`, anchor);
export const v31PriceFeedsPath = (network: string, address: string, anchor?: string): string => withAnchor(`${v31MarketPath(network, address)}/price-feeds`, anchor);
/** Row of a feed in a V3.1 market's feed tree (the address key, as feedAnchor). */
export const v31FeedAnchor = (token: string): string => `tree-${token.toLowerCase()}`;
export const v31CreditSuitePath = (network: string, address: string, anchor?: string): string =>
  withAnchor(`${V31_PATH}/${network}/credit-suites/${address.toLowerCase()}`, anchor);
/** What changed on a network between two V3.1 states (by their blocks). */
export const v31ChangesPath = (network: string, fromBlock: number, toBlock: number): string => `${V31_PATH}/${network}/changes/${fromBlock}-${toBlock}`;

// Address lookup, search and the revert decoder.
export const LOOKUP_PATH = '/lookup';
export const SEARCH_PATH = '/search';
/** The search results page for a query: `/search?q=…` (`/search` for none). */
export const searchPath = (query: string): string => (query ? `${SEARCH_PATH}?q=${encodeURIComponent(query)}` : SEARCH_PATH);
export const DECODE_PATH = '/decode';
/** The decoder with its input filled in: `/decode?data=0x…`. */
export const decodePath = (data: string): string => `${DECODE_PATH}?data=${encodeURIComponent(data)}`;
/** The decoder's table (static file written at build time, loaded on first use). */
export const DECODE_TABLE_FILE = '/errors/decode-table.json';
// The documentation.
/** Where the docs live (the docs plugin's routeBasePath in docusaurus.config.ts). */
export const DOCS_PATH = '/docs';
/** The first page of the docs. */
export const INTRO_DOC = `${DOCS_PATH}/intro`;
/** The legacy V2 docs, a part of the docs. */
export const V2_DOCS = `${DOCS_PATH}/v2`;
/** The errors reference, and its page of one family. */
export const ERRORS_DOCS = `${DOCS_PATH}/errors`;
export const errorsFamilyPath = (slug: string): string => `${ERRORS_DOCS}/${slug}`;

// The address book as data, and the lookup index (static files written at build time).
export const ADDRESSES_DIR = '/addresses';
/** The address book of a network as data (`json`, `csv`), as code (`ts`, `sol`) or as Markdown tables (`md`). */
export const addressBookFile = (network: string, format: 'json' | 'csv' | 'ts' | 'sol' | 'md'): string => `${ADDRESSES_DIR}/${network}.${format}`;
/** Every network's addresses for the Safe{Wallet} address-book import. */
export const SAFE_ADDRESS_BOOK_FILE = `${ADDRESSES_DIR}/safe-address-book.csv`;
export const ADDRESS_INDEX_FILE = `${ADDRESSES_DIR}/index.json`;
export const ADDRESS_SCHEMA_FILE = `${ADDRESSES_DIR}/address-book.schema.json`;
export const LOOKUP_INDEX_FILE = `${ADDRESSES_DIR}/lookup.json`;
/**
 * Gearbox V3.1's address books (issue 33) are named `v3.1-{network slug}`: `/addresses/v3.1-mainnet.json`. No V3.0 name
 * starts so (a network id is a word, the legacy list `mainnet-v2-v1`), so a V3.1 file never takes a V3.0 file's name.
 */
export const V31_BOOK_PREFIX = 'v3.1-';
/** The name of a V3.1 network's address book, in /addresses/ and in the lookup: `v3.1-mainnet`. */
export const v31BookId = (network: string): string => `${V31_BOOK_PREFIX}${network}`;
/** A V3.1 network's address book as data, code or Markdown tables. */
export const v31AddressBookFile = (network: string, format: 'json' | 'csv' | 'ts' | 'sol' | 'md'): string => addressBookFile(v31BookId(network), format);
/**
 * Where a "Check it yourself" button's dialog finds its row: `{book}:{row index}` into /addresses/{book}.json. A V3.0
 * row's book is its network id (`mainnet:12`), a V3.1 row's its V3.1 book id (`v3.1-mainnet:12`): the prefix tells
 * them apart.
 */
export const proofSpec = (book: string, index: number): string => `${book}:${index}`;
/** A button's `proofSpec` read back: the book, the row index, and whether the book is a V3.1 one. */
export function parseProofSpec(spec: string): { book: string; index: number; v31: boolean } {
  const at = spec.lastIndexOf(':');
  const book = at < 0 ? spec : spec.slice(0, at);
  return { book, index: at < 0 ? NaN : Number(spec.slice(at + 1)), v31: book.startsWith(V31_BOOK_PREFIX) };
}
/** Every V3.1 network's addresses for the Safe{Wallet} address-book import. */
export const V31_SAFE_ADDRESS_BOOK_FILE = `${ADDRESSES_DIR}/${V31_BOOK_PREFIX}safe-address-book.csv`;
/** The V3.1 address books' index, with what the V3.1 data covers. */
export const V31_ADDRESS_INDEX_FILE = `${ADDRESSES_DIR}/${V31_BOOK_PREFIX}index.json`;

// Contract ABIs (issue 35): each published contract at each version, as JSON and as a TypeScript `as const` module for
// viem, named by the contract (as its Solidity source names it) and the version its `version()` returns.
export const ABI_DIR = '/abi';
/** A contract version as names and texts write it: 310 is `3.10`, 301 is `3.01`; a version below 100 stays a number (`1`). */
export const versionLabel = (version: number): string => (version >= 100 ? `${Math.floor(version / 100)}.${String(version % 100).padStart(2, '0')}` : String(version));
/** A contract's ABI at a version: `/abi/CreditFacadeV3-3.10.json`, or (`ts`) the same array as a TypeScript module. */
export const abiFile = (contract: string, version: number, format: 'json' | 'ts'): string => `${ABI_DIR}/${contract}-${versionLabel(version)}.${format}`;
/** Every published ABI with its version, contract type and source release. */
export const ABI_INDEX_FILE = `${ABI_DIR}/index.json`;

// Pages machines can read: a page's Markdown version is its path plus `.md`; the site's summary and its docs in one file.
/** The Markdown version of a page of the site (`/docs/intro` → `/docs/intro.md`); the anchor and query, if any, are dropped. */
export const markdownPath = (pagePath: string): string => `${pagePath.replace(/[?#].*$/, '').replace(/\/+$/, '')}.md`;
export const LLMS_TXT = '/llms.txt';
export const LLMS_FULL_TXT = '/llms-full.txt';

// Diagrams. The docs import them as inline SVG components from `docs/diagrams/`, out of the static
// folder: there, the bundler's copy of the static files made it transform every diagram again on each build, cache or
// not. The build copies them to `/img/diagrams/`, where the Markdown versions link to them.
export const DIAGRAMS_SOURCE_DIR = 'docs/diagrams';
export const DIAGRAMS_DIR = '/img/diagrams';
export const diagramPath = (file: string): string => `${DIAGRAMS_DIR}/${file}`;

// Documentation pages that generated pages link to.
export const SUPPORTED_TOKENS_DOC = `${DOCS_PATH}/supported-tokens`;
/** "May I call this?": the access classes. */
export const ACCESS_DOC = `${DOCS_PATH}/system-contracts/access`;

// Issue 17's places on the Deployed Contracts page.
/** The "Previous versions" table of a network. */
export const previousVersionsAnchor = (net: NetworkId): string => `previous-versions-${net}`;
