/**
 * The source repositories and versions the errors catalogue was checked against, and the one
 * place that turns a file and line into a link. Every "raised by" in the catalogue points at the
 * line that reverts (or that calls the library that reverts) at these tags.
 */

export const SOURCES = {
  'core-v3': { repo: 'Gearbox-protocol/core-v3', tag: 'v1.51.0', label: 'core-v3 v1.51.0' },
  'integrations-v3': { repo: 'Gearbox-protocol/integrations-v3', tag: 'v1.47.1', label: 'integrations-v3 v1.47.1' },
  'oracles-v3': { repo: 'Gearbox-protocol/oracles-v3', tag: 'v1.13.0', label: 'oracles-v3 v1.13.0' },
  // core-v2: one pin for every core-v2 file the site cites. core/AccountFactory.sol, credit/CreditAccount.sol,
  // libraries/Errors.sol, core/ACL.sol and core/ContractsRegister.sol are byte for byte the same at this tag, at
  // main 98a984d and at v1.9.1; tokens/DegenNFTV2.sol here is v1.9.1's tokens/DegenNFT.sol with its interfaces
  // renamed (same lines). Mainnet's V3 credit managers use the core-v2 AccountFactory and its CreditAccounts, which
  // import OpenZeppelin's SafeERC20 and Address (core-v2 asks for @openzeppelin/contracts ^4.4.2; the messages cited
  // are the same in OpenZeppelin 4.0.0 to 4.9.6; lines are cited at the 'openzeppelin' pin below).
  'core-v2': { repo: 'Gearbox-protocol/core-v2', tag: 'v1.19.0-base.16', label: 'core-v2 1.19.0-base.16' },
  '1inch': { repo: '1inch/solidity-utils', tag: '2.4.0', label: '@1inch/solidity-utils 2.4.0' },
  openzeppelin: { repo: 'OpenZeppelin/openzeppelin-contracts', tag: 'v4.9.3', label: 'OpenZeppelin Contracts 4.9.3' },
  // V3.0's last 3.00 credit contracts, for what differs between 3.00 and 3.01.
  'core-v3@3.00': { repo: 'Gearbox-protocol/core-v3', tag: 'v1.46.3', label: 'core-v3 v1.46.3 (3.00)' },
  // V3.1 (contracts 3.10). core-v3 v1.53.0 has the same contracts as the npm package 1.52.1 (only a test differs),
  // so a line cited here is that line of node_modules/@gearbox-protocol/core-v3 too.
  'core-v3@3.10': { repo: 'Gearbox-protocol/core-v3', tag: 'v1.53.0', label: 'core-v3 v1.53.0 (3.10)' },
  permissionless: { repo: 'Gearbox-protocol/permissionless', tag: 'v1.8.0', label: 'permissionless v1.8.0' },
  'integrations-v3@3.10': { repo: 'Gearbox-protocol/integrations-v3', tag: 'v1.55.0', label: 'integrations-v3 v1.55.0' },
  'periphery-v3@3.10': { repo: 'Gearbox-protocol/periphery-v3', tag: 'v1.8.0', label: 'periphery-v3 v1.8.0' },
  // oracles-v3 1.16.0 is published on npm but has no tag in the repository: its files are cited in the package.
  'oracles-v3@3.10': { repo: 'Gearbox-protocol/oracles-v3', tag: 'npm:1.16.0', label: '@gearbox-protocol/oracles-v3 1.16.0 (npm)' },
} as const;

export type RepoId = keyof typeof SOURCES;

export interface SourceRef {
  repo: RepoId;
  /** Path inside the repository, e.g. `contracts/credit/CreditFacadeV3.sol`. */
  path: string;
  line: number;
}

/** A source line: `at('core-v3', 'contracts/credit/CreditFacadeV3.sol', 1001)`. */
export function at(repo: RepoId, path: string, line: number): SourceRef {
  return { repo, path, line };
}

/** Link to the line on GitHub at the pinned tag. */
export function sourceUrl(ref: SourceRef): string {
  const s = SOURCES[ref.repo];
  if (s.tag.startsWith('npm:')) {
    const pkg = `@gearbox-protocol/${s.repo.slice(s.repo.indexOf('/') + 1)}`;
    return `https://unpkg.com/${pkg}@${s.tag.slice(4)}/${ref.path}#L${ref.line}`;
  }
  return `https://github.com/${s.repo}/blob/${s.tag}/${ref.path}#L${ref.line}`;
}

/** Short label: `CreditFacadeV3.sol:1001`. */
export function sourceLabel(ref: SourceRef): string {
  return `${ref.path.slice(ref.path.lastIndexOf('/') + 1)}:${ref.line}`;
}

/** A cited range in a pinned source: what a docs page's `src:` link names. */
export interface SourceRange extends SourceRef {
  /** The last line, when the link names a range (`#L10-L14`). */
  endLine?: number;
}

const SOURCE_LINK = /^src:([^/]+)\/([^#]+)#L(\d+)(?:-L(\d+))?$/;

/**
 * A docs page cites a source line as a link whose URL is `src:<pin>/<path>#L<line>` or `…#L<from>-L<to>`, with a pin
 * of SOURCES (`src:core-v3@3.10/contracts/credit/CreditFacadeV3.sol#L412`): the page names the fact, this table the
 * version and the URL. Returns the range, or a sentence saying what is wrong with the link.
 */
export function parseSourceLink(url: string): SourceRange | string {
  const m = SOURCE_LINK.exec(url);
  if (!m) return `expected src:<pin>/<path>#L<line> or #L<from>-L<to>, got "${url}"`;
  const [, key = '', file = '', from = '', to] = m;
  if (!Object.hasOwn(SOURCES, key)) return `"${key}" is not a pinned source; the pins are ${Object.keys(SOURCES).join(', ')}`;
  const line = Number(from);
  const endLine = to === undefined ? undefined : Number(to);
  if (line < 1 || (endLine !== undefined && endLine <= line)) return `the lines of "${url}" are not a range from 1 up`;
  return { repo: key as RepoId, path: file, line, ...(endLine === undefined ? {} : { endLine }) };
}

/** The web address of a cited range: the line, or the lines, at the pinned tag. */
export function sourceRangeUrl(range: SourceRange): string {
  const url = sourceUrl(range);
  return range.endLine === undefined ? url : `${url}-L${range.endLine}`;
}

/** What a reader is told about a cited range, as the link's title: `core-v3 v1.53.0 (3.10), lines 10–14`. */
export function sourceRangeTitle(range: SourceRange): string {
  const lines = range.endLine === undefined ? `line ${range.line}` : `lines ${range.line}–${range.endLine}`;
  return `${SOURCES[range.repo].label}, ${lines}`;
}
