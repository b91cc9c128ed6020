/**
 * The Deployed Contracts tables of one network as Markdown (`/addresses/{network}.md`), from the
 * same page data the Deployed Contracts page renders (src/pageData/deployedContractsPage.ts and
 * deployedContractsExtras.ts): one table per heading, label and checksummed address per row, the
 * row's access class ("May I call this?", linked to its docs section) and flags as words, then the
 * network's previous versions. Each Gearbox V3.1 network's book too (`/addresses/v3.1-{network}.md`).
 */
import type { Root, RootContent } from 'mdast';
import { formatIsoUtc, groupDigits, isoTime } from '../../domain/data/format';
import { explorerBlockUrl } from '../../domain/data/explorer';
import { ABI_INDEX_FILE, addressBookFile, homePath, v31AddressBookFile, v31NetworkPath } from '../../domain/data/paths';
import { ACCESS_CLASS_INFO, accessDocsHref } from '../../domain/protocol/accessClass';
import { V31_ROLES, isV31Role } from '../../domain/protocol/v31Roles';
import { v31LibraryName } from '../../pageData/addressCode/v31';
import { kindName, type V31Book, type V31BookRow } from '../../pageData/v31/addressBook';
import type { PageLegacy, PageNetwork, PageTable } from '../../pageData/deployedContractsPage';
import type { PageBelowTables } from '../../pageData/deployedContractsBelowTables';
import type { AddressTableRow } from '../../pageData/deployedContracts/addressTableRow';
import type { LegacyRow, LegacySubsection } from '../../pageData/legacyBook';
import { networkRows } from '../../pageData/deployedContracts/visibility';
import { rowAbiText, v31RowAbi } from '../../pageData/abiLinks';
import { absoluteUrl } from './links';
import { code, heading, link, paragraph, root, table, text, type Inline } from './mdast';
import { type MarkdownContext } from './statePage';

/** A row's ABI as a cell: its JSON and TypeScript files, or the words saying there is none. */
export function abiCell(abi: { text: string; json?: string; ts?: string } | undefined, ctx: MarkdownContext): Inline[] {
  if (!abi) return [text('')];
  if (!abi.json || !abi.ts) return [text(abi.text)];
  return [link(absoluteUrl(ctx.siteUrl, abi.json), `${abi.text} (JSON)`), text(', '), link(absoluteUrl(ctx.siteUrl, abi.ts), 'TypeScript')];
}

/**
 * A table of label and address, with a column for the rows' access class when they have one (V3 tables), one for
 * their ABI when they have one, and one for their flags when any row has one.
 */
function rowsTable(labelHeader: string, rows: readonly AddressTableRow[], ctx: MarkdownContext): RootContent {
  const flagged = rows.some((r) => r.badges?.length);
  const access = rows.some((r) => r.access);
  const abi = rows.some((r) => r.abi);
  return table(
    [labelHeader, 'Address', ...(access ? ['Access'] : []), ...(abi ? ['ABI'] : []), ...(flagged ? ['Flags'] : [])],
    rows.map((r) => [
      [text(r.label)],
      [code(r.address)],
      ...(access ? [r.access ? [link(absoluteUrl(ctx.siteUrl, r.access.href), r.access.label)] : [text('')]] : []),
      ...(abi ? [abiCell(r.abi, ctx)] : []),
      ...(flagged ? [[text(r.badges?.join(', ') ?? '')]] : []),
    ]),
  );
}

function networkTable(net: PageNetwork, t: PageTable, rows: AddressTableRow[], ctx: MarkdownContext): RootContent[] {
  const about: Inline[] = [];
  if (t.paused) about.push(text('Paused. '));
  if (t.href) about.push(text('All parameters: '), link(absoluteUrl(ctx.siteUrl, t.href), t.title.replace(/^(Pool|Credit Manager) /, '')), text('.'));
  return [
    heading(2, text(t.title)),
    ...(about.length ? [paragraph(...about)] : []),
    rows.length ? rowsTable(t.labelHeader, rows, ctx) : paragraph(text(`No ${t.title.toLowerCase()} are set on ${net.name} in this snapshot.`)),
  ];
}

/** The intro every address-book file shares: what it is, where the page is, the same rows as data (and as code, for V3 networks). */
function intro(title: string, pageHref: string, network: string, ctx: MarkdownContext, asCode?: { ts: string; sol: string; library: string }): RootContent[] {
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
          ...(asCode
            ? [
                text('; as code: '),
                link(absoluteUrl(ctx.siteUrl, asCode.ts), asCode.ts.split('/').pop() ?? asCode.ts),
                text(', '),
                link(absoluteUrl(ctx.siteUrl, asCode.sol), asCode.sol.split('/').pop() ?? asCode.sol),
                text(' ('),
                code(`library ${asCode.library}`),
                text(')'),
              ]
            : []),
          text('.'),
        ),
      ],
    },
  ];
}

/** The entries of the network's address provider that a newer version replaced, as on the page. */
function previousVersions(net: PageNetwork, belowTables: PageBelowTables): RootContent[] {
  const prev = belowTables.previous.find((p) => p.network === net.id);
  if (!prev) return [];
  return [
    heading(2, text('Previous versions')),
    paragraph(text('Entries of the address provider that a newer version of the same key replaced.')),
    prev.rows.length
      ? table(
          ['Entry', 'Version', 'Address', 'Replaced by'],
          prev.rows.map(([key, version, address, byVersion, byAddress]) => [[text(key)], [text(String(version))], [code(address)], [text(`version ${byVersion}: `), code(byAddress)]]),
        )
      : paragraph(text(`No entry of the ${net.name} address provider has been replaced in this snapshot.`)),
  ];
}

