/**
 * The ABIs the site publishes for integrators (issue 35): each deployable contract of the compiled units (./compiled/)
 * at the version its source states (`version()`), once, from the unit that is that version's home. The build writes
 * them to /abi/ as JSON and as TypeScript modules (src/pageData/abiFiles.ts); the address books link a row to its
 * contract's ABI at the row's own version only (src/pageData/abiLinks.ts), never to a near one.
 *
 * A unit is the home of the versions listed here: core-v3 v1.51.0 is the 3.01 release, and the 3.00 contracts it
 * still holds (PoolV3, GaugeV3, PoolQuotaKeeperV3…, `version()` 300) changed after the 3.00 deployments without a new
 * version (PoolQuotaKeeperV3's quota accounting differs from core-v3 1.45.0's), so it is not their home. core-v3
 * 1.45.0, the one 3.00 release on npm, is: a deployed 3.00 contract may have been built from any 3.00 release, which
 * the data does not say, so a 3.00 contract's ABI is published only where every release from 1.45.0 to 1.51.0 that
 * states 3.00 compiles to the same ABI (compiled/core-v3@3.00-releases.json, `npm run abis:releases`); the facade's
 * and the manager's changed within 3.00 and are withheld, with the releases that differ. The 3.1
 * releases are the home of every version they hold (3.10, 3.11, 3.12). integrations-v3 v1.47.1's adapters state no
 * `version()` (only `_gearboxAdapterVersion`), and the V3.0 snapshots give no adapter's version, so none is published.
 */
import { abiFile, versionLabel } from '../data/paths';
import { InputError } from '../errors';
import { abiHash, readCompiledAbis, readReleaseAbis, RELEASE_FILES, type CompiledUnitId } from './compiled/load';
import type { CompiledAbiFile, CompiledAbiItem, ReleaseAbisFile, TreeProvenance } from './compiled/types';

/** The units whose contracts are published, in order of preference, with the versions each is the home of (all when absent). */
export const PUBLISHED_FROM: readonly { unit: CompiledUnitId; versions?: readonly number[] }[] = [
  { unit: 'core-v3@1.45.0', versions: [300] },
  { unit: 'core-v3@v1.51.0', versions: [301] },
  { unit: 'core-v3@1.52.1' },
  { unit: 'integrations-v3@v1.55.0' },
  { unit: 'integrations-v3@v1.49.0' },
  { unit: 'oracles-v3@1.16.0' },
];

export interface PublishedAbi {
  /** The contract's name in its source: `CreditFacadeV3`. */
  contract: string;
  /** What its `version()` returns: 310. */
  version: number;
  /** What its `contractType()` returns (3.1 contracts): `CREDIT_FACADE`. */
  contractType?: string;
  /** The compiled unit it is taken from: `core-v3@1.52.1`. */
  unit: CompiledUnitId;
  /** The npm name of the package: `@gearbox-protocol/core-v3`. */
  package: string;
  /** The package's release compiled: a published version (`1.52.1`) or a git tag (`v1.51.0`). */
  release: string;
  /** The git commit of a tag, where the release is one. */
  commit?: string;
  /** The source file that declares it. */
  file: string;
  solc: string;
  abi: CompiledAbiItem[];
  /** Where the build writes it. */
  json: string;
  ts: string;
}

/** A contract version a home unit holds but whose ABI is not published: its package's releases of that version differ. */
export interface WithheldAbi {
  contract: string;
  version: number;
  unit: CompiledUnitId;
  /** The npm name of the package and the unit's release (`1.45.0`). */
  package: string;
  release: string;
  /** The releases (tags) whose ABI differs from the unit's. */
  differing: string[];
  /** How many releases state that version. */
  releases: number;
}

/** The committed release comparisons, by the unit they compare (compiled/<name>.json). */
export function readReleaseFiles(): Partial<Record<CompiledUnitId, ReleaseAbisFile>> {
  return Object.fromEntries(Object.entries(RELEASE_FILES).map(([unit, name]) => [unit, readReleaseAbis(name)]));
}

/** The releases of `release` whose ABI of `contract` differs from `abi`; empty when they all agree (or none is compared). */
function differingReleases(release: ReleaseAbisFile | undefined, contract: string, abi: readonly CompiledAbiItem[]): { differing: string[]; releases: number } {
  const byTag = release?.contracts[contract] ?? {};
  const mine = abiHash(abi);
  return { differing: Object.entries(byTag).filter(([, h]) => h !== mine).map(([t]) => t), releases: Object.keys(byTag).length };
}

/** Two units give the same contract and version (or the same type and version) different ABIs: which one is meant is not known. */
export class AbiConflictError extends InputError {
  constructor(message: string) {
    super(message, { hint: 'Name one unit the home of that version in PUBLISHED_FROM (src/domain/abi/published.ts).' });
    this.name = 'AbiConflictError';
  }
}

const sameAbi = (a: readonly CompiledAbiItem[], b: readonly CompiledAbiItem[]): boolean => abiHash(a) === abiHash(b);

/** The release a tree of sources stands for: a git tag, a package version (an overlay's, its base's), a local folder. */
export function treeRelease(tree: TreeProvenance | undefined): string {
  switch (tree?.kind) {
    case 'git':
      return tree.tag;
    case 'installed':
    case 'npm':
      return tree.version;
    case 'overlay':
      return treeRelease(tree.base);
    case 'local':
      return tree.dir;
    default:
      return '';
  }
}

