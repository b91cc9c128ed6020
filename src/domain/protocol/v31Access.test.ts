/**
 * The V3.1 access classes rest on the V3.1 source: every `file:line name` the comments of V31_DETAILS (./access.ts)
 * cite is read at that line, and the line must hold that name (a function or modifier). The published packages are in
 * node_modules; the permissionless and periphery-v3 repositories are read from their mirrors at the commits cited,
 * where this machine has them.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { mirrorsDir } from '../../cli/abi/trees';
import { ROOT } from '../../../tests/helpers/data';
import { ACCESS_CLASSES, V31_ACCESS, V31_ROLES, V31_ROLE_NAMES, accessOfAny, v31RoleOfKey, v31RoleOfType } from './access';
import { ROLE_CLASS } from './accessClass';
import { systemContractInfo } from '../v31/systemContracts';

const PACKAGES = ['core-v3', 'integrations-v3', 'oracles-v3'] as const;
const MIRRORS = {
  permissionless: { dir: path.join(mirrorsDir(), 'Gearbox-protocol+permissionless', 'repo'), commit: '49ac690dad57f05fc8e4c215c406801cbca965d5' },
  'periphery-v3': { dir: path.join(mirrorsDir(), 'Gearbox-protocol+periphery-v3', 'repo'), commit: '8b9c940e517aaa4738e97aec675a67eba33635d0' },
} as const;
type Repo = (typeof PACKAGES)[number] | keyof typeof MIRRORS;

const mirrored = Object.values(MIRRORS).every((m) => existsSync(m.dir));

function sourceLines(repo: Repo, file: string): string[] {
  if (repo in MIRRORS) {
    const m = MIRRORS[repo as keyof typeof MIRRORS];
    return execFileSync('git', ['-C', m.dir, 'show', `${m.commit}:contracts/${file}`], { encoding: 'utf8' }).split('\n');
  }
  return readFileSync(path.join(ROOT, 'node_modules/@gearbox-protocol', repo, 'contracts', file), 'utf8').split('\n');
}

/** Words that may follow a cited line without being the name it cites ("…:746 are configuratorOnly"). */
const PROSE = new Set(['are', 'and', 'is', 'or', 'asks']);

/** Each `path.sol:N name` and `:N name` of the V3.1 comments, with the repository and file it is in. */
function citations(): { repo: Repo; file: string; line: number; name: string; at: string }[] {
  const source = readFileSync(path.join(__dirname, 'access.ts'), 'utf8');
  const start = source.indexOf('const V31_DETAILS');
  const body = source.slice(start, source.indexOf('export const V31_ACCESS', start));
  const out: { repo: Repo; file: string; line: number; name: string; at: string }[] = [];
  let repo: Repo | undefined;
  let file: string | undefined;
  // One comment block per role: its `//` lines joined.
  for (const block of body.split(/\n(?!\s*\/\/)/).map((b) => b.split('\n').filter((l) => l.trim().startsWith('//')).map((l) => l.trim().replace(/^\/\/\s?/, '')).join(' '))) {
    const tokens = block.matchAll(/(core-v3|integrations-v3|oracles-v3|permissionless|periphery-v3)\b|([\w/]+\.sol)(?::(\d+))?|(\(?):(\d+)(?:-\d+)?\s*([A-Za-z_]\w*)?/g);
    for (const t of tokens) {
      if (t[1]) repo = t[1] as Repo;
      else if (t[2]) {
        file = t[2].includes('/') ? t[2] : file ? path.posix.join(path.posix.dirname(file), t[2]) : t[2];
        const name = /^\s*([A-Za-z_]\w*)/.exec(block.slice((t.index ?? 0) + t[0].length))?.[1];
        if (t[3] && repo && name && !PROSE.has(name)) out.push({ repo, file, line: Number(t[3]), name, at: t[0] });
      } else if (t[5] && !t[4] && repo && file && t[6] && !PROSE.has(t[6])) out.push({ repo, file, line: Number(t[5]), name: t[6], at: t[0] });
    }
  }
  return out;
}

describe('V3.1 access classes', () => {
  test('every V3.1 role has a class, a one-line reason, a contract and its functions; pages and exports read the same class', () => {
    for (const role of V31_ROLE_NAMES) {
      const a = V31_ACCESS[role];
      expect(ACCESS_CLASSES).toContain(a.class);
      expect(a.reason).toMatch(/^[^\n]+$/);
      expect(a.contract.length).toBeGreaterThan(0);
      expect(accessOfAny(role)).toBe(a);
      expect(ROLE_CLASS[role].class).toBe(V31_ROLES[role].class);
      for (const g of a.functions) expect(ACCESS_CLASSES).toContain(g.class);
    }
  });

  test('roles by type and version (3.1x only) and by address-provider key', () => {
    expect(v31RoleOfType('POOL', 310)).toBe('v31Pool');
    expect(v31RoleOfType('POOL', 300)).toBeUndefined();
    expect(v31RoleOfType('ADAPTER::UNISWAP_V3_ROUTER', 311)).toBe('v31Adapter');
    expect(v31RoleOfType('RATE_KEEPER::GAUGE', 310)).toBeUndefined();
    expect(v31RoleOfType('PRICE_FEED::EXTERNAL', 1)).toBe('v31PriceFeed');
    expect(v31RoleOfKey('GLOBAL::MARKET_COMPRESSOR', 311)).toBe('v31Compressor');
    expect(v31RoleOfKey('BOT_LIST', 0)).toBe('v31BotList');
    expect(v31RoleOfKey('TREASURY', 0)).toBeUndefined();
    // Every key given a role is one the site describes (src/domain/v31/systemContracts.ts).
    for (const key of ['BYTECODE_REPOSITORY', 'INSTANCE_MANAGER', 'PRICE_FEED_STORE', 'MARKET_CONFIGURATOR_FACTORY', 'POOL_FACTORY']) {
      expect(v31RoleOfKey(key, 0)).toBeDefined();
      expect(systemContractInfo(key).what).not.toMatch(/does not describe/);
    }
  });

  test('every cited package line holds the function or modifier it names', () => {
    const cited = citations().filter((c) => (PACKAGES as readonly string[]).includes(c.repo));
    expect(cited.length).toBeGreaterThan(60);
    const wrong = cited.filter((c) => !(sourceLines(c.repo, c.file)[c.line - 1] ?? '').includes(c.name)).map((c) => `${c.repo} ${c.file}:${c.line} ${c.name}`);
    expect(wrong).toEqual([]);
    console.log(`V3.1 access citations checked in the packages: ${cited.length}`);
  });

  test.skipIf(!mirrored)('every cited permissionless and periphery-v3 line holds the function or modifier it names', () => {
    const cited = citations().filter((c) => c.repo in MIRRORS);
    expect(cited.length).toBeGreaterThan(40);
    const wrong = cited.filter((c) => !(sourceLines(c.repo, c.file)[c.line - 1] ?? '').includes(c.name)).map((c) => `${c.repo} ${c.file}:${c.line} ${c.name}`);
    expect(wrong).toEqual([]);
    console.log(`V3.1 access citations checked in the mirrors: ${cited.length}`);
  });
});
