import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import type { Link, Root } from 'mdast';
import { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { mirrorsDir } from '../../cli/abi/trees';
import { DocsError } from '../../domain/errors';
import { parseSourceLink, SOURCES, type SourceRange } from '../../domain/protocol/errors/sources';
import { ROOT } from '../../../tests/helpers/data';
import { filesUnder } from '../../../tests/helpers/files';
import remarkSourceLinks from './sourceLinks';

function links(markdown: string, file = 'docs/page.mdx'): Link[] {
  const processor = unified().use(remarkParse).use(remarkSourceLinks);
  const vfile = new VFile({ path: path.join(ROOT, file), cwd: ROOT, value: markdown });
  const tree = processor.runSync(processor.parse(vfile), vfile) as Root;
  const out: Link[] = [];
  visit(tree, 'link', (l) => {
    out.push(l);
  });
  return out;
}

describe('remark plugin: links to pinned source lines', () => {
  test('a src: link becomes the line, or the lines, at the pinned tag, titled with the version', () => {
    const [one, range, other] = links(
      'See [CreditFacadeV3.sol:412](src:core-v3@3.10/contracts/credit/CreditFacadeV3.sol#L412), ' +
        '[lines](src:permissionless/contracts/market/MarketConfigurator.sol#L10-L14) and [the site](/docs/intro).',
    );
    expect(one?.url).toBe('https://github.com/Gearbox-protocol/core-v3/blob/v1.53.0/contracts/credit/CreditFacadeV3.sol#L412');
    expect(one?.title).toBe('core-v3 v1.53.0 (3.10), line 412');
    expect(range?.url).toBe('https://github.com/Gearbox-protocol/permissionless/blob/v1.8.0/contracts/market/MarketConfigurator.sol#L10-L14');
    expect(range?.title).toBe('permissionless v1.8.0, lines 10–14');
    expect(other?.url).toBe('/docs/intro');
  });

  test('a source published only on npm links into the package', () => {
    const [l] = links('[x](src:oracles-v3@3.10/contracts/oracles/LPPriceFeed.sol#L7)');
    expect(l?.url).toBe('https://unpkg.com/@gearbox-protocol/oracles-v3@1.16.0/contracts/oracles/LPPriceFeed.sol#L7');
  });

  test('a link naming no pin, or no line, stops the build with the page and line', () => {
    const bad = (md: string) => {
      try {
        links(md);
      } catch (e) {
        return e;
      }
      return undefined;
    };
    const unknown = bad('\n\n[x](src:core-v9/contracts/A.sol#L1)');
    expect(unknown).toBeInstanceOf(DocsError);
    expect((unknown as DocsError).message).toBe(
      `docs/page.mdx:3: a source link: "core-v9" is not a pinned source; the pins are ${Object.keys(SOURCES).join(', ')}`,
    );
    expect((bad('[x](src:core-v3@3.10/contracts/A.sol)') as Error).message).toContain('expected src:<pin>/<path>#L<line>');
    expect((bad('[x](src:core-v3@3.10/contracts/A.sol#L9-L3)') as Error).message).toContain('are not a range from 1 up');
  });
});

/** The text of a pinned file, where this machine has it: npm packages always, git tags when the mirror is here. */
const texts = new Map<string, string | undefined>();
function pinnedText(range: SourceRange): string | undefined {
  const key = `${range.repo}/${range.path}`;
  if (!texts.has(key)) texts.set(key, readPinned(range));
  return texts.get(key);
}

function readPinned(range: SourceRange): string | undefined {
  const pin = SOURCES[range.repo];
  const name = pin.repo.slice(pin.repo.indexOf('/') + 1);
  const npm = path.join(ROOT, 'node_modules/@gearbox-protocol', name);
  const npmVersion = existsSync(path.join(npm, 'package.json')) ? (JSON.parse(readFileSync(path.join(npm, 'package.json'), 'utf8')) as { version: string }).version : '';
  // core-v3 v1.53.0 and the npm package 1.52.1 hold the same contracts (sources.ts).
  const samePackage = (pin.tag.startsWith('npm:') && pin.tag.slice(4) === npmVersion) || (range.repo === 'core-v3@3.10' && npmVersion === '1.52.1');
  // A file the package does not ship (core-v3's foundry.lock) is read from the tag, like any git pin.
  if (samePackage && existsSync(path.join(npm, range.path))) return readFileSync(path.join(npm, range.path), 'utf8');
  const mirror = path.join(mirrorsDir(), pin.repo.replace('/', '+'), 'repo');
  if (!existsSync(mirror) || pin.tag.startsWith('npm:')) return undefined;
  return execFileSync('git', ['-C', mirror, 'show', `${pin.tag}:${range.path}`], { encoding: 'utf8', maxBuffer: 1 << 26 });
}

describe('every source link in the docs', () => {
  const cited = filesUnder(path.join(ROOT, 'docs'), '.md', '.mdx').flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\]\((src:[^)\s]+)\)/g)].map((m) => ({ file: path.relative(ROOT, file), url: m[1] ?? '' })),
  );

  test('names a pin and a line', () => {
    expect(cited.map((c) => ({ ...c, range: parseSourceLink(c.url) })).filter((c) => typeof c.range === 'string')).toEqual([]);
  });

  test('points at lines that exist in the pinned file (npm sources always; git tags where the mirror is on this machine)', () => {
    const wrong: string[] = [];
    for (const c of cited) {
      const range = parseSourceLink(c.url);
      if (typeof range === 'string') continue;
      const text = pinnedText(range);
      if (text === undefined) continue;
      const lines = text.split('\n').length;
      if ((range.endLine ?? range.line) > lines) wrong.push(`${c.file}: ${c.url} (the file has ${lines} lines)`);
    }
    expect(wrong).toEqual([]);
  });
});