export function networkAddressBookTree(net: PageNetwork, belowTables: PageBelowTables, ctx: MarkdownContext): Root {
  const meta: Inline[] = [
    text(`${net.name}, chain ID ${net.chainId}. Snapshot at block `),
    link(net.blockUrl, groupDigits(net.block)),
    text(` on ${formatIsoUtc(net.time)}.`),
  ];
  const rows = networkRows(net, belowTables);
  if (net.changes) meta.push(text(' '), link(absoluteUrl(ctx.siteUrl, net.changes.href), net.changes.label), text('.'));
  return root([
    ...intro(`Deployed contracts on ${net.name}`, homePath(net.tab), net.id, ctx, belowTables.code.files.find((f) => f.network === net.id)),
    paragraph(...meta),
    paragraph(
      text("ABI: the ABI of the row's contract at its version, as JSON and as a TypeScript module (all of them: "),
      link(absoluteUrl(ctx.siteUrl, ABI_INDEX_FILE), ABI_INDEX_FILE),
      text('), or that none is published for that version. Empty for adapters, quota keepers, gauges and interest models, whose version the snapshot does not give, and for Chainlink feeds, which are not Gearbox contracts.'),
    ),
    ...net.tables.flatMap((t, i) => networkTable(net, t, rows[i] ?? [], ctx)),
    ...previousVersions(net, belowTables),
  ]);
}

function legacyPart(part: LegacySubsection, depth: number, ctx: MarkdownContext): RootContent[] {
  return [
    heading(depth, text(part.title)),
    ...part.blocks.flatMap((b) => {
      const rows = rowsTable('Contract', b.rows.map((r: LegacyRow) => ({ label: r.label, address: r.address })), ctx);
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
    ...legacy.sections.flatMap((s) => [...legacyPart(s, 2, ctx), ...s.subsections.flatMap((ss) => legacyPart(ss, 3, ctx))]),
  ]);
}

/**
 * A Gearbox V3.1 network's address book as Markdown (`/addresses/v3.1-{network}.md`): the rows of its JSON file
 * (src/pageData/v31/addressExport.ts), table by table, each with its access class where it has one and a link to the
 * page and section that shows it.
 */
export function v31AddressBookTree(book: V31Book, ctx: MarkdownContext): Root {
  const n = book.network;
  const slug = n.slug;
  const networkUrl = absoluteUrl(ctx.siteUrl, v31NetworkPath(slug));
  const file = (format: 'json' | 'csv' | 'ts' | 'sol') => {
    const p = v31AddressBookFile(slug, format);
    return link(absoluteUrl(ctx.siteUrl, p), p.split('/').pop() ?? p);
  };
  const source: Inline[] = book.state
    ? [text(`${n.name}, chain ID ${n.chainId}. From the newest state the site holds, at block `), link(explorerBlockUrl(n.explorer, book.state.block), groupDigits(book.state.block)), text(` on ${formatIsoUtc(isoTime(book.state.timestamp))}; each market from the newest state that holds it.`)]
    : [text(`${n.name}, chain ID ${n.chainId}. The site holds no state of ${n.name}: the address provider and the curators' market configurators, from the networks file.`)];
  const rowsTable = (rows: readonly V31BookRow[]): RootContent => {
    const subjects = rows.some((r) => r.subject);
    const keys = rows.some((r) => r.key !== undefined);
    const abis = rows.map((r) => v31RowAbi(r));
    const anyAbi = abis.some((a) => a !== undefined);
    return table(
      ['Name', 'Address', ...(keys ? ['Key', 'Version'] : []), ...(subjects ? ['For'] : []), 'Kind', 'Access', ...(anyAbi ? ['ABI'] : []), 'Page'],
      rows.map((r, i) => {
        const role = isV31Role(r.kind) ? V31_ROLES[r.kind] : undefined;
        const a = abis[i];
        const forCell: Inline[] = r.subject ? [text(`${r.kind === 'v31Adapter' ? 'target ' : r.reserve ? 'reserve for ' : ''}${r.subjectLabel ? `${r.subjectLabel} ` : ''}`), code(r.subject)] : [text('')];
        return [
          [text(r.label)],
          [code(r.address)],
          ...(keys ? [[r.key ? code(r.key) : text('')], [text(r.version === undefined ? '' : String(r.version))]] : []),
          ...(subjects ? [forCell] : []),
          [text(kindName(r.kind))],
          role ? [link(absoluteUrl(ctx.siteUrl, accessDocsHref(role.class)), ACCESS_CLASS_INFO[role.class].label)] : [text('')],
          ...(anyAbi ? [abiCell(a && (a.kind === 'abi' ? { text: rowAbiText(a), json: a.json, ts: a.ts } : { text: rowAbiText(a) }), ctx)] : []),
          [link(absoluteUrl(ctx.siteUrl, r.href), 'see it')],
        ];
      }),
    );
  };
  return root([
    heading(1, text(`Gearbox V3.1 addresses on ${n.name}`)),
    {
      type: 'blockquote',
      children: [
        paragraph(
          text('Every address of the Gearbox V3.1 pages of '),
          link(networkUrl, n.name),
          text(', EIP-55 checksummed. The same rows as data: '),
          file('json'),
          text(', '),
          file('csv'),
          text('; as code: '),
          file('ts'),
          text(', '),
          file('sol'),
          text(' ('),
          code(`library ${v31LibraryName(slug)}`),
          text(').'),
        ),
      ],
    },
    paragraph(...source),
    ...book.tables.flatMap((t) => [heading(2, text(t.title)), t.rows.length ? rowsTable(t.rows) : paragraph(text(`No address in ${t.title}.`))]),
  ]);
}