/** Every published ABI, by contract name then version, from the compiled files given. */
export function publishedAbis(files: Readonly<Record<CompiledUnitId, CompiledAbiFile>>, releases: Partial<Record<CompiledUnitId, ReleaseAbisFile>> = readReleaseFiles()): PublishedAbi[] {
  return catalogEntries(files, releases).published;
}

/** The contract versions of the home units withheld because their releases differ. */
export function withheldAbis(files: Readonly<Record<CompiledUnitId, CompiledAbiFile>>, releases: Partial<Record<CompiledUnitId, ReleaseAbisFile>> = readReleaseFiles()): WithheldAbi[] {
  return catalogEntries(files, releases).withheld;
}

function catalogEntries(files: Readonly<Record<CompiledUnitId, CompiledAbiFile>>, releases: Partial<Record<CompiledUnitId, ReleaseAbisFile>>): { published: PublishedAbi[]; withheld: WithheldAbi[] } {
  const withheld: WithheldAbi[] = [];
  const byName = new Map<string, PublishedAbi>();
  const byType = new Map<string, PublishedAbi>();
  for (const { unit, versions } of PUBLISHED_FROM) {
    const file = files[unit];
    const tree = file.sources[0]?.tree;
    const release = treeRelease(tree);
    for (const [contract, c] of Object.entries(file.abis)) {
      if (c.kind !== 'contract' || c.version === undefined) continue;
      if (versions && !versions.includes(c.version)) continue;
      const compared = differingReleases(releases[unit], contract, c.abi);
      if (compared.differing.length > 0) {
        withheld.push({ contract, version: c.version, unit, package: file.package, release, ...compared });
        continue;
      }
      const abi: PublishedAbi = {
        contract,
        version: c.version,
        ...(c.contractType ? { contractType: c.contractType } : {}),
        unit,
        package: file.package,
        release,
        ...(tree?.kind === 'git' ? { commit: tree.commit } : {}),
        file: c.file,
        solc: file.solc,
        abi: c.abi,
        json: abiFile(contract, c.version, 'json'),
        ts: abiFile(contract, c.version, 'ts'),
      };
      const key = `${contract}@${c.version}`;
      const was = byName.get(key);
      if (was) {
        if (!sameAbi(was.abi, abi.abi)) throw new AbiConflictError(`${contract} ${versionLabel(c.version)}: ${was.unit} and ${unit} give different ABIs`);
        continue; // the same ABI: the first home keeps it
      }
      if (abi.contractType) {
        const typeKey = `${abi.contractType}@${c.version}`;
        const other = byType.get(typeKey);
        if (other) throw new AbiConflictError(`${abi.contractType} ${versionLabel(c.version)} is both ${other.contract} (${other.unit}) and ${contract} (${unit})`);
        byType.set(typeKey, abi);
      }
      byName.set(key, abi);
    }
  }
  return { published: [...byName.values()].sort((a, b) => a.contract.localeCompare(b.contract) || a.version - b.version), withheld };
}

/** Finds a published ABI by what a row of an address book knows of its contract. */
export class AbiCatalog {
  private readonly byName = new Map<string, PublishedAbi>();
  private readonly byType = new Map<string, PublishedAbi>();

  constructor(
    readonly abis: readonly PublishedAbi[],
    readonly withheld: readonly WithheldAbi[] = [],
  ) {
    for (const a of abis) {
      this.byName.set(`${a.contract}@${a.version}`, a);
      if (a.contractType) this.byType.set(`${a.contractType}@${a.version}`, a);
    }
  }

  /** The ABI of the contract named so in its source, at exactly this version. */
  byContract(contract: string, version: number): PublishedAbi | undefined {
    return this.byName.get(`${contract}@${version}`);
  }

  /** Why the ABI of the contract named so at this version is not published though its home unit holds it, if it is withheld. */
  withheldOf(contract: string, version: number): WithheldAbi | undefined {
    return this.withheld.find((w) => w.contract === contract && w.version === version);
  }

  /** The ABI of the contract whose `contractType()` is `type`, at exactly this version. */
  byContractType(type: string, version: number): PublishedAbi | undefined {
    return this.byType.get(`${type}@${version}`);
  }
}

/** The name a TypeScript module exports an ABI under, as viem names its own (`erc20Abi`): `CreditFacadeV3` → `creditFacadeV3Abi`. */
export function abiExportName(contract: string): string {
  // The leading capitals go to lower case, but for the last one when it starts a word: ERC4626Adapter → erc4626Adapter,
  // WstETHV1Adapter → wstETHV1Adapter, CreditFacadeV3 → creditFacadeV3.
  const caps = /^[A-Z]+/.exec(contract)?.[0] ?? '';
  const lowered = caps.length > 1 && /[a-z]/.test(contract.charAt(caps.length)) ? `${caps.slice(0, -1).toLowerCase()}${caps.slice(-1)}` : caps.toLowerCase();
  return `${lowered}${contract.slice(caps.length)}Abi`;
}

let catalog: AbiCatalog | undefined;
/** The catalog of the committed compiled files (./compiled/), read once. */
export function abiCatalog(): AbiCatalog {
  if (!catalog) {
    const { published, withheld } = catalogEntries(readCompiledAbis(), readReleaseFiles());
    catalog = new AbiCatalog(published, withheld);
  }
  return catalog;
}
