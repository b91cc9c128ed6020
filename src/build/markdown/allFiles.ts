/**
 * Every Markdown file of the site, from the same inputs as the pages: the docs pages (their text and the
 * live values their modules hold) and the page data (src/pageData/allPages.ts). The data plugin writes them after
 * the build (src/build/plugin/markdownFiles.ts); `npm run md` prints one (scripts/md.ts).
 *
 * - `/docs/….md`: each docs page (docs.ts);
 * - `/addresses/{network}.md`: the Deployed Contracts tables of a network, the legacy list included (addressBook.ts);
 * - `{state page}.md`: each protocol-state and supported-tokens page, and the changes pages (statePage.ts);
 * - `/llms.txt` and `/llms-full.txt` (llms.ts).
 */
import type { Root } from 'mdast';
import type { SiteData } from '../../domain/data/model';
import { LEGACY, NETWORK_IDS } from '../../domain/data/networks';
import { ABI_INDEX_FILE, ADDRESS_INDEX_FILE, ADDRESS_SCHEMA_FILE, addressBookFile, LLMS_FULL_TXT, LLMS_TXT, markdownPath, V31_ADDRESS_INDEX_FILE, V31_SAFE_ADDRESS_BOOK_FILE, v31AddressBookFile } from '../../domain/data/paths';
import type { LiveValue } from '../../pageData/citations';
import type { SitePages } from '../../pageData/allPages';
import type { StatePageData } from '../../pageData/state/page';
import { legacyAddressBookTree, networkAddressBookTree, v31AddressBookTree } from './addressBook';
import { bookRows, v31AddressBooks } from '../../pageData/v31/addressBook';
import { v31RowAbi } from '../../pageData/abiLinks';
import { abiIndex } from '../../pageData/abiFiles';
import { coverage } from '../../pageData/coverage';
import { docInputs, docTree, type DocPage } from './docs';
import { absoluteUrl } from './links';
import { llmsFull, llmsTxtTree, type LlmsLink, type LlmsSection } from './llms';
import { statePageTree } from './statePage';
import { allV31Pages } from '../../pageData/v31';
import { stringify } from './stringify';

/** A docs page with what llms.txt says of it. */
export interface SiteDoc extends DocPage {
  /** Front-matter description, else the page's first sentence (the docs plugin's description). */
  description: string;
  /** The top-level sidebar category it belongs to; empty for a page at the top. */
  section: string;
}

export interface MarkdownSiteInput {
  siteUrl: string;
  siteDir: string;
  title: string;
  tagline: string;
  /** Every docs page, in reading order (the sidebar's). */
  docs: readonly SiteDoc[];
  /** Live values by docs file (absolute path), by citation key: what the pages' modules hold. */
  liveValues: ReadonlyMap<string, Readonly<Record<string, LiveValue>>>;
  pages: SitePages;
  data: SiteData;
}

export interface MarkdownFile {
  /** Path in the site: `/docs/intro.md`. */
  path: string;
  text: string;
}

/** Every state page of a network, in the order the sidebar lists them. */
function statePages(pages: SitePages): { network: string; pages: StatePageData[] }[] {
  return NETWORK_IDS.map((id) => {
    const n = pages.networks[id];
    return { network: id, pages: [n.overview, n.priceFeeds, n.governance, n.tokens, ...n.pools, ...n.creditManagers, ...(n.changes ? [n.changes] : [])] };
  });
}

/**
 * Keeps a file's text by its inputs: `make` runs only for inputs not seen before. The build passes one that
 * remembers texts across builds (src/build/plugin/markdownFiles.ts); by default, everything is made.
 */
export type Memo = (inputs: string, make: () => string) => string;
const noMemo: Memo = (_inputs, make) => make();

