/**
 * Where the V3.1 errors extractor reads Solidity: a tag of a local git mirror (<mirrors>/<owner>+<repo>/repo,
 * read with `git ls-tree` and `git cat-file`, never checked out), or an npm package in node_modules. Each tree
 * says its commit and where it came from, for the generated file and the tests' comparison.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { SOURCES, type RepoId } from '../../domain/protocol/errors/sources';
import type { SourceTree } from '../../domain/protocol/errors/v31/extract';
import { mirrorsDir } from '../abi/trees';

/** The mirrors' directory (GEARBOX_MIRRORS, or the default: src/cli/abi/trees.ts decides). */
export const mirrorDir = (): string => mirrorsDir();

/** The git directory of a pinned source's mirror, when it is on this machine. */
export function mirrorOf(id: RepoId, root = mirrorDir()): string | undefined {
  const repo = SOURCES[id].repo.replace('/', '+');
  const dir = path.join(root, repo, 'repo');
  return existsSync(dir) ? dir : undefined;
}

const git = (dir: string, args: string[], input?: string) => execFileSync('git', ['--git-dir', dir, ...args], { encoding: 'utf8', maxBuffer: 1 << 28, ...(input !== undefined ? { input } : {}) });

/** The `.sol` files of a mirror at a tag (default: the pinned tag of `id`). */
export function gitTree(id: RepoId, options: { dir?: string; tag?: string } = {}): SourceTree {
  const dir = options.dir ?? mirrorOf(id);
  if (!dir) throw new Error(`no git mirror for ${SOURCES[id].repo} under ${mirrorDir()}`);
  const tag = options.tag ?? SOURCES[id].tag;
  const commit = git(dir, ['rev-parse', `${tag}^{commit}`]).trim();
  const listing = git(dir, ['ls-tree', '-r', '--format=%(objectname) %(path)', commit]).split('\n').filter(Boolean);
  const blobs = new Map<string, string>();
  for (const row of listing) {
    const space = row.indexOf(' ');
    const p = row.slice(space + 1);
    if (p.endsWith('.sol')) blobs.set(p, row.slice(0, space));
  }
  // Every blob in one `git cat-file --batch`: thousands of `git show` calls would take a minute.
  const texts = new Map<string, string>();
  const wanted = [...blobs.entries()].filter(([p]) => p.startsWith('contracts/'));
  const out = execFileSync('git', ['--git-dir', dir, 'cat-file', '--batch'], { input: wanted.map(([, sha]) => sha).join('\n') + '\n', maxBuffer: 1 << 28 });
  let at = 0;
  for (const [p] of wanted) {
    const header = out.subarray(at, out.indexOf(10, at)).toString('utf8');
    const size = Number(header.split(' ')[2]);
    const start = out.indexOf(10, at) + 1;
    texts.set(p, out.subarray(start, start + size).toString('utf8'));
    at = start + size + 1;
  }
  return {
    id,
    commit,
    origin: `git ${tag}`,
    paths: [...texts.keys()],
    read(p) {
      const text = texts.get(p);
      if (text === undefined) throw new Error(`${id}: no file ${p} at ${tag}`);
      return text;
    },
  };
}

/** The `.sol` files of an npm package in node_modules, with the commit its version was published from when known. */
export function npmTree(id: RepoId, pkgDir: string, commit?: string): SourceTree {
  const pkg = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8')) as { name: string; version: string };
  const paths: string[] = [];
  const walk = (rel: string) => {
    for (const name of readdirSync(path.join(pkgDir, rel))) {
      const p = rel ? `${rel}/${name}` : name;
      if (statSync(path.join(pkgDir, p)).isDirectory()) walk(p);
      else if (p.endsWith('.sol')) paths.push(p);
    }
  };
  walk('contracts');
  return { id, ...(commit ? { commit } : {}), origin: `npm ${pkg.name} ${pkg.version}`, paths, read: (p) => readFileSync(path.join(pkgDir, p), 'utf8') };
}
