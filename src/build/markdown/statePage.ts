/**
 * Any protocol-state page as Markdown, drawn from the same page data the route
 * renders (src/pageData/state/page.ts): its frame, then its sections and blocks.
 * Numbers show their human text with the raw on-chain value beside it; an
 * address shows its label (linked to its page here) and the checksummed address.
 */
import type { Blockquote, RootContent, Root } from 'mdast';
import { formatIsoUtc, groupDigits } from '../../domain/data/format';
import type { AddrCell, Cell, Field, Table } from '../../pageData/state/cells';
import type { FeedNode, TokenFeeds } from '../../pageData/state/priceFeeds';
import type { PolicyGroup, PolicyRow } from '../../pageData/state/governance';
import type { TokenFeedLink, TokenRow } from '../../pageData/state/tokens';
import type { Block, ParagraphBlock, Section, StatePageData } from '../../pageData/state/page';
import { absoluteUrl } from './links';
import { code, heading, join, link, list, listItem, paragraph, root, table, text, type Inline } from './mdast';

/** What a renderer needs besides the page: the site's origin, for absolute links. */
export interface MarkdownContext {
  siteUrl: string;
}

/** "1,000 USDC (raw 1000000000)"; the raw value is left out where it says nothing more ("6", raw 6). */
export function numberText(human: string, raw: string): string {
  return human.replace(/,/g, '') === raw ? human : `${human} (raw ${raw})`;
}

/** An address: its label (linked to its page on this site) and the address as code. */
export function addressInline(cell: AddrCell, ctx: MarkdownContext): Inline[] {
  if (cell.label === undefined) return cell.href ? [code(cell.address), text(' ('), link(absoluteUrl(ctx.siteUrl, cell.href), 'page on this site'), text(')')] : [code(cell.address)];
  const label = cell.href ? link(absoluteUrl(ctx.siteUrl, cell.href), cell.label) : text(cell.label);
  return [label, text(' '), code(cell.address)];
}

export function cellInline(cell: Cell, ctx: MarkdownContext): Inline[] {
  switch (cell.kind) {
    case 'text':
      return [text(cell.value)];
    case 'num':
      return [text(numberText(cell.value, cell.raw))];
    case 'flag':
      return [text(cell.value ? 'yes' : 'no')];
    case 'link':
      return [link(absoluteUrl(ctx.siteUrl, cell.href), cell.value)];
    case 'code':
      return [code(cell.value)];
    case 'addr':
      return addressInline(cell, ctx);
    case 'list':
      return join(cell.items.map((c) => cellInline(c, ctx)));
    case 'pair':
      return [text(`${cell.label}: `), ...cellInline(cell.value, ctx)];
  }
}

function fieldsTable(fields: readonly Field[], ctx: MarkdownContext): RootContent {
  const notes = fields.some((f) => f.note);
  return table(
    notes ? ['Field', 'Value', 'Note'] : ['Field', 'Value'],
    fields.map((f) => [[text(f.label)], cellInline(f.cell, ctx), ...(notes ? [[text(f.note ?? '')]] : [])]),
  );
}

function dataTable(t: Table, ctx: MarkdownContext): RootContent {
  if (t.rows.length === 0) return paragraph(text(t.empty));
  return table(
    t.columns.map((c) => c.label),
    t.rows.map((row) => row.map((c) => cellInline(c, ctx))),
    t.columns.map((c) => (c.numeric ? 'right' : null)),
  );
}

function paragraphOf(block: ParagraphBlock, ctx: MarkdownContext): RootContent {
  return paragraph(...block.parts.flatMap((p) => (typeof p === 'string' ? [text(p)] : cellInline(p, ctx))));
}

function feedItem(label: string, node: FeedNode | undefined, ctx: MarkdownContext): ReturnType<typeof listItem> {
  if (!node) return listItem(paragraph(text(`${label}: none`)));
  const facts = `, ${node.kind} (PriceFeedType ${node.code}), version ${node.version}, staleness: ${node.staleness} (raw ${node.stalenessRaw})${node.zero ? ', zero price feed' : ''}`;
  const below: ReturnType<typeof listItem>[] = [];
  if (node.signed) {
    const s = node.signed;
    below.push(
      listItem(
        paragraph(text('Signed data id '), code(s.dataId), text(`, ${s.threshold} of ${s.signers.length} signers required (${s.slots} slots):`)),
        list(s.signers.map((signer) => listItem(paragraph(...addressInline(signer, ctx))))),
      ),
    );
  }
  if (node.parts.length > 0) below.push(listItem(paragraph(text('Built from:')), list(node.parts.map((p, i) => feedItem(`Part ${i + 1}`, p, ctx)))));
  const head = paragraph(text(`${label}: `), ...addressInline(node.feed, ctx), text(facts));
  return below.length ? listItem(head, list(below)) : listItem(head);
}

