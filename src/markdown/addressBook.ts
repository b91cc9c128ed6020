/**
 * The Deployed Contracts tables of one network as Markdown (`/addresses/{network}.md`), from the
 * same page data the Deployed Contracts page renders (src/views/deployedContractsPage.ts): one
 * table per heading, label and checksummed address per row, and the row's flags as words.
 */
import type { Root, RootContent } from 'mdast';
import { formatIsoUtc, groupDigits } from '../data/format';
import { addressBookFile, homePath } from '../data/paths';
import type { PageLegacy, PageNetwork, PageTable } from '../views/deployedContractsPage';
import type { LegacyRow, LegacySubsection } from '../views/legacyBook';
import { toRow } from '../routes/DeployedContracts/visibility';
import { absoluteUrl } from './links';
import { code, heading, link, paragraph, root, table, text, type Inline } from './mdast';
import { type MarkdownContext } from './statePage';

/** A table of label and address, with a third column for the rows' flags when any row has one. */
function rowsTable(labelHeader: string, rows: readonly { label: string; address: string; badges?: readonly string[] }[]): RootContent {
  const flagged = rows.some((r) => r.badges?.length);
  return table(
    flagged ? [labelHeader, 'Address', 'Flags'] : [labelHeader, 'Address'],
    rows.map((r) => [[text(r.label)], [code(r.address)], ...(flagged ? [[text(r.badges?.join(', ') ?? '')]] : [])]),
  );
}

function networkTable(net: PageNetwork, t: PageTable, ctx: MarkdownContext): RootContent[] {
  const about: Inline[] = [];
  if (t.paused) about.push(text('Paused. '));
  if (t.href) about.push(text('All parameters: '), link(absoluteUrl(ctx.siteUrl, t.href), t.title.replace(/^(Pool|Credit Manager) /, '')), text('.'));
  return [
    heading(2, text(t.title)),
    ...(about.length ? [paragraph(...about)] : []),
    t.rows.length ? rowsTable(t.labelHeader, t.rows.map(toRow)) : paragraph(text(`No ${t.title.toLowerCase()} are set on ${net.name} in this snapshot.`)),
  ];
}

/** The intro every address-book file shares: what it is, where the page is, the same rows as data. */
function intro(title: string, pageHref: string, network: string, ctx: MarkdownContext): RootContent[] {
  const url = absoluteUrl(ctx.siteUrl, pageHref);
  return [
    heading(1, text(title)),
    {
      type: 'blockquote',
      children: [
        paragraph(
          text('Markdown version of '),
          link(url, url),
          text('. Addresses are EIP-55 checksummed. The same rows as data: '),
          link(absoluteUrl(ctx.siteUrl, addressBookFile(network, 'json')), `${network}.json`),
          text(', '),
          link(absoluteUrl(ctx.siteUrl, addressBookFile(network, 'csv')), `${network}.csv`),
          text('.'),
        ),
      ],
    },
  ];
}

export function networkAddressBookTree(net: PageNetwork, ctx: MarkdownContext): Root {
  const meta: Inline[] = [
    text(`${net.name}, chain ID ${net.chainId}. Snapshot at block `),
    link(net.blockUrl, groupDigits(net.block)),
    text(` on ${formatIsoUtc(net.time)}.`),
  ];
  if (net.changes) meta.push(text(' '), link(absoluteUrl(ctx.siteUrl, net.changes.href), net.changes.label), text('.'));
  return root([
    ...intro(`Deployed contracts on ${net.name}`, homePath(net.tab), net.id, ctx),
    paragraph(...meta),
    ...net.tables.flatMap((t) => networkTable(net, t, ctx)),
  ]);
}

function legacyPart(part: LegacySubsection, depth: number): RootContent[] {
  return [
    heading(depth, text(part.title)),
    ...part.blocks.flatMap((b) => {
      const rows = rowsTable('Contract', b.rows.map((r: LegacyRow) => ({ label: r.label, address: r.address })));
      return b.group ? [heading(depth + 1, text(b.group)), rows] : [rows];
    }),
  ];
}

export function legacyAddressBookTree(legacy: PageLegacy, network: string, ctx: MarkdownContext): Root {
  return root([
    ...intro(`Deployed contracts: ${legacy.name}`, homePath(legacy.tab), network, ctx),
    paragraph(
      text(
        'Legacy Gearbox V2.1, V2 and V1 contracts on Ethereum Mainnet, from a static list (not read from chain). Sub-sections marked deprecated no longer open accounts; they are listed for integrations that still read them.',
      ),
    ),
    ...legacy.sections.flatMap((s) => [...legacyPart(s, 2), ...s.subsections.flatMap((ss) => legacyPart(ss, 3))]),
  ]);
}
