// `npm run abis:releases`: for each committed unit named in RELEASE_FILES (src/domain/abi/compiled/load.ts), compiles
// the same files at every release tag of its package in RELEASE_RANGES (from the git mirror; the unit's own imports),
// and writes, per contract that states the unit's contract version at that tag, the hash of its ABI, to
// src/domain/abi/compiled/<name>.json. The site publishes a contract's ABI at that version only when every release
// gives the same one (src/domain/abi/published.ts): the data never says which release a deployed contract was built from.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { compileUnit, type CompileUnit } from '../src/cli/abi/compile';
import { mirrorDir, treeEnv, TreeUnavailableError } from '../src/cli/abi/trees';
import { unitById } from '../src/cli/abi/units';
import { abiHash, compiledFilePath, RELEASE_FILES, readCompiledAbiFile } from '../src/domain/abi/compiled/load';
import type { ReleaseAbisFile } from '../src/domain/abi/compiled/types';
import { InputError } from '../src/domain/errors';

/**
 * The releases compared, per unit: core-v3's release tags from v1.45.0 (the one 3.00 release on npm) to v1.51.0 (the
 * last before 3.10), pre-releases left out. Tags before v1.45.0 precede the published package and are not compared.
 */
const RELEASE_RANGES: Readonly<Record<keyof typeof RELEASE_FILES, { repo: string; from: string; to: string }>> = {
  'core-v3@1.45.0': { repo: 'Gearbox-protocol/core-v3', from: 'v1.45.0', to: 'v1.51.0' },
};

const root = path.resolve(__dirname, '..');
const env = treeEnv(root);
const semver = (tag: string): number[] => tag.replace(/^v/, '').split('.').map(Number);
const compare = (a: string, b: string): number => {
  const [x, y] = [semver(a), semver(b)];
  for (let i = 0; i < 3; i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
};

for (const [unitId, name] of Object.entries(RELEASE_FILES) as [keyof typeof RELEASE_FILES, string][]) {
  const unit = unitById(unitId);
  if (!unit) throw new Error(`no compile unit ${unitId}`);
  const range = RELEASE_RANGES[unitId];
  const git = (...args: string[]) => execFileSync('git', ['--git-dir', mirrorDir(env, range.repo), ...args], { encoding: 'utf8' }).trim();
  let tags: string[];
  try {
    tags = git('tag').split('\n').filter((t) => /^v\d+\.\d+\.\d+$/.test(t) && compare(t, range.from) >= 0 && compare(t, range.to) <= 0).sort(compare);
  } catch {
    console.log(`${unitId}: skipped, no mirror of ${range.repo} in ${env.mirrors}`);
    continue;
  }
  const version = Number(unit.contracts.replace('.', ''));
  const own = readCompiledAbiFile(unitId);
  const out: ReleaseAbisFile = { package: unit.package, version, unit: unitId, tags: [], contracts: {} };
  for (const tag of tags) {
    const started = performance.now();
    const atTag: CompileUnit = { ...unit, id: `${unitId}~${tag}`, root: { kind: 'git', repo: range.repo, tag } };
    const commit = git('rev-list', '-n', '1', tag);
    try {
      const { file } = compileUnit(atTag, env);
      out.tags.push({ tag, commit });
      for (const [contract, c] of Object.entries(file.abis)) {
        if (c.kind !== 'contract' || c.version !== version || !own.abis[contract]) continue;
        (out.contracts[contract] ??= {})[tag] = abiHash(c.abi);
      }
      console.log(`${unitId} ${tag}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    } catch (error) {
      if (!(error instanceof InputError) || error instanceof TreeUnavailableError) throw error;
      out.tags.push({ tag, commit, error: error.message.split('\n')[0] ?? '' });
      console.log(`${unitId} ${tag}: does not compile with the unit's imports: ${error.message.split('\n')[0]}`);
    }
  }
  out.contracts = Object.fromEntries(Object.entries(out.contracts).sort(([a], [b]) => a.localeCompare(b)));
  const file = compiledFilePath(name);
  writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
  for (const [contract, byTag] of Object.entries(out.contracts)) {
    const mine = own.abis[contract] ? abiHash(own.abis[contract].abi) : '';
    const differ = Object.entries(byTag).filter(([, h]) => h !== mine).map(([t]) => t);
    console.log(`  ${contract}: ${Object.keys(byTag).length} releases, ${differ.length === 0 ? 'all the same ABI' : `differs at ${differ.join(' ')}`}`);
  }
  console.log(`-> ${path.relative(root, file)}`);
}
