/**
 * Infima (the theme's CSS framework) ships every component it has: cards, avatars, pills, hero banners, a full
 * grid and spacing scale. Every page downloads the site's one stylesheet, so the rules for classes that nothing
 * can put on a page are dropped from it.
 *
 * A class is kept when its name appears, as a whole word, in any file that could write it into a page: the site's
 * source and docs, and the client code of the theme and the docs plugin. The check is by name, so a class whose
 * name is put together at run time from a prefix and a variable would be missed: src/lean/css/unusedInfima.test.ts
 * checks that no such file builds an Infima class name that way.
 *
 * Infima also declares a few hundred custom properties (`--ifm-*`), the palettes and sizes of all those components.
 * A declaration of one is dropped when no kept declaration of Infima reads it with `var()` and no source names it
 * (the same files: a stylesheet of the site or theme that reads or sets it, a script that reads it with
 * getPropertyValue or sets it in a style prop). Again by whole name: the test checks no source builds a property's
 * name from pieces.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AtRule, Declaration, Plugin, Root } from 'postcss';

const require = createRequire(import.meta.url);

/** Infima's stylesheet, as the theme imports it. */
export const INFIMA_CSS = /[\\/]infima[\\/]dist[\\/]css[\\/]/;

/** A package's folder (not every package exports its package.json, nor has a main module: either will do). */
function pkgDir(name: string): string {
  try {
    return path.dirname(require.resolve(`${name}/package.json`));
  } catch {
    let dir = path.dirname(require.resolve(name));
    while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
    return dir;
  }
}

/** Where a class that reaches a page is named: the site's own files, and the client code of the theme and docs plugin. */
export function classSources(siteDir: string): string[] {
  return [
    path.join(siteDir, 'src'),
    path.join(siteDir, 'docs'),
    path.join(siteDir, 'docusaurus.config.ts'),
    path.join(pkgDir('@docusaurus/theme-classic'), 'lib'),
    path.join(pkgDir('@docusaurus/theme-common'), 'lib'),
    path.join(pkgDir('@docusaurus/plugin-content-docs'), 'lib', 'client'),
    path.join(pkgDir('@docusaurus/core'), 'lib', 'client'),
  ];
}

const TEXT_FILE = /\.(tsx?|jsx?|mjs|cjs|mdx?|css)$/;
/** Tests name classes and properties as strings to check them; they never reach a page. */
const TEST_FILE = /\.test\.tsx?$/;

/** The text of every source file under `paths` (files or folders), minus Infima's own stylesheet. */
export function readSources(paths: readonly string[]): string {
  const parts: string[] = [];
  const walk = (p: string) => {
    const stat = statSync(p, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const entry of readdirSync(p)) if (entry !== 'node_modules') walk(path.join(p, entry));
    } else if (TEXT_FILE.test(p) && !INFIMA_CSS.test(p) && !TEST_FILE.test(p)) {
      parts.push(readFileSync(p, 'utf8'));
    }
  };
  for (const p of paths) walk(p);
  return parts.join('\n');
}

/** The class names a stylesheet's selectors use. */
export function classesOf(css: Root): Set<string> {
  const out = new Set<string>();
  css.walkRules((rule) => {
    for (const m of rule.selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) out.add(m[1] ?? '');
  });
  out.delete('');
  return out;
}

/**
 * The classes of `classes` that `text` never names as a whole word (a name is letters, digits, `_` and `-`). The
 * text's words are collected once: one search of the whole text per class took a third of a second.
 */
export function unnamedClasses(classes: Iterable<string>, text: string): Set<string> {
  const words = new Set(text.match(/[\w-]+/g) ?? []);
  const out = new Set<string>();
  for (const c of classes) if (!words.has(c)) out.add(c);
  return out;
}

const selectorClasses = (selector: string) => [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1] ?? '');

/**
 * Drops from `css` each selector that needs a class of `unused`, each rule left without selectors and each at-rule
 * left empty. Keyframes are left alone.
 */
export function dropSelectors(css: Root, unused: ReadonlySet<string>): void {
  css.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as AtRule).name)) return;
    const kept = rule.selectors.filter((s) => !selectorClasses(s).some((c) => unused.has(c)));
    if (kept.length === 0) rule.remove();
    else if (kept.length !== rule.selectors.length) rule.selectors = kept;
  });
  css.walkAtRules((at) => {
    if (at.nodes && at.nodes.length === 0) at.remove();
  });
}

/** Every custom property name (`--name`) `text` names, as a whole word. */
export function namedProperties(text: string): Set<string> {
  return new Set(text.match(/(?<![\w-])--[a-zA-Z_][\w-]*/g) ?? []);
}

const varReads = (value: string): string[] => [...value.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1] ?? '');

/**
 * Drops from `css` each declaration of a custom property that is not in `named` and that no other kept declaration
 * of `css` reads with `var()` (until none is left: dropping one can leave another unread), then each rule and
 * at-rule left empty. Returns the names dropped.
 */
export function dropUnreadProperties(css: Root, named: ReadonlySet<string>): Set<string> {
  const dropped = new Set<string>();
  for (;;) {
    const read = new Set<string>();
    const custom: Declaration[] = [];
    css.walkDecls((decl) => {
      for (const name of varReads(decl.value)) read.add(name);
      if (decl.prop.startsWith('--')) custom.push(decl);
    });
    const unread = custom.filter((decl) => !named.has(decl.prop) && !read.has(decl.prop));
    if (unread.length === 0) break;
    for (const decl of unread) {
      dropped.add(decl.prop);
      decl.remove();
    }
  }
  // A property is dropped only when all its declarations are: another declaration of it may still be read.
  css.walkDecls((decl) => {
    dropped.delete(decl.prop);
  });
  css.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  css.walkAtRules((at) => {
    if (at.nodes && at.nodes.length === 0) at.remove();
  });
  return dropped;
}

/**
 * The PostCSS plugin: Infima's stylesheet without the rules of classes no source names and the custom properties
 * nothing reads; other stylesheets unchanged.
 * The places it read are declared as the stylesheet's dependencies, so a cached or watched build redoes it when a
 * source changes (a class newly used comes back).
 */
export function unusedInfimaPlugin(siteDir: string): Plugin {
  return {
    postcssPlugin: 'gearbox-unused-infima',
    Once(root, { result }) {
      if (!INFIMA_CSS.test(root.source?.input.file ?? '')) return;
      const sources = classSources(siteDir);
      const text = readSources(sources);
      dropSelectors(root, unnamedClasses(classesOf(root), text));
      dropUnreadProperties(root, namedProperties(text));
      for (const p of sources) {
        const isDir = statSync(p, { throwIfNoEntry: false })?.isDirectory();
        result.messages.push(isDir ? { type: 'dir-dependency', dir: p, plugin: 'gearbox-unused-infima' } : { type: 'dependency', file: p, plugin: 'gearbox-unused-infima' });
      }
    },
  };
}
