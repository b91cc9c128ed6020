/**
 * The source repositories and versions the errors catalogue was checked against, and the one
 * place that turns a file and line into a link. Every "raised by" in the catalogue points at the
 * line that reverts (or that calls the library that reverts) at these tags.
 */

export const SOURCES = {
  'core-v3': { repo: 'Gearbox-protocol/core-v3', tag: 'v1.51.0', label: 'core-v3 v1.51.0' },
  'integrations-v3': { repo: 'Gearbox-protocol/integrations-v3', tag: 'v1.47.1', label: 'integrations-v3 v1.47.1' },
  'oracles-v3': { repo: 'Gearbox-protocol/oracles-v3', tag: 'v1.13.0', label: 'oracles-v3 v1.13.0' },
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

/**
 * A citation written as a link with the `src:` scheme, `src:core-v3@3.10/contracts/credit/CreditFacadeV3.sol#L412`
 * (or `#L412-L420`): the source key, the path and the line(s). Undefined for anything else, or an unknown key.
 */
export function parseSrcLink(url: string): { ref: SourceRef; to?: number } | undefined {
  const m = /^src:([^/]+)\/(.+?)#L(\d+)(?:-L(\d+))?$/.exec(url);
  if (!m || !Object.hasOwn(SOURCES, m[1] as string)) return undefined;
  const ref = at(m[1] as RepoId, m[2] as string, Number(m[3]));
  return m[4] ? { ref, to: Number(m[4]) } : { ref };
}

/** The URL a `src:` citation stands for (the pinned file on GitHub, or the package's file), lines included. */
export function srcLinkUrl(url: string): string | undefined {
  const parsed = parseSrcLink(url);
  if (!parsed) return undefined;
  const base = sourceUrl(parsed.ref);
  return parsed.to !== undefined ? `${base}-L${parsed.to}` : base;
}
