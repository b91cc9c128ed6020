import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { liveValues } from '../plugin/liveValues';
import { sitePages } from '../../pageData/allPages';
import { docTree, docInputs, type DocPage, type DocsContext } from './docs';
import { stringify } from './stringify';
import { familyById } from '../../domain/protocol/errors/catalogue';
import { v31FamilyById } from '../../domain/protocol/errors/v31/catalogue';
import { sourceUrl } from '../../domain/protocol/errors/sources';
import { fixtureSite } from '../../../tests/helpers/fixture';
import { DocsError } from '../../domain/errors';
import { markdownLinks, markdownTables, parseMarkdown, proseOf } from '../../../tests/helpers/markdown';
import { readCompiledAbis } from '../../domain/abi/compiled/load';
import { changeText, migrationSummary } from '../../pageData/migration';
import { migrationTableData } from '../../pageData/migrationTable';
import { ACCESS, ACCESS_CLASS_INFO, accessDocsHref, CONTRACT_ROLES, ROLES, V31_ACCESS, V31_ROLE_NAMES, V31_ROLES } from '../../domain/protocol/access';

const SITE = 'https://example.org';
const siteDir = mkdtempSync(path.join(os.tmpdir(), 'docs-markdown-'));
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));
const docsDir = path.join(siteDir, 'docs');
const data = fixtureSite();
const sources = { pages: sitePages(data, { addressBookExample: '', siteUrl: SITE }), data };

