/**
 * The shape of a compiled ABI file (src/domain/abi/compiled/<package>@<version>.json): written by
 * `npm run abis` (scripts/compile-abis.ts, src/cli/abi/), never by hand.
 */

/** An ABI parameter as solc writes it. */
export interface CompiledAbiParam {
  components?: CompiledAbiParam[];
  indexed?: boolean;
  internalType?: string;
  name: string;
  type: string;
}

/** An ABI item as solc writes it (function, event, error, constructor, fallback, receive). */
export interface CompiledAbiItem {
  anonymous?: boolean;
  inputs?: CompiledAbiParam[];
  name?: string;
  outputs?: CompiledAbiParam[];
  stateMutability?: string;
  type: string;
}

export interface CompiledContract {
  /** The source unit that declares it. */
  file: string;
  /** `interface`, `contract`, `abstract contract`, `library`, or `file level` (a file's loose errors and events). */
  kind: string;
  /** A deployable contract's `version()`, where its source states it as a literal (`3_10` is 310). */
  version?: number;
  /** A deployable contract's `contractType()`, where its source states it as a literal (`POOL`, `ADAPTER::UNISWAP_V3_ROUTER`). */
  contractType?: string;
  abi: CompiledAbiItem[];
}

/** Where a tree of sources came from. */
export type TreeProvenance =
  | { kind: 'installed'; name: string; version: string }
  | { kind: 'git'; repo: string; tag: string; commit: string }
  | { kind: 'npm'; name: string; version: string; integrity: string }
  /** A tree with the files of a folder of this repository (`dir`) laid over it; `files` are their paths in the tree. */
  | { kind: 'overlay'; base: TreeProvenance; dir: string; files: string[] }
  /** A folder of this repository (`dir`): contracts written for the tests. */
  | { kind: 'local'; dir: string };

export interface CompiledAbiFile {
  /** The npm name of the package compiled. */
  package: string;
  /** The contracts' version it stands for: `3.01`, `3.10`. */
  contracts: string;
  /** solc's full version string. */
  solc: string;
  /** sha256 of solc's version and the complete compiler input (every source's text): the cache key. */
  inputHash: string;
  /** The trees read: the package's own (prefix ''), then each import prefix's. */
  sources: { prefix: string; tree: TreeProvenance }[];
  /** The files compiled; every contract they declare is in `abis`. */
  files: string[];
  abis: Record<string, CompiledContract>;
}

/**
 * One contract version's ABI across the releases of its package (src/domain/abi/compiled/<package>@<version>-releases.json,
 * written by `npm run abis:releases`): which ABI each release tag compiles to, as a hash, where the contract states that
 * version there. A deployed contract's release is not in the data; its ABI is known when every release gives the same.
 */
export interface ReleaseAbisFile {
  package: string;
  /** The contract version compared: 300. */
  version: number;
  /** The committed unit whose ABIs are compared with the releases' (`core-v3@1.45.0`). */
  unit: string;
  /** The tags compiled, oldest first, each with its commit; `error` when a tag did not compile with the unit's imports. */
  tags: { tag: string; commit: string; error?: string }[];
  /** Per contract: per tag that states the version, the sha256 of its ABI (`abiHash`). */
  contracts: Record<string, Record<string, string>>;
}