function feedsBlock(tokens: readonly TokenFeeds[], depth: number, ctx: MarkdownContext): RootContent[] {
  return tokens.flatMap((t) => [
    heading(depth, text(t.symbol)),
    paragraph(text('Token: '), ...addressInline(t.token, ctx)),
    list([feedItem('Main feed', t.main, ctx), feedItem('Reserve feed', t.reserve, ctx)]),
  ]);
}

function policiesTable(columns: string[], policies: readonly PolicyRow[], ctx: MarkdownContext): RootContent {
  return table(
    columns,
    policies.map((p) => [
      [p.name === null ? code(p.hash) : text(p.name)],
      [text(p.enabled ? 'yes' : 'no')],
      addressInline(p.admin, ctx),
      [text(p.delay === `${p.delayRaw} s` ? p.delay : `${p.delay} (raw ${p.delayRaw} s)`)],
      [text(p.checks.length === 0 ? `none (flags ${p.flags})` : `${p.checks.map((c) => `${c.check}: ${c.bound}`).join('; ')} (flags ${p.flags})`)],
      [text(p.referencePointPeriod)],
    ]),
  );
}

function policyGroups(groups: readonly PolicyGroup[], ctx: MarkdownContext): RootContent {
  return list(
    groups.map((g) =>
      listItem(
        paragraph(code(g.name), text(`: ${g.members.length} contract${g.members.length === 1 ? '' : 's'}`)),
        list(g.members.map((m) => listItem(paragraph(...addressInline(m, ctx))))),
      ),
    ),
  );
}

const places = (items: { name: string; href: string; fact: string }[], ctx: MarkdownContext): Inline[] =>
  items.length === 0 ? [text('none')] : join(items.map((m) => [link(absoluteUrl(ctx.siteUrl, m.href), m.name), text(`: ${m.fact}`)]), '; ');

const tokenFeed = (feed: TokenFeedLink | undefined, ctx: MarkdownContext): Inline[] =>
  feed ? [...addressInline(feed.feed, ctx), text(' '), link(absoluteUrl(ctx.siteUrl, feed.href), feed.kind)] : [text('none')];

function tokensTable(rows: readonly TokenRow[], ctx: MarkdownContext): RootContent {
  return table(
    ['Token', 'Address', 'Credit managers (liquidation threshold)', 'Pool quotas (rate)', 'Main feed', 'Reserve feed'],
    rows.map((r) => [
      [text(`${r.symbol}${r.configured ? '' : ' (not configured)'}${r.listed ? '' : ' (not in the SDK token list)'}`)],
      [code(r.address)],
      places(r.managers.map((m) => ({ name: m.name, href: m.href, fact: `LT ${m.lt}` })), ctx),
      places(r.pools.map((p) => ({ name: p.name, href: p.href, fact: p.rate })), ctx),
      tokenFeed(r.mainFeed, ctx),
      tokenFeed(r.reserveFeed, ctx),
    ]),
  );
}

function blockNodes(block: Block, depth: number, ctx: MarkdownContext): RootContent[] {
  switch (block.kind) {
    case 'fields':
      return [fieldsTable(block.fields, ctx)];
    case 'table':
      return [dataTable(block.table, ctx)];
    case 'p':
      return [paragraphOf(block, ctx)];
    case 'section':
      return sectionNodes(block.section, depth + 1, ctx);
    case 'chart':
      return [paragraph(text(block.text))];
    case 'policies':
      return [policiesTable(block.columns, block.policies, ctx)];
    case 'policyGroups':
      return [policyGroups(block.groups, ctx)];
    case 'feeds':
      return feedsBlock(block.tokens, depth + 1, ctx);
    case 'tokens':
      return [tokensTable(block.rows, ctx)];
  }
}

function sectionNodes(section: Section, depth: number, ctx: MarkdownContext): RootContent[] {
  return [heading(depth, text(section.title)), ...section.blocks.flatMap((b) => blockNodes(b, depth, ctx))];
}

/** The note every data page's Markdown starts with: where the page is, and how values are written. */
export function dataNote(pageUrl: string): Blockquote {
  return {
    type: 'blockquote',
    children: [
      paragraph(
        text('Markdown version of '),
        link(pageUrl, pageUrl),
        text('. Numbers are in human units with the raw on-chain value in brackets; addresses are EIP-55 checksummed.'),
      ),
    ],
  };
}

export function statePageTree(page: StatePageData, ctx: MarkdownContext): Root {
  const { meta } = page;
  const crumbs = join(
    page.breadcrumbs.map((c) => [c.href ? link(absoluteUrl(ctx.siteUrl, c.href), c.label) : text(c.label)]),
    ' › ',
  );
  return root([
    heading(1, text(page.title)),
    dataNote(absoluteUrl(ctx.siteUrl, page.path)),
    paragraph(...crumbs),
    ...(meta ? [paragraph(text(`${meta.networkName} (chain ${meta.chainId}), snapshot at block `), link(meta.blockUrl, groupDigits(meta.block)), text(` on ${formatIsoUtc(meta.time)}.`))] : []),
    ...page.intro.map((p) => paragraphOf(p, ctx)),
    ...page.sections.flatMap((s) => sectionNodes(s, 2, ctx)),
  ]);
}