function write(name: string, text: string): string {
  const file = path.join(siteDir, name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  return file;
}

/** The Markdown of a docs page written to the temp site, with its live values resolved as the build resolves them. */
function markdownOf(name: string, text: string, extra: Partial<DocPage> = {}): string {
  const file = write(`docs/${name}`, text);
  const values = liveValues(siteDir, docsDir, sources).find((f) => f.file === file)?.values ?? {};
  const doc: DocPage = { file, text, permalink: `/docs/${name.replace(/\.mdx?$/, '')}`, title: 'A page', ...extra };
  const ctx: DocsContext = { siteDir, siteUrl: SITE, values, permalinks: new Map([[path.join(docsDir, 'other.mdx'), '/docs/other']]) };
  return stringify(docTree(doc, ctx));
}

describe('a docs page as Markdown', () => {
  test('front matter becomes the title heading; a page with its own H1 keeps it alone', () => {
    expect(markdownOf('a.mdx', '---\ntitle: A page\ndescription: x\n---\n\nText.\n')).toBe('# A page\n\nText.\n');
    expect(markdownOf('b.md', '---\ntitle: Ignored\n---\n\n# Own title\n\nText.\n')).toBe('# Own title\n\nText.\n');
    // The version the page applies to follows the title, as on the page (src/build/mdx/docScope.ts).
    expect(markdownOf('c.mdx', '---\ntitle: A page\nscope: v3.1\n---\n\nText.\n')).toBe('# A page\n\n**Applies to:** Gearbox V3.1: contracts 3.10 (`version()` 310).\n\nText.\n');
    expect(markdownOf('d.md', '---\ntitle: Ignored\nscope: v2\n---\n\n# Own title\n\nText.\n')).toMatch(/^# Own title\n\n\*\*Applies to:\*\* Gearbox V2 \(legacy\)/);
  });

  test('live values: the value the page shows, linked to the page holding it, titled with the raw value; flow elements join their sentence', () => {
    const text = markdownOf(
      'live.mdx',
      'Max debt is\n<LiveParam network="mainnet" creditManager="Test USDC Tier 1" field="maxDebt" />\n, and U1 is <LiveParam network="mainnet" pool="Test USDC v3" field="U1" />.\n\nThe ACL: <LiveParam network="mainnet" contract="ACL" />\n',
    );
    expect(text).toContain(
      'Max debt is [1,000,000 USDC](https://example.org/state/mainnet/credit-managers/test-usdc-tier-1#debt "From the snapshot. Raw value: 1000000000000"), and U1 is [70%](https://example.org/state/mainnet/pools/test-usdc-v3#interest-rate-model "From the snapshot. Raw value: 7000 bps").',
    );
    expect(text).toContain(`The ACL: [\`${data.networks.mainnet.core.acl.address}\`](https://example.org/?network=mainnet#mainnet-core-contracts "From the snapshot. Raw value: ${data.networks.mainnet.core.acl.address}")`);
    expect(text).not.toContain('LiveParam');
  });

  test('the errors catalogue expands as on the page, and code blocks include their files with their language', () => {
    write('examples/x.ts', 'export const x = 1;\n');
    const text = markdownOf('errs.mdx', '## Errors\n\n<ErrorCatalogue family="pool" />\n\n```ts title="x.ts" file=examples/x.ts\n```\n');
    for (const entry of familyById('pool').entries) {
      expect(text).toContain(`## ${entry.heading}`);
      expect(text).toContain(`**Selector:** \`${entry.selector}\``);
    }
    expect(text).toContain('```ts title="x.ts"\nexport const x = 1;\n```');
    expect(text).not.toContain('ErrorCatalogue');
  });

  test('the library page\'s Markdown carries the V3.1 line of each entry the 3.10 contracts raise, with the 3.10 lines linked', () => {
    const text = markdownOf('errors/library.mdx', '---\ntitle: Library errors and panics\nscope: both\n---\n\n<ErrorCatalogue family="library" />\n');
    const lib = familyById('library');
    const withV31 = lib.entries.filter((e) => e.v31?.length);
    expect(withV31.length).toBeGreaterThan(10);
    expect(text.split('**Also in V3.1 (3.10):**').length - 1).toBeGreaterThanOrEqual(withV31.length);
    for (const e of withV31) for (const site of e.v31 ?? []) expect(text, e.anchor).toContain(`](${sourceUrl(site.src)} "core-v3 v1.53.0 (3.10), line ${site.src.line}")`);
    expect(text).toContain('](https://github.com/Gearbox-protocol/core-v3/blob/v1.53.0/contracts/credit/CreditManagerV3.sol#L489 ');
  });

  test('a V3.1 errors page expands as on the page: each entry with selector, version tag and raise sites linked to the pinned lines', () => {
    const text = markdownOf('errors/v3.1/core/credit-facade.mdx', '---\ntitle: Credit facade errors (V3.1)\nscope: v3.1\n---\n\n<ErrorCatalogue family="core/credit-facade" version="3.1" />\n\n<ErrorFamilies version="3.1" />\n');
    const core = v31FamilyById('core/credit-facade');
    for (const entry of core.entries) {
      expect(text).toContain(`## ${entry.heading}`);
      expect(text).toContain(`**Selector:** \`${entry.selector}\``);
      for (const r of entry.raised) expect(text).toContain(`(${sourceUrl(r)} `);
    }
    const blte = core.errors.find((e) => e.name === 'BalanceLessThanExpectedException')!;
    const section = text.slice(text.indexOf(`## ${blte.heading}`), text.indexOf('\n## ', text.indexOf(`## ${blte.heading}`) + 1));
    expect(section).toContain('**Selector:** `0xce0e3f5b`');
    expect(section).toContain('V3.0 has `BalanceLessThanExpectedException()`, selector `0x07edf617`');
    expect(section).toContain('https://github.com/Gearbox-protocol/core-v3/blob/v1.53.0/contracts/credit/CreditFacadeV3.sol#L');
    // The families table, from the catalogue.
    expect(text).toContain(`| V3.1 core | [Credit facade errors](${SITE}/docs/errors/v3.1/core/credit-facade) | ${core.errors.length} |`);
    expect(text).not.toContain('ErrorCatalogue');
  });

  test('formulas stay TeX; admonitions are block quotes headed by kind and title; details show their summary', () => {
    const text = markdownOf(
      'misc.mdx',
      'Rate $r = R_{base}$ here.\n\n$$\nU = \\frac{a}{b}\n$$\n\n:::note Versions\nBody **bold**.\n:::\n\n:::tip\nNo title.\n:::\n\n<details>\n<summary>More</summary>\n\nHidden text.\n\n</details>\n',
    );
    expect(text).toContain('Rate $r = R_{base}$ here.');
    expect(text).toContain('$$\nU = \\frac{a}{b}\n$$');
    expect(text).toContain('> **Note: Versions**\n>\n> Body **bold**.');
    expect(text).toContain('> **Tip**\n>\n> No title.');
    expect(text).toContain('**More**\n\nHidden text.');
  });

  test('a diagram of docs/diagrams/ is an image of its copy in the build, with its text alternative; comments go', () => {
    const text = markdownOf('img.mdx', "import Flow from '@site/docs/diagrams/flow.svg';\n\n{/* a comment */}\n\n<Flow role=\"img\" aria-label=\"How calls flow\" />\n");
    expect(text).toBe('# A page\n\n![How calls flow](https://example.org/img/diagrams/flow.svg)\n');
  });

  test("an explicit heading id is the HTML page's anchor, not part of the heading", () => {
    expect(markdownOf('ids.mdx', '# Title\n\n## Entry point {#entry-point}\n\nText.\n')).toBe('# Title\n\n## Entry point\n\nText.\n');
  });

  // Each table's rows as the roles modules give them: V3.0's (./roles.ts with access.ts) and V3.1's (./v31Roles.ts).
  const v30 = CONTRACT_ROLES.map((role) => ({ name: ROLES[role].name, access: ACCESS[role] }));
  const v31 = V31_ROLE_NAMES.map((role) => ({ name: V31_ROLES[role].name, access: V31_ACCESS[role] }));
  test.each([
    ['AccessTable', v30],
    ['V31AccessTable', v31],
  ] as const)('<%s /> is the table of access classes it renders: every role, its class linked to the docs, its functions by class', (component, roles) => {
    const text = markdownOf('acc.mdx', `import ${component} from '@site/src/browser/components/${component}';\n\n# Access\n\n<${component} />\n`);
    const [t] = markdownTables(text);
    expect(t?.header).toEqual(['Role (contract)', 'Class and reason', 'Functions by class']);
    expect(t?.rows.length).toBe(roles.length);
    roles.forEach(({ name, access: a }, i) => {
      expect(t?.rows[i]?.[0]).toBe(`${name} (${a.contract})`);
      expect(t?.rows[i]?.[1]).toBe(`${ACCESS_CLASS_INFO[a.class].label}: ${a.reason}`);
      for (const g of a.functions) expect(t?.rows[i]?.[2]).toContain(`${ACCESS_CLASS_INFO[g.class].label} (${g.caller}): ${g.functions.join(', ')}`);
    });
    expect(text).toContain(`(https://example.org${accessDocsHref(roles[0]?.access.class ?? 'entry')})`);
  });

  test('<MigrationTable /> is the migration table it renders: the counts, then per contract its name and rows with both sides', () => {
    const data = migrationTableData(readCompiledAbis());
    const text = markdownOf('mig.mdx', `import MigrationTable from '@site/src/browser/components/MigrationTable';\n\n# Migration\n\n<MigrationTable />\n`);
    expect(text).toContain(migrationSummary(data));
    const tables = markdownTables(text);
    const withRows = data.groups.filter((g) => g.rows.length > 0);
    expect(tables.length).toBe(withRows.length);
    expect(tables.reduce((n, t) => n + t.rows.length, 0)).toBe(data.counts.rows);
    withRows.forEach((g, i) => {
      expect(tables[i]?.header).toEqual(['Member and change', 'V3.0 (3.01)', 'V3.1 (3.10)']);
      expect(text).toContain(`**${g.label}**`);
      g.rows.forEach((r, j) => {
        const [member, before, after] = tables[i]?.rows[j] ?? [];
        expect(member).toBe(`${r.kind} ${r.name}: ${changeText(r)}`);
        expect(before).toBe(r.before ? `${r.before.declaration}${r.before.signature ? `; signature ${r.before.signature}` : ''}; selector ${r.before.selector}` : 'not in V3.0');
        expect(after).toBe(r.after ? `${r.after.declaration}${r.after.signature ? `; signature ${r.after.signature}` : ''}; selector ${r.after.selector}` : 'not in V3.1');
      });
    });
  });

  test('links absolute to the site: paths, anchors of the page, and docs files by their URL', () => {
    const links = markdownLinks(markdownOf('links.mdx', '[a](/docs/x#y), [b](#here), [c](./other.mdx#z), [d](https://example.com/p).\n'));
    expect(links.map((l) => l.url)).toEqual(['https://example.org/docs/x#y', 'https://example.org/docs/links#here', 'https://example.org/docs/other#z', 'https://example.com/p']);
    expect(() => markdownOf('bad.mdx', '[x](./missing.mdx)\n')).toThrow('docs/bad.mdx: the link "./missing.mdx" names no docs file');
    expect(() => markdownOf('bad.mdx', '[x](./missing.mdx)\n')).toThrow(DocsError);
  });

  test('an element with no Markdown form stops with the file and line', () => {
    expect(() => markdownOf('jsx.mdx', '---\ntitle: T\n---\n\nText.\n\n<Tabs>\nx\n</Tabs>\n')).toThrow(/docs\/jsx\.mdx:7: <Tabs> has no Markdown form/);
    expect(() => markdownOf('expr.mdx', 'Value {1 + 1}.\n')).toThrow(/the expression \{1 \+ 1\} has no Markdown form/);
    expect(() => markdownOf('expr.mdx', 'Value {1 + 1}.\n')).toThrow(DocsError);
  });

  test('the output is plain Markdown: no MDX left', () => {
    const text = markdownOf('plain.mdx', 'A <LiveParam network="mainnet" pool="Test USDC v3" field="U2" /> value; `<LiveParam />` in code stays.\n');
    expect(proseOf(text)).not.toMatch(/<[A-Za-z]/);
    expect(parseMarkdown(text).children.map((c) => c.type)).toEqual(['heading', 'paragraph']);
  });

  test("a page's inputs: its text, values, included files and the docs' URLs; equal inputs, equal key", () => {
    const file = write('docs/k.mdx', '```ts file=examples/x.ts\n```\n');
    const doc: DocPage = { file, text: '```ts file=examples/x.ts\n```\n', permalink: '/docs/k', title: 'K' };
    const ctx: DocsContext = { siteDir, siteUrl: SITE, values: {}, permalinks: new Map() };
    const before = docInputs(doc, ctx);
    expect(docInputs(doc, ctx)).toBe(before);
    write('examples/x.ts', 'export const x = 2;\n');
    expect(docInputs(doc, ctx)).not.toBe(before);
    expect(docInputs(doc, { ...ctx, values: { k: { text: '1', raw: '1', href: '/' } } })).not.toBe(docInputs(doc, ctx));
  });
});
