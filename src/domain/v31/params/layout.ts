/**
 * How a V3.1 contract's `serializedParams` is laid out: the ABI-encoded output of its own `serialize()`, whose
 * parameters depend on the contract's type and version. A layout names them, in order, as Solidity types, and says
 * where in the protocol's source `serialize()` encodes them. The layouts themselves are in this folder (one file per
 * family), gathered in `registry.ts`; decoding is in `decode.ts`.
 */

/** How a decoded value reads, for formatting (page data turns it into text; the layout only names it). */
export type ParamUnit =
  /** Basis points: 10,000 = 100%. */
  | 'bps'
  /** A RAY (1e27) fixed-point rate. */
  | 'ray'
  /** A WAD (1e18) fixed-point number. */
  | 'wad'
  /** A duration in seconds. */
  | 'seconds'
  /** A Unix time in seconds. */
  | 'timestamp'
  /** A price feed answer (8 decimals, as every Gearbox feed). */
  | 'price'
  /** A bytes32 holding a short ASCII text (a contract type, a feed id's name). */
  | 'bytes32Text';

/** Where `serialize()` is in the protocol's source: a published npm package (read from node_modules) or a repository at a commit. */
export type ParamSource =
  | { package: '@gearbox-protocol/core-v3' | '@gearbox-protocol/integrations-v3' | '@gearbox-protocol/oracles-v3'; version: string; file: string; line: number }
  | { repo: string; commit: string; file: string; line: number };

export interface ParamLayout {
  /** The contract type, as its bytes32 ASCII name (`IRM::LINEAR`). */
  type: string;
  /** The versions this layout holds for (310, 311…). */
  versions: readonly number[];
  /** A one-line description of the contract, written from its source. */
  what: string;
  /**
   * The parameters in encoding order, as a viem human-readable parameter list
   * (`address creditManager, address targetContract, uint16 fee`); tuples as `(address a, uint256 b)[] name`.
   */
  params: string;
  /** Units of parameters, by name (a name inside a tuple is its own key). */
  units?: Readonly<Record<string, ParamUnit>>;
  /**
   * Parameters that are readings, not configuration: values the contract records as it runs (a pushed price and
   * its time), which change with no decision of anyone's. A comparison of two states does not report them.
   */
  readings?: readonly string[];
  source: ParamSource;
}
