/**
 * The Solidity source trees a compile unit reads from, brought onto disk: an installed npm package
 * (node_modules, there wherever `npm ci` ran), a tag of a local git mirror (this machine's
 * /work/.mirror, absent in CI), or a published npm tarball fetched with npm's own client
 * (`npm pack`) and checked against the integrity the unit pins.
 *
 * Git trees and tarballs are unpacked once into node_modules/.cache/gearbox-abi/trees/, keyed by commit
 * or by integrity, so later compiles read plain files.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TreeProvenance } from '../../domain/abi/compiled/types';
import { InputError, type InputContext } from '../../domain/errors';

/** Where a tree comes from. */
export type TreeSpec =
  /** An installed package: `node_modules/<name>`. */
  | { kind: 'installed'; name: string }
  /** A tag of a mirrored GitHub repository (`owner/name`), only its `subdir` (default `contracts`). */
  | { kind: 'git'; repo: string; tag: string; subdir?: string }
  /** A published npm package version, fetched with `npm pack` and checked against `integrity`; only its `subdir`, if given. */
  | { kind: 'npm'; name: string; version: string; integrity: string; subdir?: string }
  /**
   * Another tree with the files of a folder of this repository (`dir`, relative to the root) laid over it: for the
   * few files a published package lacks (core-v2 1.21.1 lacks five interfaces core-v3 1.45.0 imports).
   */
  | { kind: 'overlay'; base: TreeSpec; dir: string }
  /** A folder of this repository (`dir`, relative to the root): contracts written for the tests. */
  | { kind: 'local'; dir: string };


export interface MaterialTree {
  /** The directory the tree's files are read from. */
  dir: string;
  provenance: TreeProvenance;
}

export interface TreeEnv {
  /** The repository root (node_modules and its cache live here). */
  root: string;
  /** The folder of git mirrors: `<mirrors>/<owner>+<name>/repo`. */
  mirrors: string;
}

/** A tree a unit needs cannot be had here: a git mirror that is absent, a tag it lacks, an npm fetch that failed. */
export class TreeUnavailableError extends InputError {
  constructor(message: string, context?: InputContext) {
    super(message, context);
    this.name = 'TreeUnavailableError';
  }
}

/** The default mirror folder (overridden by GEARBOX_MIRRORS). */
export const DEFAULT_MIRRORS = '/work/.mirror';

/** The folder of git mirrors this process reads: GEARBOX_MIRRORS, or the default. The one place that decides it. */
export function mirrorsDir(env: NodeJS.ProcessEnv = process.env): string {
  return env['GEARBOX_MIRRORS'] ?? DEFAULT_MIRRORS;
}

/** The tree environment of a repository root, with the mirror folder of `mirrorsDir()`. */
export function treeEnv(root: string): TreeEnv {
  return { root, mirrors: mirrorsDir() };
}

export function cacheDir(root: string): string {
  return path.join(root, 'node_modules', '.cache', 'gearbox-abi');
}

export function mirrorDir(env: TreeEnv, repo: string): string {
  return path.join(env.mirrors, repo.replace('/', '+'), 'repo');
}

/** A label for messages: `core-v3 v1.51.0`, `@openzeppelin/contracts@4.9.6`. */
export function treeLabel(spec: TreeSpec): string {
  switch (spec.kind) {
    case 'installed':
      return `${spec.name} (node_modules)`;
    case 'git':
      return `${spec.repo}@${spec.tag}`;
    case 'npm':
      return `${spec.name}@${spec.version}`;
    case 'overlay':
      return `${treeLabel(spec.base)} with ${spec.dir} over it`;
    case 'local':
      return spec.dir;
  }
}

/** Every file under `dir`, as paths relative to it, sorted. */
function filesUnder(dir: string, sub = ''): string[] {
  const out: string[] = [];
  for (const e of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
    const rel = path.posix.join(sub, e.name);
    if (e.isDirectory()) out.push(...filesUnder(dir, rel));
    else if (e.isFile()) out.push(rel);
  }
  return out.sort();
}

/** Unpacks into `dest` through a sibling temporary folder, so a half-written tree is never taken for a whole one. */
function unpackOnce(dest: string, fill: (tmp: string) => void): void {
  if (existsSync(dest)) return;
  mkdirSync(path.dirname(dest), { recursive: true });
  const tmp = mkdtempSync(`${dest}.tmp-`);
  try {
    fill(tmp);
    renameSync(tmp, dest);
  } catch (error) {
    rmSync(tmp, { recursive: true, force: true });
    if (existsSync(dest)) return; // another process unpacked the same tree meanwhile
    throw error;
  }
}

