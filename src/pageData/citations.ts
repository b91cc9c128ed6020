/**
 * Live values cited in the docs. `<LiveParam network="mainnet"
 * creditManager="Trade USDC Tier 1" field="maxDebt" />` names a value that a
 * generated page shows; the docs page shows that same value, linked to it.
 *
 * Reading an element's attributes needs no data (the remark plugin does it
 * while compiling a docs page); resolving a citation reads the value from the
 * page data the routes render, so one computation feeds both.
 */
import type { SiteData } from '../domain/data/model';
import { isNetworkId, NETWORK_IDS, type NetworkId } from '../domain/data/networks';
import { wordList } from '../domain/data/format';
import { homePath, withAnchor } from '../domain/data/paths';
import type { Cell, Table } from './state/cells';
import { allSections, type StatePageData } from './state/page';
import type { FeedNode } from './state/priceFeeds';
import type { SitePages } from './allPages';
import { resolveComputed } from './citationsComputed';

/**
 * What a citation names: a field of a credit manager or pool page, a core contract, a token's price feed, a timelock
 * policy, or the network as a whole (counts and versions across it).
 */
export type CitationSubject =
  | { kind: 'creditManager' | 'pool'; name: string }
  | { kind: 'contract'; name: string }
  | { kind: 'token'; symbol: string }
  | { kind: 'policy'; name: string }
  | { kind: 'network' };

/**
 * Inputs of a worked example (a leverage, an amount, a period) and filters of a network-wide count (a feed type,
 * an adapter's target label): every protocol value still comes from the data.
 */
export const EXAMPLE_INPUTS = ['leverage', 'collateral', 'minHealthFactor', 'healthFactor', 'ltDrop', 'days', 'compounding', 'mainFeedType', 'reserve', 'target'] as const;

export interface Citation {
  network: NetworkId;
  subject: CitationSubject;
  /** A field of the subject's page (its key), or a column of one of its tables with `token`; none for a contract. */
  field?: string;
  /** The token whose row holds the field (collateral tokens, quotas). */
  token?: string;
  /** Inputs of a worked example, by name (see EXAMPLE_INPUTS). */
  inputs?: Partial<Record<(typeof EXAMPLE_INPUTS)[number], string>>;
}

/** What resolving a citation reads: the pages' data, and the model for values no page shows. */
export interface CitationSources {
  pages: SitePages;
  data: SiteData;
}

/** A cited value as a docs page shows it. */
export interface LiveValue {
  text: string;
  /** The raw on-chain value, shown on hover. */
  raw: string;
  /** The page (and section) that shows it. */
  href: string;
  /** Shown as code (an address). */
  code?: true;
}

export class CitationError extends Error {
  constructor(key: string, why: string) {
    super(`<LiveParam ${key} />: ${why}`);
    this.name = 'CitationError';
  }
}

/** Every citation of the docs that the data does not resolve, one per line; named like one, so the build tells it the same way. */
export class UnresolvedCitations extends Error {
  constructor(problems: readonly string[]) {
    super(`Live values cited in the docs that the data does not have:\n${problems.join('\n')}`);
    this.name = 'CitationError';
  }
}

const SUBJECTS = ['creditManager', 'pool', 'contract', 'token', 'policy'] as const;
const ATTRIBUTES = new Set<string>(['network', ...SUBJECTS, 'field', ...EXAMPLE_INPUTS]);

/** Attributes as written in an element, in a fixed order. */
function attributeText(attrs: Readonly<Record<string, string | undefined>>): string {
  const order = ['network', 'creditManager', 'pool', 'contract', 'policy', 'token', 'field', ...EXAMPLE_INPUTS];
  return [...order.filter((name) => name in attrs), ...Object.keys(attrs).filter((name) => !order.includes(name))]
    .filter((name) => attrs[name] !== undefined)
    .map((name) => `${name}="${attrs[name]}"`)
    .join(' ');
}