/** Every Markdown file, one at a time (the build writes each as it comes, letting other work run between). */
export function* markdownSite(input: MarkdownSiteInput, memo: Memo = noMemo): Generator<MarkdownFile> {
  const { siteUrl, pages, data } = input;
  const ctx = { siteUrl };
  const url = (p: string) => absoluteUrl(siteUrl, p);
  const file = (path: string, inputs: string, tree: () => Root): MarkdownFile => ({ path, text: memo(`${path}\n${inputs}`, () => stringify(tree())) });

  // Docs.
  const permalinks = new Map(input.docs.map((d) => [d.file, d.permalink]));
  const docTexts: { url: string; markdown: string }[] = [];
  for (const doc of input.docs) {
    const docCtx = { siteDir: input.siteDir, siteUrl, values: input.liveValues.get(doc.file) ?? {}, permalinks };
    const out = file(markdownPath(doc.permalink), docInputs(doc, docCtx), () => docTree(doc, docCtx));
    docTexts.push({ url: url(doc.permalink), markdown: out.text });
    yield out;
  }

  // Data: the address books, then the state pages.
  const books: LlmsLink[] = [];
  for (const net of pages.deployedContracts.networks) {
    const path = addressBookFile(net.id, 'md');
    yield file(path, JSON.stringify([net, pages.deployedContracts.belowTables, siteUrl]), () => networkAddressBookTree(net, pages.deployedContracts.belowTables, ctx));
    books.push({ name: net.name, url: url(path), description: `every V3 contract address on ${net.name} (chain ${net.chainId}) as tables: core contracts, main and reserve price feeds, each pool and credit manager with its adapters` });
  }
  const legacy = pages.deployedContracts.legacy;
  const legacyPath = addressBookFile(LEGACY.id, 'md');
  yield file(legacyPath, JSON.stringify([legacy, siteUrl]), () => legacyAddressBookTree(legacy, LEGACY.id, ctx));
  books.push({ name: legacy.name, url: url(legacyPath), description: 'legacy Gearbox V2.1, V2 and V1 contract addresses, from a static list' });
  // Gearbox V3.1: each network's address book as Markdown tables (src/pageData/v31/addressBook.ts).
  const v31Books = v31AddressBooks(data.v31);
  // A row's ABI is not in the book: its link is part of the inputs, so a change of the published ABIs makes the file again.
  for (const b of v31Books) yield file(v31AddressBookFile(b.network.slug, 'md'), JSON.stringify([b, siteUrl, bookRows(b).map((r) => v31RowAbi(r))]), () => v31AddressBookTree(b, ctx));

  const stateSections: LlmsSection[] = [];
  for (const { pages: list } of statePages(pages)) {
    const links: LlmsLink[] = [];
    for (const p of list) {
      const path = markdownPath(p.path);
      yield file(path, JSON.stringify([p, siteUrl]), () => statePageTree(p, ctx));
      links.push({ name: p.title, url: url(path), description: p.description });
    }
    stateSections.push({ title: `Protocol state: ${list[0]?.meta?.networkName ?? ''}`, links });
  }
  // Gearbox V3.1: the network map, the networks, curators, markets and credit suites.
  const v31Links: LlmsLink[] = [];
  for (const p of allV31Pages(pages.v31)) {
    const path = markdownPath(p.path);
    yield file(path, JSON.stringify([p, siteUrl]), () => statePageTree(p, ctx));
    v31Links.push({ name: p.title, url: url(path), description: p.description });
  }
  stateSections.push({ title: 'Gearbox V3.1', links: v31Links });

  // llms.txt: docs by sidebar section, then the data, then the files for programs.
  const site = { title: input.title, tagline: input.tagline, siteUrl, fullUrl: url(LLMS_FULL_TXT), coverage: coverage(data) };
  const docSections: LlmsSection[] = [];
  for (const doc of input.docs) {
    const title = doc.section || 'Documentation';
    let section = docSections.find((s) => s.title === title);
    if (!section) docSections.push((section = { title, links: [] }));
    section.links.push({ name: doc.title, url: url(markdownPath(doc.permalink)), description: doc.description });
  }
  const optional: LlmsSection = {
    title: 'Optional',
    links: [
      { name: 'All documentation', url: url(LLMS_FULL_TXT), description: `the ${input.docs.length} documentation pages above in one Markdown file` },
      ...pages.deployedContracts.files.flatMap((f) => [
        { name: `${f.name} address book (JSON)`, url: url(f.json), description: `the rows of ${addressBookFile(f.network, 'md')} as JSON, versioned by schemaVersion` },
        { name: `${f.name} address book (CSV)`, url: url(f.csv), description: 'the same rows as CSV' },
      ]),
      ...pages.deployedContracts.belowTables.code.files.flatMap((f) => [
        { name: `${f.name} address book (TypeScript)`, url: url(f.ts), description: 'the same addresses as a typed TypeScript module, stamped with the snapshot block' },
        { name: `${f.name} address book (Solidity)`, url: url(f.sol), description: `the same addresses as the Solidity library ${f.library}` },
      ]),
      { name: 'Safe address book', url: url(pages.deployedContracts.belowTables.code.safe), description: 'every network\'s addresses as one CSV for the Safe{Wallet} address-book import (address,name,chainId)' },
      { name: 'Address book index', url: url(ADDRESS_INDEX_FILE), description: 'every address book file with its chain id, snapshot block and time' },
      { name: 'Address book JSON Schema', url: url(ADDRESS_SCHEMA_FILE), description: 'the schema of the JSON address books' },
      ...v31Books.flatMap((b) => [
        { name: `Gearbox V3.1 ${b.network.name} address book (Markdown)`, url: url(v31AddressBookFile(b.network.slug, 'md')), description: `every address of the V3.1 pages of ${b.network.name} (chain ${b.network.chainId}) as tables, with access classes` },
        { name: `Gearbox V3.1 ${b.network.name} address book (JSON)`, url: url(v31AddressBookFile(b.network.slug, 'json')), description: 'the same rows as JSON (the same schema, gearboxVersion 3.1); CSV, TypeScript and Solidity beside it, listed in the V3.1 index' },
      ]),
      { name: 'Gearbox V3.1 Safe address book', url: url(V31_SAFE_ADDRESS_BOOK_FILE), description: 'every V3.1 network\'s addresses as one CSV for the Safe{Wallet} address-book import (address,name,chainId)' },
      { name: 'Gearbox V3.1 address book index', url: url(V31_ADDRESS_INDEX_FILE), description: 'every V3.1 address book file (JSON, CSV, TypeScript, Solidity, Markdown) with its chain id and state block, and the coverage statement' },
    ],
  };
  // The contracts' ABIs the address books link to: the index, then each ABI's JSON (its TypeScript module beside it).
  const abis = abiIndex();
  const abiSection: LlmsSection = {
    title: 'Contract ABIs',
    links: [
      { name: 'ABI index', url: url(ABI_INDEX_FILE), description: `the ${abis.abis.length} published ABIs, each with its contract, version, contract type, source package release and files; and the ${abis.withheld.length} contract versions withheld because their releases compile to different ABIs (${abis.withheld.map((w) => `${w.contract} ${w.versionLabel}`).join(', ')})` },
      ...abis.abis.map((a) => ({
        name: `${a.contract} ${a.versionLabel}`,
        url: url(a.json),
        description: `its ABI as JSON, compiled from ${a.package} ${a.release}${a.contractType ? ` (contractType ${a.contractType})` : ''}; the same path ending in .ts is a TypeScript module exporting ${a.exportName} (as const, for viem)`,
      })),
    ],
  };
  yield { path: LLMS_TXT, text: stringify(llmsTxtTree(site, [...docSections, { title: 'Deployed contracts', links: books }, abiSection, ...stateSections, optional])) };
  yield { path: LLMS_FULL_TXT, text: llmsFull(site, docTexts) };
}