function git(repoDir: string, args: string[]): Buffer {
  return execFileSync('git', ['-C', repoDir, ...args], { maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] });
}

export function materialize(spec: TreeSpec, env: TreeEnv): MaterialTree {
  switch (spec.kind) {
    case 'installed': {
      const dir = path.join(env.root, 'node_modules', spec.name);
      const manifest = path.join(dir, 'package.json');
      if (!existsSync(manifest)) throw new TreeUnavailableError(`${spec.name} is not installed (no ${manifest})`, { hint: 'Run npm ci.' });
      const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
      return { dir, provenance: { kind: 'installed', name: spec.name, version } };
    }
    case 'git': {
      const repoDir = mirrorDir(env, spec.repo);
      if (!existsSync(repoDir)) throw new TreeUnavailableError(`no git mirror of ${spec.repo} at ${repoDir}`, { hint: 'The mirrors exist on the developers\u2019 machine only (/work/.mirror, or GEARBOX_MIRRORS).' });
      let commit: string;
      try {
        commit = git(repoDir, ['rev-parse', '--verify', `${spec.tag}^{commit}`]).toString().trim();
      } catch (error) {
        throw new TreeUnavailableError(`the mirror of ${spec.repo} has no tag ${spec.tag}`, { cause: error });
      }
      const subdir = spec.subdir ?? 'contracts';
      const dir = path.join(cacheDir(env.root), 'trees', `${spec.repo.replace('/', '+')}@${commit}`);
      unpackOnce(dir, (tmp) => {
        const tar = git(repoDir, ['archive', '--format=tar', commit, subdir]);
        execFileSync('tar', ['-x', '-C', tmp], { input: tar });
      });
      return { dir, provenance: { kind: 'git', repo: spec.repo, tag: spec.tag, commit } };
    }
    case 'npm': {
      const key = createHash('sha256').update(spec.integrity).digest('hex').slice(0, 16);
      const dir = path.join(cacheDir(env.root), 'trees', `${spec.name.replace('/', '+')}@${spec.version}-${key}`);
      unpackOnce(dir, (tmp) => {
        let packed: { filename: string; integrity: string }[];
        try {
          const out = execFileSync('npm', ['pack', `${spec.name}@${spec.version}`, '--json', '--pack-destination', tmp], { cwd: tmp, stdio: ['ignore', 'pipe', 'pipe'] });
          packed = JSON.parse(out.toString()) as { filename: string; integrity: string }[];
        } catch (error) {
          throw new TreeUnavailableError(`npm pack ${spec.name}@${spec.version} failed`, { cause: error, hint: 'The npm registry must be reachable once; the tarball is kept in node_modules/.cache afterwards.' });
        }
        const [one] = packed;
        if (!one || one.integrity !== spec.integrity) {
          throw new TreeUnavailableError(`${spec.name}@${spec.version}: integrity ${one?.integrity ?? '(none)'} is not the pinned ${spec.integrity}`);
        }
        execFileSync('tar', ['-xzf', path.join(tmp, one.filename), '-C', tmp]);
        rmSync(path.join(tmp, one.filename));
      });
      // An npm tarball holds its files under package/.
      return { dir: path.join(dir, 'package', spec.subdir ?? ''), provenance: { kind: 'npm', name: spec.name, version: spec.version, integrity: spec.integrity } };
    }
    case 'overlay': {
      const base = materialize(spec.base, env);
      const local = path.join(env.root, spec.dir);
      if (!existsSync(local)) throw new TreeUnavailableError(`no folder ${local} to lay over ${treeLabel(spec.base)}`);
      const files = filesUnder(local);
      // Keyed by the base tree and every laid-over file's name and text: an edit makes a new tree.
      const hash = createHash('sha256').update(JSON.stringify(base.provenance));
      for (const f of files) hash.update(`\0${f}\0`).update(readFileSync(path.join(local, f)));
      const dir = path.join(cacheDir(env.root), 'trees', `overlay-${hash.digest('hex').slice(0, 16)}`);
      unpackOnce(dir, (tmp) => {
        cpSync(base.dir, tmp, { recursive: true });
        for (const f of files) {
          mkdirSync(path.dirname(path.join(tmp, f)), { recursive: true });
          cpSync(path.join(local, f), path.join(tmp, f));
        }
      });
      return { dir, provenance: { kind: 'overlay', base: base.provenance, dir: spec.dir, files } };
    }
    case 'local': {
      const dir = path.join(env.root, spec.dir);
      if (!existsSync(dir)) throw new TreeUnavailableError(`no folder ${dir}`);
      return { dir, provenance: { kind: 'local', dir: spec.dir } };
    }
  }
}