/** A citation as the attributes of its element. */
function citationAttributes(c: Citation): Record<string, string | undefined> {
  const { subject } = c;
  return {
    network: c.network,
    creditManager: subject.kind === 'creditManager' ? subject.name : undefined,
    pool: subject.kind === 'pool' ? subject.name : undefined,
    contract: subject.kind === 'contract' ? subject.name : undefined,
    policy: subject.kind === 'policy' ? subject.name : undefined,
    token: subject.kind === 'token' ? subject.symbol : c.token,
    field: c.field,
    ...c.inputs,
  };
}

/** A citation's key: its attributes as they would be written, in a fixed order. Two elements that cite the same value have the same key. */
export function citationKey(c: Citation): string {
  return attributeText(citationAttributes(c));
}

/** Reads an element's attributes. Needs no data: an error here is in the element itself. */
export function parseCitation(attrs: Readonly<Record<string, string>>): Citation {
  const fail = (why: string): never => {
    throw new CitationError(attributeText(attrs), why);
  };
  const unknown = Object.keys(attrs).filter((name) => !ATTRIBUTES.has(name));
  if (unknown.length > 0) fail(`unknown attribute ${unknown.join(', ')} (use network, creditManager, pool, contract, policy, token, field and the example inputs ${EXAMPLE_INPUTS.join(', ')})`);
  const network = attrs.network ?? '';
  if (!isNetworkId(network)) return fail(`network must be ${wordList(NETWORK_IDS, 'or')}`);
  const { creditManager, pool, contract, policy, token, field } = attrs;
  const named = [creditManager, pool, contract, policy].filter((v) => v !== undefined).length;
  if (named > 1) fail('name one of creditManager, pool, contract or policy');
  const given = EXAMPLE_INPUTS.filter((name) => attrs[name] !== undefined);
  const inputs = given.length ? { inputs: Object.fromEntries(given.map((name) => [name, attrs[name]])) } : {};
  if (contract !== undefined) {
    if (field !== undefined || token !== undefined || given.length) fail('a contract takes no field, token or example input');
    return { network, subject: { kind: 'contract', name: contract } };
  }
  if (!field) return fail('field is missing');
  const withToken = token !== undefined ? { token } : {};
  if (creditManager !== undefined) return { network, subject: { kind: 'creditManager', name: creditManager }, field, ...withToken, ...inputs };
  if (pool !== undefined) return { network, subject: { kind: 'pool', name: pool }, field, ...withToken, ...inputs };
  if (policy !== undefined) return { network, subject: { kind: 'policy', name: policy }, field, ...inputs };
  if (token !== undefined) return { network, subject: { kind: 'token', symbol: token }, field, ...inputs };
  return { network, subject: { kind: 'network' }, field, ...inputs };
}

/** A cell as cited text and raw value. */
function cellValue(cell: Cell, href: string): LiveValue {
  switch (cell.t) {
    case 'num':
      return { text: cell.v, raw: cell.raw, href };
    case 'addr':
      return { text: cell.a, raw: cell.a, href, code: true };
    case 'code':
      return { text: cell.v, raw: cell.v, href, code: true };
    case 'flag':
      return { text: cell.v ? 'yes' : 'no', raw: String(cell.v), href };
    case 'text':
    case 'link':
      return { text: cell.v, raw: cell.v, href };
    case 'list': {
      const items = cell.items.map((c) => cellValue(c, href));
      return { text: items.map((i) => i.text).join(', '), raw: items.map((i) => i.raw).join(', '), href };
    }
  }
}

/** The token's row in `table`, by the label of its `token` column. */
function tokenRow(table: Table, symbol: string): Cell[] | undefined {
  const at = table.columns.findIndex((c) => c.key === 'token');
  return table.rows.find((row) => {
    const cell = row[at];
    return cell?.t === 'addr' && cell.l === symbol;
  });
}

