/**
 * Contract versions as `version()` reports them: 300 = 3.0, 301 = 3.01 (the code these docs
 * describe), 310 = 3.1 (core-v3 v1.53.0 and later), 1 / 2 / 210 / 220 = V1 and V2 contracts.
 */
export type VersionFamily = '3.0' | '3.01' | '3.1' | 'v2' | 'v1' | 'unknown';

export function versionFamily(version: number): VersionFamily {
  if (version === 300) return '3.0';
  if (version === 301) return '3.01';
  if (version >= 310 && version < 400) return '3.1';
  if (version >= 200 && version < 300) return 'v2';
  if (version === 1 || version === 2) return 'v1';
  return 'unknown';
}

/** Whether the pages of this site describe code at this version (3.0 and 3.01). */
export const documentedVersion = (version: number) => version === 300 || version === 301;

/** Distinct versions with their counts, ascending: [[300, 9], [301, 8]]. */
export function versionCounts(versions: number[]): [number, number][] {
  const counts = new Map<number, number>();
  for (const v of versions) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => a[0] - b[0]);
}

/** "all 4 report 301" / "9 report 300, 8 report 301". */
export function versionSummary(versions: number[]): string {
  const counts = versionCounts(versions);
  if (counts.length === 0) throw new Error('no contracts to summarise');
  const [only] = counts;
  if (counts.length === 1 && only) return versions.length === 1 ? `the only one reports ${only[0]}` : `all ${versions.length} report ${only[0]}`;
  return counts.map(([v, n]) => `${n} report ${v}`).join(', ');
}

/**
 * Which protocol version a docs page applies to: its front matter's `scope`. Every docs page names one, and the page
 * shows the sentence under its title (src/build/mdx/docScope.ts), in the HTML and the Markdown alike.
 */
export const DOC_SCOPES = {
  'v3.0': 'Gearbox V3.0: contracts 3.00 and 3.01 (`version()` 300 and 301). Where the two differ, the page says so.',
  'v3.1': 'Gearbox V3.1: contracts 3.10 (`version()` 310).',
  both: 'Gearbox V3.0 (contracts 3.00 and 3.01) and V3.1 (3.10). Where they differ, the page says which is which.',
  v2: 'Gearbox V2 (legacy): credit facade 220, credit manager and configurator 210.',
} as const;

export type DocScope = keyof typeof DOC_SCOPES;

export function isDocScope(value: unknown): value is DocScope {
  return typeof value === 'string' && Object.hasOwn(DOC_SCOPES, value);
}
