/**
 * What a field's resolver is given: the subject a `<LiveParam>` names (a credit manager, a pool, a token's price
 * feeds, a timelock policy or the network as a whole), found once in the pages and the model, with the citation
 * itself (its token and example inputs) and how to fail. The registry (registry.ts) maps each kind's fields to
 * resolvers of that kind's subject.
 */
import type { CreditManager, NetworkSnapshot, Pool, SiteData } from '../../domain/data/model';
import type { NetworkId } from '../../domain/data/networks';
import type { Citation, EXAMPLE_INPUTS, LiveValue } from '../citations';
import type { SitePages } from '../allPages';
import type { StatePageData } from '../state/page';

/** Stops resolving with a reason; the build names the element, file and line. */
export type Fail = (why: string) => never;

/** What every subject carries. */
export interface SubjectBase {
  citation: Citation;
  net: NetworkId;
  snap: NetworkSnapshot;
  site: SiteData;
  pages: SitePages;
  fail: Fail;
}

/** A subject with a state page of its own: its fields are that page's cells. */
export interface PageSubject extends SubjectBase {
  page: StatePageData;
}

export interface CreditManagerSubject extends PageSubject {
  cm: CreditManager;
  pool: Pool;
  /** The underlying's symbol. */
  sym: string;
  /** The credit manager's page. */
  href: string;
}

export interface PoolSubject extends PageSubject {
  pool: Pool;
}

export interface TokenSubject extends SubjectBase {
  symbol: string;
}

export interface PolicySubject extends SubjectBase {
  name: string;
  /** The delays of the controller timelock's policies of that name, shortest first, each once. */
  delays: number[];
}

export type NetworkSubject = SubjectBase;

/** The subject of each kind of citation that names a field. */
export interface Subjects {
  creditManager: CreditManagerSubject;
  pool: PoolSubject;
  token: TokenSubject;
  policy: PolicySubject;
  network: NetworkSubject;
}
export type FieldSubjectKind = keyof Subjects;

/** How a field of a subject is found. */
export interface FieldEntry<S> {
  /** A cell of a generated page (the page shows it), or computed from the model (no page shows it). */
  source: 'page' | 'computed';
  /** A column of a per-token table: the citation must name the token. */
  perToken?: true;
  /** Computed although the subject's page shows a field of the same name (which this value is cited instead of). */
  insteadOfPageField?: true;
  resolve: (subject: S) => LiveValue;
}

/** A value computed from the model by `resolve`. */
export const computed = <S>(resolve: (subject: S) => LiveValue): FieldEntry<S> => ({ source: 'computed', resolve });

/** A value computed from the model by `resolve`, cited instead of the page's field of the same name. */
export const computedInsteadOfPage = <S>(resolve: (subject: S) => LiveValue): FieldEntry<S> => ({ source: 'computed', insteadOfPageField: true, resolve });

/** An example input of the citation (see EXAMPLE_INPUTS), as written. */
export const input = (s: SubjectBase, name: (typeof EXAMPLE_INPUTS)[number]): string | undefined => s.citation.inputs?.[name];
