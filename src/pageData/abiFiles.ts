/**
 * The files of /abi/ (issue 35): each published ABI (src/domain/abi/published.ts) as JSON, the array solc writes, and
 * as a TypeScript module exporting the same array `as const`, so viem infers every function's arguments and results
 * from it; and the index of them all.
 */
import { ABI_INDEX_FILE, versionLabel } from '../domain/data/paths';
import { abiCatalog, abiExportName, type PublishedAbi, type WithheldAbi } from '../domain/abi/published';

export const ABI_INDEX_VERSION = 1;

export interface AbiIndexEntry {
  contract: string;
  /** What the contract's `version()` returns: 310. */
  version: number;
  /** The same as names write it: `3.10`. */
  versionLabel: string;
  /** What its `contractType()` returns (3.1 contracts). */
  contractType?: string;
  /** The npm package and its release compiled (a version, or a git tag of its repository). */
  package: string;
  release: string;
  commit?: string;
  /** The source file that declares the contract. */
  file: string;
  solc: string;
  json: string;
  ts: string;
  /** The name the TypeScript module exports the ABI under. */
  exportName: string;
}

/** A contract version the site compiles but does not publish: the releases of it compile to different ABIs. */
export interface AbiWithheldEntry {
  contract: string;
  version: number;
  versionLabel: string;
  package: string;
  /** Why: which releases differ, of how many compared. */
  reason: string;
  differingReleases: string[];
}

export interface AbiIndexFile {
  schemaVersion: number;
  description: string;
  abis: AbiIndexEntry[];
  withheld: AbiWithheldEntry[];
}

const releaseText = (a: PublishedAbi): string => `${a.package} ${a.release}${a.commit ? ` (commit ${a.commit.slice(0, 10)})` : ''}`;

export function abiIndex(abis: readonly PublishedAbi[] = abiCatalog().abis, withheld: readonly WithheldAbi[] = abiCatalog().withheld): AbiIndexFile {
  return {
    schemaVersion: ABI_INDEX_VERSION,
    description:
      "Each published Gearbox contract at the version its version() returns: its ABI as solc compiles it from the package release named, as JSON and as a TypeScript module (`as const`, for viem). The address books (/addresses/) link each row to its own contract's ABI at the row's version, or say there is none.",
    abis: abis.map((a) => ({
      contract: a.contract,
      version: a.version,
      versionLabel: versionLabel(a.version),
      ...(a.contractType ? { contractType: a.contractType } : {}),
      package: a.package,
      release: a.release,
      ...(a.commit ? { commit: a.commit } : {}),
      file: a.file,
      solc: a.solc,
      json: a.json,
      ts: a.ts,
      exportName: abiExportName(a.contract),
    })),
    withheld: withheld.map((w) => ({
      contract: w.contract,
      version: w.version,
      versionLabel: versionLabel(w.version),
      package: w.package,
      reason: `${w.differing.length} of the ${w.releases} releases of ${w.package} that state ${versionLabel(w.version)} compile ${w.contract} to another ABI than release ${w.release} does; which one a deployed contract has is not known`,
      differingReleases: w.differing,
    })),
  };
}

/** The JSON file: the ABI array as solc writes it. */
export const abiJson = (a: PublishedAbi): string => `${JSON.stringify(a.abi, null, 2)}\n`;

/** The TypeScript module: the same array, `as const`, under `abiExportName(contract)`. */
export function abiModule(a: PublishedAbi): string {
  const name = abiExportName(a.contract);
  const head = [
    '/**',
    ` * ${a.contract} ${versionLabel(a.version)}: version() ${a.version}${a.contractType ? `, contractType() ${a.contractType}` : ''}.`,
    ` * The ABI solc ${a.solc.replace(/\+.*$/, '')} compiles from ${releaseText(a)}, ${a.file}.`,
    ` * The same array as JSON: ${a.json.split('/').pop() ?? a.json}. Written by the site's build; do not edit.`,
    ' */',
  ];
  return `${head.join('\n')}\nexport const ${name} = ${JSON.stringify(a.abi, null, 2)} as const;\n`;
}

/** Every file of /abi/: the index, then each ABI as JSON and TypeScript. */
export function abiFiles(abis: readonly PublishedAbi[] = abiCatalog().abis, withheld: readonly WithheldAbi[] = abiCatalog().withheld): { path: string; content: string }[] {
  return [{ path: ABI_INDEX_FILE, content: `${JSON.stringify(abiIndex(abis, withheld), null, 2)}\n` }, ...abis.flatMap((a) => [{ path: a.json, content: abiJson(a) }, { path: a.ts, content: abiModule(a) }])];
}
