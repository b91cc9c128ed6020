/**
 * A cache of the client bundle's minified scripts, between builds. The bundler's own cache keeps modules and
 * chunks, but its minimizer (SWC, `future.faster`) minifies every script of every build again: about 0.9 s of a
 * warm build, for the ~330 scripts of this site. Before the minimizer runs, each script whose text this cache has
 * seen is replaced by what the minimizer made of it then, and marked as minimized, which the minimizer skips; after
 * it runs, what it made of the others is kept. An entry is one file, named by a hash of the script's text, the
 * minimizer's options and the bundler's version; the folder keeps the entries the last build used.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What this plugin uses of an Rspack compiler. */
interface Asset {
  name: string;
  source: { source(): string | Buffer };
  info: { minimized?: boolean };
}
interface Compilation {
  getAssets(): readonly Asset[];
  updateAsset(name: string, source: unknown, info: (info: Asset['info']) => Asset['info']): void;
  hooks: { processAssets: { tap(options: { name: string; stage: number }, fn: () => void): void } };
}
interface MinifyingCompiler {
  webpack: { version: string; rspackVersion?: string; Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: number }; sources: { RawSource: new (text: string) => unknown } };
  options: { optimization: { minimize?: boolean; minimizer?: readonly unknown[] } };
  hooks: { thisCompilation: { tap(name: string, fn: (compilation: Compilation) => void): void }; done: { tap(name: string, fn: () => void): void } };
}

const NAME = 'MinifyCache';
const SCRIPT = /\.[cm]?js$/;
const ENTRY = /^[0-9a-f]{64}\.js$/;

/** The minimizer's identity: its class and options (the plugins' own `_args`), as the key's first part. */
function minimizerKey(compiler: MinifyingCompiler): string | undefined {
  const swc = compiler.options.optimization.minimizer?.find((m) => (m as { name?: string } | undefined)?.name === 'SwcJsMinimizerRspackPlugin') as { _args?: unknown } | undefined;
  return swc ? JSON.stringify(['SwcJsMinimizerRspackPlugin', compiler.webpack.rspackVersion ?? compiler.webpack.version, swc._args ?? null]) : undefined;
}

export class MinifyCache {
  /** Scripts taken from the cache, and scripts minified this build, in the last compilation. */
  hits = 0;
  misses = 0;

  constructor(private readonly dir: string) {}

  /** `compiler`: Rspack's (Docusaurus types it as webpack's). */
  apply(bundler: object): void {
    const compiler = bundler as MinifyingCompiler;
    const minimizer = minimizerKey(compiler);
    // Nothing to keep when nothing is minified, or by a minimizer this does not know.
    if (!compiler.options.optimization.minimize || minimizer === undefined) return;
    const { RawSource } = compiler.webpack.sources;
    const stage = compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE;
    const used = new Set<string>();
    let made = new Map<string, string>();

    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const pending = new Map<string, string>();
      made = new Map();
      this.hits = 0;
      this.misses = 0;
      compilation.hooks.processAssets.tap({ name: NAME, stage: stage - 1 }, () => {
        for (const asset of compilation.getAssets()) {
          if (!SCRIPT.test(asset.name) || asset.info.minimized) continue;
          const key = createHash('sha256').update(minimizer).update('\0').update(asset.source.source()).digest('hex');
          used.add(key);
          let minified: string | undefined;
          try {
            minified = readFileSync(path.join(this.dir, `${key}.js`), 'utf8');
          } catch {
            // Not seen before: the minimizer makes it.
          }
          if (minified === undefined) {
            pending.set(asset.name, key);
            this.misses += 1;
          } else {
            compilation.updateAsset(asset.name, new RawSource(minified), (info) => ({ ...info, minimized: true }));
            this.hits += 1;
          }
        }
      });
      compilation.hooks.processAssets.tap({ name: NAME, stage: stage + 1 }, () => {
        for (const asset of compilation.getAssets()) {
          const key = pending.get(asset.name);
          if (key !== undefined) made.set(key, String(asset.source.source()));
        }
      });
    });

    compiler.hooks.done.tap(NAME, () => {
      console.log(`[${NAME}] ${this.hits} scripts taken from the cache, ${this.misses} minified`);
      mkdirSync(this.dir, { recursive: true });
      for (const [key, text] of made) writeFileSync(path.join(this.dir, `${key}.js`), text);
      // The entries this build did not use go: scripts of an older build.
      for (const file of readdirSync(this.dir)) if (ENTRY.test(file) && !used.has(file.slice(0, -3))) rmSync(path.join(this.dir, file), { force: true });
      used.clear();
      made = new Map();
    });
  }
}
