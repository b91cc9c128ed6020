import React, { memo, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { TOCItem } from '@docusaurus/mdx-loader';
import AnchorHeading from '@site/src/components/AnchorHeading';
import ServerHtmlUntilActive from '@site/src/components/ServerHtmlUntilActive';
import DataPageLayout, { PageToc } from '@site/src/components/DataPageLayout';
import NetworkTabs, { type TabSpec } from '@site/src/components/NetworkTabs';
import AddressTable, { AddressRowsTable, visibleRows, type TableRow } from '@site/src/components/AddressTable';
import { formatIsoUtc, groupDigits } from '@site/src/data/format';
import type { Matcher } from '@site/src/views/filter';
import type { CompactRow, DeployedContractsPageData, PageNetwork, PageTable } from '@site/src/views/deployedContractsPage';
import type { LegacySection, LegacySubsection } from '@site/src/views/legacyBook';
import { DeployedContractsState, LEGACY_TAB, matcherFor, useMatcher, usePageState, usePageStore } from './state';
import styles from './styles.module.css';
import { AccessLegend, AccessReasons, AddressBookAsCode, CoverageStatement, PreviousVersions, withAccess } from './extras';

const FLAG_TEXT: Record<string, string> = { p: 'paused', z: 'zero price feed' };

function toRow([label, address, flags]: CompactRow): TableRow {
  return flags ? { label, address, badges: [...flags].map((f) => FLAG_TEXT[f] ?? f) } : { label, address };
}

/** Row objects made once, so memoised tables and rows stay memoised across filter keystrokes. */
interface Prepared extends Omit<PageNetwork, 'tables'> {
  tables: (PageTable & { rowObjs: TableRow[]; badges?: readonly string[] })[];
}
const PAUSED = ['paused'] as const;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const legacyContext = (s: LegacySection, part: LegacySubsection, group: string | null) =>
  [s.title, part === s ? '' : part.title, group ?? ''].filter(Boolean).join(' / ');

/**
 * Which rows of each table the filter keeps, by table key. An array stays the same object while its content does,
 * so a memoised table skips the keystroke.
 */
type Visibility = Map<string, readonly boolean[]>;

function keep(previous: Visibility | undefined, key: string, next: boolean[]): readonly boolean[] {
  const old = previous?.get(key);
  return old && old.length === next.length && old.every((v, i) => v === next[i]) ? old : next;
}

const legacyBlockKey = (part: LegacySubsection, i: number) => `${part.id}#${i}`;

function countNetwork(net: Prepared, m: Matcher, visible: Visibility, previous?: Visibility): { shown: number; total: number; tables: string[] } {
  let shown = 0;
  let total = 0;
  const tables: string[] = [];
  for (const t of net.tables) {
    const v = keep(previous, t.id, visibleRows(t.rowObjs, t.title, m));
    visible.set(t.id, v);
    const n = v.filter(Boolean).length;
    shown += n;
    total += t.rowObjs.length;
    if (n > 0) tables.push(t.id);
  }
  return { shown, total, tables };
}

function countLegacy(sections: readonly LegacySection[], m: Matcher, visible: Visibility, previous?: Visibility): { shown: number; total: number; parts: string[] } {
  let shown = 0;
  let total = 0;
  const parts: string[] = [];
  for (const s of sections) {
    for (const part of [s, ...s.subsections]) {
      let inPart = 0;
      part.blocks.forEach((b, i) => {
        const key = legacyBlockKey(part, i);
        const v = keep(previous, key, visibleRows(b.rows, legacyContext(s, part, b.group), m));
        visible.set(key, v);
        inPart += v.filter(Boolean).length;
        total += b.rows.length;
      });
      shown += inPart;
      if (inPart > 0) parts.push(part.id);
    }
  }
  return { shown, total, parts };
}

/** Panels are memoised so that re-renders of the page never reach a panel still waiting to hydrate. */
const NetworkPanel = memo(function NetworkPanel({ net, active, visible, filtering }: { net: Prepared; active: boolean; visible: Visibility; filtering: boolean }): ReactNode {
  return (
    <ServerHtmlUntilActive id={`content-${net.id}`} active={active}>
      <AnchorHeading as="h2" id={net.id} title={net.name} className={styles.networkHeading} />
      <dl className={styles.meta}>
        <div>
          <dt>Chain ID</dt>
          <dd>{net.chainId}</dd>
        </div>
        <div>
          <dt>Snapshot block</dt>
          <dd>
            <a href={net.blockUrl} target="_blank" rel="noopener noreferrer">
              {groupDigits(net.block)}
            </a>
          </dd>
        </div>
        <div>
          <dt>Snapshot time</dt>
          <dd>
            <time dateTime={net.time}>{formatIsoUtc(net.time)}</time>
          </dd>
        </div>
      </dl>
      {net.tables.map((t) => (
        <AddressTable
          key={t.id}
          id={t.id}
          title={t.title}
          level={3}
          explorer={net.explorer}
          rows={t.rowObjs}
          badges={t.badges}
          href={t.href}
          visible={visible.get(t.id)}
          filtering={filtering}
          labelHeader={t.title.endsWith('Price Feeds') ? 'Token' : 'Contract'}
          emptyText={`No ${t.title.toLowerCase()} are set on ${net.name} in this snapshot.`}
        />
      ))}
    </ServerHtmlUntilActive>
  );
});

function LegacyBlocks({ part, explorer, level, visible, filtering }: { part: LegacySubsection; explorer: string; level: 3 | 4; visible: Visibility; filtering: boolean }): ReactNode {
  const any = part.blocks.some((_, i) => visible.get(legacyBlockKey(part, i))?.some(Boolean));
  return (
    <>
      <AnchorHeading as={`h${level}`} id={part.id} title={part.title} hidden={filtering && !any} />
      {part.blocks.map((block, i) => {
        const v = visible.get(legacyBlockKey(part, i));
        if (block.group) {
          const id = `${part.id}-${block.group.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
          return <AddressTable key={id} id={id} title={block.group} level={level === 3 ? 4 : 5} explorer={explorer} rows={block.rows} visible={v} filtering={filtering} />;
        }
        return (
          <AddressRowsTable
            key={`${part.id}-${i}`}
            labelledBy={part.id}
            explorer={explorer}
            rows={block.rows}
            visible={v}
            hidden={filtering && !v?.some(Boolean)}
            table={`${part.id}-contracts`}
          />
        );
      })}
    </>
  );
}

const LegacyPanel = memo(function LegacyPanel({
  sections,
  explorer,
  active,
  visible,
  filtering,
}: {
  sections: readonly LegacySection[];
  explorer: string;
  active: boolean;
  visible: Visibility;
  filtering: boolean;
}): ReactNode {
  return (
    <ServerHtmlUntilActive id={`content-${LEGACY_TAB}`} active={active}>
      <AnchorHeading as="h2" id={LEGACY_TAB} title="Mainnet V2 and V1" />
      <p>
        Legacy Gearbox V2.1, V2 and V1 contracts on Ethereum Mainnet. Sub-sections marked deprecated no longer open accounts; they are listed for
        integrations that still read them.
      </p>
      {sections.map((s) => (
        <React.Fragment key={s.id}>
          <LegacyBlocks part={s} explorer={explorer} level={3} visible={visible} filtering={filtering} />
          {s.subsections.map((ss) => (
            <LegacyBlocks key={ss.id} part={ss} explorer={explorer} level={4} visible={visible} filtering={filtering} />
          ))}
        </React.Fragment>
      ))}
    </ServerHtmlUntilActive>
  );
});

interface Counted {
  nets: { id: string; name: string; shown: number; total: number; tables: string[] }[];
  legacy: { shown: number; total: number; parts: string[] };
  visible: Visibility;
}

/** The page's rows, prepared once, and the counts of the last filter (shared by the count line, the tables and the TOC). */
interface PageRows {
  prepared: readonly Prepared[];
  legacy: readonly LegacySection[];
  countsOf: (m: Matcher) => Counted;
}

function pageRows(data: DeployedContractsPageData): PageRows {
  const prepared = data.networks.map((n) => {
    const rowObjs = withAccess(n, data.extras, (t) => t.rows.map(toRow));
    return { ...n, tables: n.tables.map((t, i) => ({ ...t, rowObjs: rowObjs[i]!, badges: t.paused ? PAUSED : undefined })) };
  });
  const legacy = data.legacy.sections;
  let last: { m: Matcher; counts: Counted } | null = null;
  const countsOf = (m: Matcher): Counted => {
    if (last?.m !== m) {
      const visible: Visibility = new Map();
      const previous = last?.counts.visible;
      const nets = prepared.map((n) => ({ id: n.id, name: n.name, ...countNetwork(n, m, visible, previous) }));
      last = { m, counts: { nets, legacy: countLegacy(legacy, m, visible, previous), visible } };
    }
    return last.counts;
  };
  return { prepared, legacy, countsOf };
}

/** What the count line covers: the active tab, or every tab with "All networks". */
function scopeOf(counts: Counted, selected: string, all: boolean): { id: string; name: string; shown: number; total: number }[] {
  const legacy = { id: LEGACY_TAB, name: 'Mainnet V2/V1', shown: counts.legacy.shown, total: counts.legacy.total };
  return all ? [...counts.nets, legacy] : [counts.nets.find((n) => n.id === selected) ?? legacy];
}

function FilterBox(): ReactNode {
  const store = usePageStore();
  const query = usePageState('query');
  const all = usePageState('all');
  const clear = () => store.set({ query: '' });
  return (
    <>
      <label htmlFor="contract-filter" className={styles.filterLabel}>
        Filter
      </label>
      <input
        id="contract-filter"
        type="search"
        className={`text-input ${styles.filterInput}`}
        value={query}
        placeholder="Name, table or address"
        autoComplete="off"
        spellCheck={false}
        onFocus={store.activateAll}
        onChange={(e) => {
          performance.mark('filter:input');
          store.typed.current = true;
          store.set({ query: e.target.value });
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape') clear();
        }}
      />
      <button type="button" className="button button--sm button--secondary" onClick={clear} disabled={!query}>
        Clear
      </button>
      <label className={styles.allToggle}>
        <input type="checkbox" checked={all} onChange={(e) => store.set({ all: e.target.checked })} /> All networks
      </label>
    </>
  );
}

/** "12 of 744 rows match (…)" */
function FilterCount({ rows }: { rows: PageRows }): ReactNode {
  const matcher = useMatcher();
  const all = usePageState('all');
  const scope = scopeOf(rows.countsOf(matcher), usePageState('selected'), all);
  const shown = scope.reduce((n, s) => n + s.shown, 0);
  const total = scope.reduce((n, s) => n + s.total, 0);
  return (
    <p className={styles.count} role="status" aria-live="polite">
      {matcher.text !== '' ? `${shown} of ${total} rows match${all ? ` (${scope.filter((s) => s.shown > 0).map((s) => `${s.name}: ${s.shown}`).join(', ') || 'none'})` : ''}` : `${total} rows`}
    </p>
  );
}

/** The table of contents lists the tables shown: the active tab's, or every tab's, less those the filter empties. */
function FilteredToc({ rows, mobile }: { rows: PageRows; mobile: boolean }): ReactNode {
  const matcher = useMatcher();
  const selected = usePageState('selected');
  const all = usePageState('all');
  const filtering = matcher.text !== '';
  const counts = rows.countsOf(matcher);
  const items = useMemo(() => {
    const out: TOCItem[] = [];
    for (const n of rows.prepared) {
      if (!all && n.id !== selected) continue;
      const c = counts.nets.find((x) => x.id === n.id);
      const tables = n.tables.filter((t) => !filtering || c?.tables.includes(t.id));
      if (filtering && tables.length === 0) continue;
      out.push({ value: escapeHtml(n.name), id: n.id, level: 2 }, ...tables.map((t) => ({ value: escapeHtml(t.title), id: t.id, level: 3 })));
    }
    if (all || selected === LEGACY_TAB) {
      const parts = rows.legacy.filter((s) => !filtering || [s, ...s.subsections].some((p) => counts.legacy.parts.includes(p.id)));
      if (!filtering || parts.length > 0) out.push({ value: 'Mainnet V2 and V1', id: LEGACY_TAB, level: 2 }, ...parts.map((s) => ({ value: escapeHtml(s.title), id: s.id, level: 3 })));
    }
    out.push(
      { value: 'Previous versions', id: 'previous-versions', level: 2 },
      { value: 'What the data covers', id: 'coverage', level: 2 },
      { value: 'Addresses as data', id: 'addresses-as-data', level: 2 },
    );
    return out;
  }, [rows, counts, all, selected, filtering]);
  // The same entries keep the same array, so the (memoised) TOC skips keystrokes that change no table's presence.
  const previous = useRef(items);
  if (items.length !== previous.current.length || items.some((item, i) => item.id !== previous.current[i]?.id)) previous.current = items;
  return <PageToc items={previous.current} mobile={mobile} />;
}

/** The tabs and their tables. */
function FilteredTables({ rows, explorer }: { rows: PageRows; explorer: string }): ReactNode {
  const store = usePageStore();
  const selected = usePageState('selected');
  const all = usePageState('all');
  const activated = usePageState('activated');
  const query = usePageState('query');
  const matcher = matcherFor(query);
  const filtering = matcher.text !== '';
  const counts = rows.countsOf(matcher);
  const shown = scopeOf(counts, selected, all).reduce((n, s) => n + s.shown, 0);

  // Keystroke-to-frame timing, read by `npm run bench`.
  useLayoutEffect(() => {
    if (!store.typed.current) return;
    store.typed.current = false;
    performance.measure('filter:commit', 'filter:input');
    requestAnimationFrame(() => {
      performance.measure('filter:frame', 'filter:input');
      // A message posted from the frame's callback runs once that frame's style, layout and paint are done.
      const channel = new MessageChannel();
      channel.port1.onmessage = () => performance.measure('filter:painted', 'filter:input');
      channel.port2.postMessage(null);
    });
  }, [matcher, store]);

  return (
    <>
      {filtering && shown === 0 && <p>Nothing matches "{query.trim()}". Clear the filter, or search all networks.</p>}
      <NetworkTabs tabs={store.tabs} selected={selected} onSelect={(value) => store.set({ selected: value })} label="Network" showAll={all}>
        {(value) => {
          const net = rows.prepared.find((n) => n.id === value);
          const active = activated.has(value);
          return net ? (
            <NetworkPanel net={net} active={active} visible={counts.visible} filtering={filtering} />
          ) : (
            <LegacyPanel sections={rows.legacy} explorer={explorer} active={active} visible={counts.visible} filtering={filtering} />
          );
        }}
      </NetworkTabs>
    </>
  );
}

export default function DeployedContractsRoute({ data }: { data: DeployedContractsPageData }): ReactNode {
  const tabs: TabSpec[] = useMemo(
    () => [...data.networks.map((n) => ({ value: n.id, label: n.tabLabel })), { value: LEGACY_TAB, label: 'Mainnet V2/V1' }],
    [data],
  );
  const rows = useMemo(() => pageRows(data), [data]);
  // A stable component, so the layout never re-renders: the TOC reads the page state itself.
  const [Toc] = useState(() => ({ mobile }: { mobile: boolean }) => <FilteredToc rows={rows} mobile={mobile} />);

  // This component holds no state: a keystroke re-renders only the components that read the page store.
  return (
    <DeployedContractsState tabs={tabs}>
      <DataPageLayout
        title="Deployed Contracts"
        description="Addresses of every Gearbox Protocol V3 contract on Ethereum Mainnet, Arbitrum and Optimism, read from on-chain snapshots, plus the legacy Mainnet V2 and V1 contracts."
        toc={Toc}>
        <h1>Deployed Contracts</h1>
        <p>
          Every address below is read from an on-chain snapshot of the protocol at the block shown for each network and links to the network's block
          explorer. Addresses are EIP-55 checksummed; the button beside each one copies it. To find where an address is used, try the{' '}
          <Link to="/lookup">address lookup</Link>; to use the list in code, download it <a href="#addresses-as-data">as JSON or CSV</a>. What the
          data covers, and what it does not, is <a href="#coverage">below the tables</a>.
        </p>
        <AccessLegend extras={data.extras} />
        <div className={styles.filter} role="search">
          <FilterBox />
          <FilterCount rows={rows} />
        </div>
        <FilteredTables rows={rows} explorer={data.legacy.explorer} />
        <PreviousVersions extras={data.extras} />
        <CoverageStatement extras={data.extras} />
        <AnchorHeading as="h2" id="addresses-as-data" title="Addresses as data" />
        <p>
          The same rows, per network, as JSON (versioned by <code>schemaVersion</code>, described by a{' '}
          <a href="/addresses/address-book.schema.json">JSON Schema</a>) and CSV. The <a href="/addresses/index.json">index</a> lists every file with its
          chain id, snapshot block and time.
        </p>
        <ul className={styles.downloads}>
          {data.files.map((f) => (
            <li key={f.network}>
              {f.name}: <a href={`/addresses/${f.network}.json`}>{f.network}.json</a> · <a href={`/addresses/${f.network}.csv`}>{f.network}.csv</a>
            </li>
          ))}
        </ul>
        {/* Plain blocks: syntax highlighting would load ~30 KB and tens of milliseconds of work for two examples far below the fold. */}
        <p className={styles.codeTitle}>Fetch with curl</p>
        <pre className={styles.code} tabIndex={0}>
          <code>{data.example.curl}</code>
        </pre>
        <p className={styles.codeTitle}>
          TypeScript: <code>{data.example.tsFile}</code> (type-checked with the site's other examples)
        </p>
        <pre className={styles.code} tabIndex={0}>
          <code>{data.example.ts}</code>
        </pre>
        <AddressBookAsCode extras={data.extras} />
        <AccessReasons extras={data.extras} />
      </DataPageLayout>
    </DeployedContractsState>
  );
}
