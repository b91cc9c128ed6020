/**
 * Shapes of the errors catalogue. A family is one docs page; an error spec is one entry on it.
 * Text fields (`when`, `action`, `note`) are short Markdown: inline `code` and [links](/path) only.
 */
import type { SourceRef } from './sources';

export const FAMILY_IDS = [
  'creditFacade',
  'creditManager',
  'creditConfigurator',
  'pool',
  'quotaKeeper',
  'gauge',
  'priceOracle',
  'bots',
  'accountFactory',
  'adapters',
  'library',
] as const;

export type FamilyId = (typeof FAMILY_IDS)[number];

/** Where an error comes from: the public functions a caller sees revert, and the line that reverts. */
export interface RaisedBy {
  /** Public entry points, as `Contract.function` (each must exist in functions.ts). */
  fns: readonly string[];
  /** The line that reverts, or the Gearbox line that calls the library that reverts. */
  src: SourceRef;
  /** Optional detail: the internal function or condition on the path. */
  note?: string;
}

export interface ErrorSpec {
  /** Human-readable ABI: `error NoPermissionException(uint256 permission)`. */
  signature: string;
  /** For `Error(string)` entries: the exact reason string this entry is about. */
  reason?: string;
  /** For `Panic(uint256)` entries: the panic code this entry is about. */
  panic?: number;
  /** For library errors: the line in the library that reverts. */
  origin?: SourceRef;
  raisedBy: readonly RaisedBy[];
  /**
   * V3.1: where the 3.10 contracts raise it too (sources `core-v3@3.10`), for a library error or panic of this V3.0
   * page that V3.1 code also reverts with. Each `src` is the 3.10 Gearbox line that calls the library (or that
   * overflows or divides, for a panic); `fns` are the 3.10 public functions through which it reaches a caller.
   * Absent when no 3.10 contract raises it. A site that the V3.1 reference already lists for the same message (a
   * `require` in Gearbox code with the library's text) is not repeated here: the page links to that entry.
   */
  v31?: readonly RaisedBy[];
  /** What differs in V3.1 from `when` and the V3.0 raise sites, when something does (short Markdown, `src:` links). */
  v31Note?: string;
  /** When it is raised. */
  when: string;
  /** What the caller should do. */
  action: string;
}

export interface FamilySpec {
  id: FamilyId;
  /** URL segment under /docs/errors/. */
  slug: string;
  /** Page title, e.g. "Credit facade errors". */
  title: string;
  /** Short label for tables and the sidebar, e.g. "Credit facade". */
  label: string;
  /** Contracts this family covers, for the page's introduction. */
  contracts: readonly string[];
  errors: readonly ErrorSpec[];
}
