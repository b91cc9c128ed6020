import { createRequire } from 'node:module';
import { describe, expect, test } from 'vitest';
import pathToRegexp, { type Key } from './routeMatcher';

/** The package the server's router matches with (path-to-regexp 1.x, react-router 5's). */
const packageMatcher = createRequire(import.meta.url)('path-to-regexp') as (path: string, keys: unknown[], options: object) => RegExp;

/**
 * Route paths of the kinds this site has (literal, nested, dotted, the 404 route's `*`), a few more asterisks, and
 * paths escaped as react-router's NavLink escapes them (`\/docs\/intro`).
 */
const PATHS = ['/', '*', '/docs', '/docs/', '/docs/intro', '/docs/v2/multicall-and-lifecycle', '/state/mainnet/credit-managers/trade-usdc-tier-1', '/tokens/mainnet', '/a.b/c', '/Docs/Intro', '/docs/*', '/docs*', '/x.*', '*/y', '/a/*/b/*', '/$^[]{}|=!',
  // As NavLink escapes them before matching.
  '\\/', '\\/docs\\/intro', '\\/a\\.b\\/c', '\\/docs\\/\\*', '/a\\:b', '/x\\?'];
const PATHNAMES = ['/', '', '/docs', '/docs/', '/docs//', '/DOCS', '/docs/intro', '/docs/intro/', '/docs/intro/x', '/docs/introx', '/docs/v2/multicall-and-lifecycle', '/state/mainnet/credit-managers/trade-usdc-tier-1/', '/tokens/mainnet', '/a.b/c', '/axb/c', '/docs/intro', '/x.y', '/x/y', '/a/1/b/2', '/a//b/', '/$^[]{}|=!', '/no-such-page'];
const OPTIONS = [true, false].flatMap((end) => [true, false].flatMap((strict) => [true, false].map((sensitive) => ({ end, strict, sensitive }))));

describe("the browser's route matcher (src/lean/standIns/routeMatcher.ts) against path-to-regexp", () => {
  test('the same regular expression and keys for each path and option, so the same pathnames match with the same captures', () => {
    for (const path of PATHS) {
      for (const options of OPTIONS) {
        const keys: Key[] = [];
        const expectedKeys: unknown[] = [];
        const ours = pathToRegexp(path, keys, options);
        const theirs = packageMatcher(path, expectedKeys, options);
        expect(ours.source, `${path} ${JSON.stringify(options)}`).toBe(theirs.source);
        expect(ours.flags).toBe(theirs.flags);
        expect(keys).toEqual(expectedKeys);
        for (const pathname of PATHNAMES) expect(ours.exec(pathname), `${path} ${pathname}`).toEqual(theirs.exec(pathname));
      }
    }
  });

  test('defaults as the package: the whole path, not strict, not case-sensitive', () => {
    for (const path of PATHS) expect(pathToRegexp(path).source).toBe(packageMatcher(path, [], {}).source);
    expect(pathToRegexp('/docs').test('/DOCS/')).toBe(true);
  });

  test('a path with a parameter, group or modifier throws, naming it; a literal path generates itself', () => {
    for (const path of ['/docs/:id', '/docs/(a|b)', '/docs?', '/a+', '/a\\\\:b']) expect(() => pathToRegexp(path), path).toThrow(JSON.stringify(path));
    expect(pathToRegexp.compile('/docs/intro')()).toBe('/docs/intro');
    expect(() => pathToRegexp.compile('*')).toThrow('"*"');
  });
});
