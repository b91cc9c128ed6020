import { describe, expect, test } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import { visit } from 'unist-util-visit';
import { encodeErrorResult, parseAbiItem } from 'viem';
import { familyById } from '../domain/protocol/errors/catalogue';
import remarkErrorCatalogue from '../build/mdx/errorCatalogue';
import { errorFamiliesTable, errorFamilyBlocks, inlineMarkdown, v31SameMessage, type Block, type Phrasing } from './errorsPage';
import { decodePage } from './decodePage';
import { siteData } from '../../tests/helpers/data';
import { DocsError, InputError } from '../domain/errors';

const textOf = (nodes: readonly unknown[]): string =>
  nodes
    .map((n) => {
      const node = n as { value?: string; children?: unknown[] };
      return node.value ?? (node.children ? textOf(node.children) : '');
    })
    .join('');

describe('errors pages as Markdown', () => {
  test('one heading per entry with its anchor, then its facts with the computed selector', () => {
    const family = familyById('creditFacade');
    const blocks = errorFamilyBlocks('creditFacade');
    const headings = blocks.filter((b): b is Extract<Block, { type: 'heading' }> => b.type === 'heading');
    expect(headings.map((h) => h.data.id)).toEqual(family.entries.map((e) => e.anchor));
    expect(headings[0]!.data.hProperties.id).toBe('caller-not-credit-account-owner-exception');
    for (const [i, e] of family.entries.entries()) {
      const list = blocks[2 * i + 1]!;
      expect(list.type).toBe('list');
      const text = textOf([list]);
      expect(text).toContain(`Selector: ${e.selector}`);
      expect(text).toContain(`Signature: ${e.signature}`);
      expect(text).toContain('Raised by:');
      expect(text).toContain('When: ');
      expect(text).toContain('What to do: ');
    }
    const links: string[] = [];
    visit({ type: 'root', children: blocks } as never, 'link', (n: { url: string }) => void links.push(n.url));
    expect(links).toContain('/decode?data=0x6b895d04');
    expect(links).toContain('https://github.com/Gearbox-protocol/core-v3/blob/v1.51.0/contracts/credit/CreditFacadeV3.sol#L1001');
  });

  test('reason entries link to the decoder with the full revert data', () => {
    const blocks = errorFamilyBlocks('library');
    const links: string[] = [];
    visit({ type: 'root', children: blocks } as never, 'link', (n: { url: string }) => void links.push(n.url));
    // Each message's link carries Error(string) with that message, ABI-encoded in full.
    const reasons = familyById('library').entries.flatMap((e) => (e.reason === undefined ? [] : [e.reason]));
    expect(links.filter((u) => u.startsWith('/decode?data=0x08c379a0'))).toEqual(
      expect.arrayContaining(reasons.map((reason) => `/decode?data=${encodeErrorResult({ abi: [parseAbiItem('error Error(string)')], errorName: 'Error', args: [reason] })}`)),
    );
  });

  test('library entries the 3.10 contracts raise show "Also in V3.1 (3.10)" with each site linked to its v1.53.0 line; a message the V3.1 reference lists links there', () => {
    const family = familyById('library');
    const blocks = errorFamilyBlocks('library');
    let shown = 0;
    for (const [i, e] of family.entries.entries()) {
      const entryList = blocks[2 * i + 1] as Extract<Block, { type: 'list' }>;
      const v31 = entryList.children.filter((li) => li.data?.hProperties?.className === 'error-v31');
      const same = v31SameMessage(e);
      if (!e.v31?.length && !same.length) {
        expect(v31, e.anchor).toEqual([]);
        continue;
      }
      shown++;
      expect(v31, e.anchor).toHaveLength(1);
      const text = textOf(v31);
      expect(text.startsWith('Also in V3.1 (3.10):'), e.anchor).toBe(true);
      const links: string[] = [];
      visit({ type: 'root', children: v31 } as never, 'link', (n: { url: string }) => void links.push(n.url));
      for (const site of e.v31 ?? []) expect(links, e.anchor).toContain(`https://github.com/Gearbox-protocol/core-v3/blob/v1.53.0/${site.src.path}#L${site.src.line}`);
      for (const o of same) expect(links, e.anchor).toContain(o.href);
      // Only 3.10 lines and V3.1 pages: no V3.0 source in the V3.1 line.
      expect(links.filter((u) => u.includes('/blob/v1.51.0/')), e.anchor).toEqual([]);
      if (e.v31Note) expect(text, e.anchor).toContain(textOf(inlineMarkdown(e.v31Note)));
    }
    expect(shown).toBe(18);
    const reentrancy = textOf([blocks[2 * family.entries.findIndex((e) => e.anchor === 'reentrancyguard-reentrant-call') + 1]!]);
    expect(reentrancy).toContain('Also in V3.1 (3.10): the V3.1 reference lists this message: V3.1 core:');
  });

  test('an unknown family is refused with the list of families', () => {
    expect(() => errorFamilyBlocks('creditFacadeV3')).toThrow('errors catalogue: no family "creditFacadeV3"; the families are creditFacade, creditManager');
  });

  test('the families table has a header row and one row per family with its count', () => {
    const table = errorFamiliesTable();
    expect(textOf(table.children[0]!.children)).toBe('FamilyContractsErrors');
    expect(table.children).toHaveLength(12);
    expect(textOf(table.children[1]!.children)).toBe(`Credit facadeCreditFacadeV3${familyById('creditFacade').entries.length}`);
  });

  test('inline Markdown: code and links only, anything else literal', () => {
    const p = (s: string): Phrasing[] => inlineMarkdown(s);
    expect(p('Use `decreaseDebt` first, see [closing](/docs/credit-accounts/closing). *Not emphasis*')).toEqual([
      { type: 'text', value: 'Use ' },
      { type: 'inlineCode', value: 'decreaseDebt' },
      { type: 'text', value: ' first, see ' },
      { type: 'link', url: '/docs/credit-accounts/closing', title: null, children: [{ type: 'text', value: 'closing' }] },
      { type: 'text', value: '. *Not emphasis*' },
    ]);
  });
});