/** A field of a page by key, or with `token`, the cell of that token's row in the table with a column `field`. */
function pageValue(page: StatePageData, c: Citation, fail: (why: string) => never): LiveValue {
  for (const s of allSections(page.sections)) {
    const href = withAnchor(page.path, s.id);
    for (const b of s.blocks) {
      if (c.token === undefined && b.t === 'fields') {
        const f = b.fields.find((x) => x.key === c.field);
        if (f) return cellValue(f.cell, href);
      }
      if (c.token !== undefined && b.t === 'table') {
        const column = b.table.columns.findIndex((x) => x.key === c.field);
        if (column < 0) continue;
        const cell = tokenRow(b.table, c.token)?.[column] ?? fail(`${page.title} has no ${c.token} in "${s.title}"`);
        return cellValue(cell, href);
      }
    }
  }
  const perToken = allSections(page.sections).some((s) => s.blocks.some((b) => b.t === 'table' && b.table.columns.some((x) => x.key === c.field)));
  if (c.token === undefined && perToken) return fail(`field "${c.field ?? ''}" is per token: name the token`);
  return fail(c.token === undefined ? `${page.title} has no field "${c.field ?? ''}"` : `${page.title} has no per-token field "${c.field ?? ''}"`);
}

const FEED_FIELD = /^(main|reserve)Feed(Type|Staleness)?$/;

/** A token's main or reserve feed: its address, type or staleness. */
function feedValue(node: FeedNode, which: string | undefined, href: string): LiveValue {
  if (which === 'Type') return { text: node.kind, raw: String(node.code), href };
  if (which === 'Staleness') return { text: node.staleness, raw: node.stalenessRaw, href };
  return cellValue(node.feed, href);
}

/** The value a citation names: from the pages' data, or computed from the model where no page shows it. */
export function resolveCitation({ pages, data }: CitationSources, c: Citation): LiveValue {
  const fail = (why: string): never => {
    throw new CitationError(citationKey(c), why);
  };
  const attrs = Object.fromEntries(Object.entries(citationAttributes(c)).filter((e): e is [string, string] => e[1] !== undefined));
  const computed = resolveComputed(data, attrs, fail);
  if (computed) return computed;
  const net = pages.networks[c.network];
  const { subject } = c;
  switch (subject.kind) {
    case 'creditManager': {
      const page = net.creditManagers.find((p) => p.title === subject.name) ?? fail(`no credit manager named "${subject.name}" on ${c.network}`);
      return pageValue(page, c, fail);
    }
    case 'pool': {
      const page = net.pools.find((p) => p.title === subject.name) ?? fail(`no pool named "${subject.name}" on ${c.network}`);
      return pageValue(page, c, fail);
    }
    case 'contract': {
      const tab = pages.deployedContracts.networks.find((n) => n.id === c.network);
      const core = tab?.tables.find((t) => t.kind === 'core');
      const row = core?.rows.find(([label]) => label === subject.name) ?? fail(`no core contract "${subject.name}" (core contracts: ${core?.rows.map(([l]) => l).join(', ')})`);
      return { text: row[1], raw: row[1], href: homePath(tab?.tab ?? c.network, core?.id), code: true };
    }
    case 'token': {
      const match = FEED_FIELD.exec(c.field ?? '') ?? fail(`unknown price feed field "${c.field ?? ''}" (mainFeed, mainFeedType, mainFeedStaleness, or the same for reserveFeed)`);
      const feeds = net.priceFeeds.sections.flatMap((s) => s.blocks.flatMap((b) => (b.t === 'feeds' ? b.tokens : [])));
      const token = feeds.find((t) => t.symbol === subject.symbol) ?? fail(`no token "${subject.symbol}" on ${c.network} has a price feed`);
      const node = (match[1] === 'main' ? token.main : token.reserve) ?? fail(`${subject.symbol} has no ${match[1]} feed`);
      return feedValue(node, match[2], withAnchor(net.priceFeeds.path, token.id));
    }
    case 'policy':
      return fail(`unknown policy field "${c.field ?? ''}" (delay, earliestRampEnd)`);
    case 'network':
      return fail(`unknown network field "${c.field ?? ''}"`);
  }
}
