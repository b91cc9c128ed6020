/**
 * Live values cited in the docs. `<LiveParam network="mainnet"
 * creditManager="Trade USDC Tier 1" field="maxDebt" />` names a value that a
 * generated page shows; the docs page shows that same value, linked to it.
 *
 * Reading an element's attributes needs no data (the remark plugin does it
 * while compiling a docs page); resolving a citation reads the value from the
 * page data the routes render, so one computation feeds both, or computes it
 * from the model where no page shows it. Which fields each kind of subject has,
 * and where each comes from, is in one place: liveValues/registry.ts.
 */
import type { SiteData } from '../domain/data/model';
import { InputError, type InputContext } from '../domain/errors';
import { wordList } from '../domain/data/format';
import { isNetworkId, NETWORK_IDS, type NetworkId } from '../domain/data/networks';
import type { SitePages } from './allPages';
import { resolveLiveValue } from './liveValues/registry';

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

const CITATION_HINT = 'Fix the <LiveParam> elements named above, or the data they cite (README, "How the code is laid out").';

/** A `<LiveParam>` element that cites nothing valid, or a value the data does not have. */
export class CitationError extends InputError {
  constructor(message: string, context: InputContext = {}) {
    super(message, { hint: CITATION_HINT, ...context });
    this.name = 'CitationError';
  }

  /** One element's problem: `<LiveParam network="mainnet" … />: why`. */
  static of(key: string, why: string): CitationError {
    return new CitationError(`<LiveParam ${key} />: ${why}`, { where: `<LiveParam ${key} />` });
  }
}

/** Every citation of the docs that the data does not resolve, one per line. */
export class UnresolvedCitations extends CitationError {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`Live values cited in the docs that the data does not have:\n${problems.join('\n')}`);
    this.problems = problems;
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
    throw CitationError.of(attributeText(attrs), why);
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

/** The value a citation names: how each kind of subject's fields are found is in liveValues/registry.ts. */
export function resolveCitation(sources: CitationSources, c: Citation): LiveValue {
  return resolveLiveValue(sources, c, (why) => {
    throw CitationError.of(citationKey(c), why);
  });
}
