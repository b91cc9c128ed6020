// src/lean/caches/minifyCache.ts on real Rspack compilations: scripts minified once are taken from the cache by the next
// build, which writes the same files; an edited script is minified again; the folder keeps what the last build used.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { MinifyCache } from './minifyCache';

const require = createRequire(import.meta.url);
interface Stats {
  hasErrors(): boolean;
  toString(): string;
}
interface Compiler {
  run(callback: (error: Error | null, stats?: Stats) => void): void;
  close(callback: () => void): void;
}
const rspack = require('@rspack/core') as { rspack: (options: object) => Compiler; SwcJsMinimizerRspackPlugin: new (options?: object) => object };

const dir = mkdtempSync(path.join(os.tmpdir(), 'minify-cache-'));
const src = path.join(dir, 'src');
const cacheDir = path.join(dir, 'cache');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** One production build of src/ into out/; the cache's counts and the files written. */
async function build(): Promise<{ hits: number; misses: number; files: Record<string, string> }> {
  const out = path.join(dir, 'out');
  rmSync(out, { recursive: true, force: true });
  const cache = new MinifyCache(cacheDir);
  const compiler = rspack.rspack({
    mode: 'production',
    context: dir,
    entry: path.join(src, 'main.js'),
    output: { path: out, filename: '[name].[contenthash:8].js', chunkFilename: '[id].[contenthash:8].js' },
    optimization: { minimize: true, minimizer: [new rspack.SwcJsMinimizerRspackPlugin({ minimizerOptions: { mangle: true } })] },
    plugins: [cache],
  });
  const stats = await new Promise<Stats>((ok, fail) => compiler.run((error, s) => (error || !s ? fail(error ?? new Error('no stats')) : ok(s))));
  await new Promise<void>((ok) => compiler.close(ok));
  if (stats.hasErrors()) throw new Error(stats.toString());
  const files = Object.fromEntries(readdirSync(out).map((f) => [f, readFileSync(path.join(out, f), 'utf8')]));
  return { hits: cache.hits, misses: cache.misses, files };
}

const entries = () => readdirSync(cacheDir).filter((f) => f.endsWith('.js'));

describe('the minified scripts cache', () => {
  test('a second build takes every script from the cache and writes the same files; an edited script is minified again', async () => {
    write(path.join(src, 'main.js'), "import { label } from './label.js';\nexport function show(longParameterName) {\n  return import('./lazy.js').then((lazy) => lazy.render(label, longParameterName));\n}\nshow(1);\n");
    write(path.join(src, 'label.js'), "export const label = 'first';\n");
    write(path.join(src, 'lazy.js'), 'export function render(someLabel, someValue) {\n  return `${someLabel}: ${someValue}`;\n}\n');

    const first = await build();
    const scripts = Object.keys(first.files).filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    expect(first).toMatchObject({ hits: 0, misses: scripts.length });
    expect(entries()).toHaveLength(scripts.length);
    // Minified: the long names are gone.
    for (const f of scripts) expect(first.files[f]).not.toContain('longParameterName');

    const second = await build();
    expect(second).toMatchObject({ hits: scripts.length, misses: 0 });
    expect(second.files).toEqual(first.files);

    // What the cache holds is what the build writes: an entry changed by hand shows in the output.
    const [entry] = entries();
    const marked = `/* from the cache */${readFileSync(path.join(cacheDir, entry ?? ''), 'utf8')}`;
    writeFileSync(path.join(cacheDir, entry ?? ''), marked);
    const third = await build();
    expect(Object.values(third.files).filter((text) => text.includes('/* from the cache */'))).toHaveLength(1);

    // An edit: the scripts holding it are minified again, the others come from the cache; the old entries go.
    write(path.join(src, 'label.js'), "export const label = 'second';\n");
    const fourth = await build();
    expect(fourth.misses).toBeGreaterThan(0);
    expect(fourth.hits).toBeGreaterThan(0);
    expect(fourth.hits + fourth.misses).toBe(Object.keys(fourth.files).filter((f) => f.endsWith('.js')).length);
    expect(Object.values(fourth.files).some((text) => text.includes('second'))).toBe(true);
    expect(entries()).toHaveLength(fourth.hits + fourth.misses);
  }, 60_000);
});