describe('remark plugin <ErrorCatalogue /> and <ErrorFamilies />', () => {
  const run = (md: string, path = 'docs/errors/test.mdx') => {
    const processor = unified().use(remarkParse).use(remarkMdx).use(remarkErrorCatalogue);
    return processor.run(processor.parse(md), { path }) as unknown as Promise<{ children: { type: string; depth?: number }[] }>;
  };

  test('expands the element into the family\'s headings and lists, and the table', async () => {
    const tree = await run('# Bots\n\nIntro.\n\n<ErrorCatalogue family="bots" />\n\n## After\n\n<ErrorFamilies />\n');
    const types = tree.children.map((c) => c.type);
    const n = familyById('bots').entries.length;
    expect(types).toEqual(['heading', 'paragraph', ...Array.from({ length: n }, () => ['heading', 'list']).flat(), 'heading', 'table']);
  });

  test('a missing or unknown family stops the build naming the page', async () => {
    await expect(run('<ErrorCatalogue family="nope" />\n', 'docs/errors/x.mdx')).rejects.toThrow('docs/errors/x.mdx: errors catalogue: no family "nope"');
    await expect(run('<ErrorCatalogue />\n')).rejects.toThrow('needs a family attribute');
    await expect(run('Text <ErrorFamilies /> inline.\n')).rejects.toThrow('must stand on a line of its own');
    for (const text of ['<ErrorCatalogue family="nope" />\n', '<ErrorCatalogue />\n', 'Text <ErrorFamilies /> inline.\n']) await expect(run(text)).rejects.toThrow(DocsError);
    expect(() => familyById('nope')).toThrow(InputError);
  });
});

describe('decode page data', () => {
  test('examples are real: revert data from the catalogue and a multicall from the Mainnet snapshot', () => {
    const page = decodePage(siteData());
    expect(page.tableUrl).toBe('/errors/decode-table.json');
    expect(page.examples.map((e) => e.label)).toEqual([
      'NoPermissionException for an adapter call',
      '"SafeCast: value must be positive"',
      'openCreditAccount on Trade USDC Tier 1, with a swap',
      'V3.1 BalanceLessThanExpectedException for WETH',
    ]);
    const facade = siteData().networks.mainnet.creditManagers.find((c) => c.name === 'Trade USDC Tier 1')!.facade.address;
    expect(page.examples[2]!.data.toLowerCase()).toContain(facade.slice(2).toLowerCase());
  });
});
