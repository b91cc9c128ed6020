import React, { memo, useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import Link from '@docusaurus/Link';
import type { TOCItem } from '@docusaurus/mdx-loader';
import AnchorHeading from '@site/src/components/AnchorHeading';
import ServerHtmlUntilActive from '@site/src/components/ServerHtmlUntilActive';
import DataPageLayout from '@site/src/components/DataPageLayout';
import NetworkTabs, { type TabSpec } from '@site/src/components/NetworkTabs';
import AddressTable, { AddressRowsTable, visibleRows, type TableRow } from '@site/src/components/AddressTable';
import { formatIsoUtc, groupDigits } from '@site/src/data/format';
import { compileFilter, type Matcher } from '@site/src/views/filter';
import type { CompactRow, DeployedContractsPageData, PageNetwork, PageTable } from '@site/src/views/deployedContractsPage';
import type { LegacySection, LegacySubsection } from '@site/src/views/legacyBook';
import styles from './styles.module.css';

const LEGACY_TAB = 'mainnet-v2';
const FLAG_TEXT: Record<string, string> = { p: 'paused', z: 'zero price feed' };

function toRow([label, address, flags]: CompactRow): TableRow {
  return flags ? { label, address, badges: [...flags].map((f) => FLAG_TEXT[f] ?? f) } : { label, address };
}

/** Row objects made once, so memoised rows stay memoised across filter keystrokes. */
interface Prepared extends Omit<PageNetwork, 'tables'> {
  tables: (PageTable & { rowObjs: TableRow[] })[];
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const legacyContext = (s: LegacySection, part: LegacySubsection, group: string | null) =>
  [s.title, part === s ? '' : part.title, group ?? ''].filter(Boolean).join(' / ');

function countNetwork(net: Prepared, m: Matcher): { shown: number; total: number; tables: string[] } {
  let shown = 0;
  let total = 0;
  const tables: string[] = [];
  for (const t of net.tables) {
    const n = visibleRows(t.rowObjs, t.title, m).filter(Boolean).length;
    shown += n;
    total += t.rowObjs.length;
    if (n > 0) tables.push(t.id);
  }
  return { shown, total, tables };
}

function countLegacy(sections: LegacySection[], m: Matcher): { shown: number; total: number; parts: string[] } {
  let shown = 0;
  let total = 0;
  const parts: string[] = [];
  for (const s of sections) {
    for (const part of [s, ...s.subsections]) {
      let inPart = 0;
      for (const b of part.blocks) {
        const n = visibleRows(b.rows, legacyContext(s, part, b.group), m).filter(Boolean).length;
        inPart += n;
        total += b.rows.length;
      }
      shown += inPart;
      if (inPart > 0) parts.push(part.id);
    }
  }
  return { shown, total, parts };
}

/** Panels are memoised so that re-renders of the page never reach a panel still waiting to hydrate. */
const NetworkPanel = memo(function NetworkPanel({ net, active, matcher }: { net: Prepared; active: boolean; matcher: Matcher }): ReactNode {
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
          badges={t.paused ? ['paused'] : undefined}
          href={t.href}
          matcher={matcher}
          labelHeader={t.title.endsWith('Price Feeds') ? 'Token' : 'Contract'}
          emptyText={`No ${t.title.toLowerCase()} are set on ${net.name} in this snapshot.`}
        />
      ))}
    </ServerHtmlUntilActive>
  );
});

function LegacyBlocks({ section, part, explorer, level, matcher }: { section: LegacySection; part: LegacySubsection; explorer: string; level: 3 | 4; matcher: Matcher }): ReactNode {
  const any = part.blocks.some((b) => visibleRows(b.rows, legacyContext(section, part, b.group), matcher).some(Boolean));
  return (
    <>
      <AnchorHeading as={`h${level}`} id={part.id} title={part.title} hidden={Boolean(matcher.text) && !any} />
      {part.blocks.map((block, i) => {
        const context = legacyContext(section, part, block.group);
        if (block.group) {
          const id = `${part.id}-${block.group.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
          return <AddressTable key={id} id={id} title={block.group} level={level === 3 ? 4 : 5} explorer={explorer} rows={block.rows} matcher={matcher} context={context} />;
        }
        const visible = visibleRows(block.rows, context, matcher);
        return (
          <AddressRowsTable key={`${part.id}-${i}`} labelledBy={part.id} explorer={explorer} rows={block.rows} visible={visible} hidden={Boolean(matcher.text) && !visible.some(Boolean)} table={`${part.id}-contracts`} />
        );
      })}
    </>
  );
}

const LegacyPanel = memo(function LegacyPanel({ sections, explorer, active, matcher }: { sections: LegacySection[]; explorer: string; active: boolean; matcher: Matcher }): ReactNode {
  return (
    <ServerHtmlUntilActive id={`content-${LEGACY_TAB}`} active={active}>
      <AnchorHeading as="h2" id={LEGACY_TAB} title="Mainnet V2 and V1" />
      <p>
        Legacy Gearbox V2.1, V2 and V1 contracts on Ethereum Mainnet. Sub-sections marked deprecated no longer open accounts; they are listed for
        integrations that still read them.
      </p>
      {sections.map((s) => (
        <React.Fragment key={s.id}>
          <LegacyBlocks section={s} part={s} explorer={explorer} level={3} matcher={matcher} />
          {s.subsections.map((ss) => (
            <LegacyBlocks key={ss.id} section={s} part={ss} explorer={explorer} level={4} matcher={matcher} />
          ))}
        </React.Fragment>
      ))}
    </ServerHtmlUntilActive>
  );
});

/** State kept in the URL: ?network=…&q=…&all=1 */
function readUrl(tabs: TabSpec[], fallback: string): { tab: string; q: string; all: boolean } {
  const params = new URLSearchParams(window.location.search);
  const hash = window.location.hash.slice(1);
  const fromHash = hash ? tabs.find((t) => hash.startsWith(t.value === LEGACY_TAB ? 'legacy-' : t.value))?.value : undefined;
  const requested = params.get('network') ?? fromHash;
  return {
    tab: requested && tabs.some((t) => t.value === requested) ? requested : fallback,
    q: params.get('q') ?? '',
    all: params.get('all') === '1',
  };
}

function writeUrl(tab: string, q: string, all: boolean, fallback: string): void {
  const params = new URLSearchParams(window.location.search);
  const set = (k: string, v: string | null) => (v ? params.set(k, v) : params.delete(k));
  set('network', tab === fallback ? null : tab);
  set('q', q || null);
  set('all', all ? '1' : null);
  const search = params.toString();
  const url = `${window.location.pathname}${search ? `?${search}` : ''}${window.location.hash}`;
  if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`) window.history.replaceState(window.history.state, '', url);
}

export default function DeployedContractsRoute({ data }: { data: DeployedContractsPageData }): ReactNode {
  const location = useLocation();
  const tabs: TabSpec[] = useMemo(
    () => [...data.networks.map((n) => ({ value: n.id, label: n.tabLabel })), { value: LEGACY_TAB, label: 'Mainnet V2/V1' }],
    [data],
  );
  const prepared: Prepared[] = useMemo(() => data.networks.map((n) => ({ ...n, tables: n.tables.map((t) => ({ ...t, rowObjs: t.rows.map(toRow) })) })), [data]);
  const fallback = tabs[0]?.value ?? LEGACY_TAB;

  // The server render (and hydration) shows the default tab and no filter; the URL is applied right after.
  const [selected, setSelected] = useState(fallback);
  const [query, setQuery] = useState('');
  const [all, setAll] = useState(false);
  const ready = useRef(false);
  useEffect(() => {
    const url = readUrl(tabs, fallback);
    setSelected(url.tab);
    setQuery(url.q);
    setAll(url.all);
    ready.current = true;
  }, [tabs, fallback]);
  // A link to a table (search results, the table of contents) opens the tab that holds it.
  useEffect(() => {
    const hash = location.hash.slice(1);
    const tab = hash ? tabs.find((t) => hash.startsWith(t.value === LEGACY_TAB ? 'legacy-' : t.value))?.value : undefined;
    if (tab) setSelected(tab);
  }, [location.hash, tabs]);
  useEffect(() => {
    if (ready.current) writeUrl(selected, query, all, fallback);
  }, [selected, query, all, fallback]);

  // The box answers each keystroke at once; the tables follow in the next render, which React may interrupt.
  const deferredQuery = useDeferredValue(query);
  const matcher = useMemo(() => compileFilter(deferredQuery), [deferredQuery]);
  const filtering = matcher.text !== '';
  // The tables stay inert server HTML (links and copy buttons work without React) until a filter needs them live.
  const [activated, setActivated] = useState<ReadonlySet<string>>(() => new Set());
  const activate = useCallback((values: string[]) => {
    setActivated((prev) => (values.every((v) => prev.has(v)) ? prev : new Set([...prev, ...values])));
  }, []);
  useEffect(() => {
    if (filtering || all) activate(tabs.map((t) => t.value));
  }, [filtering, all, tabs, activate]);

  // Keystroke-to-frame timing, read by `npm run bench`.
  const typed = useRef(false);
  useLayoutEffect(() => {
    if (!typed.current) return;
    typed.current = false;
    performance.measure('filter:commit', 'filter:input');
    requestAnimationFrame(() => performance.measure('filter:frame', 'filter:input'));
  }, [matcher]);

  const counts = useMemo(() => {
    const nets = prepared.map((n) => ({ id: n.id, name: n.name, ...countNetwork(n, matcher) }));
    const legacy = countLegacy(data.legacy.sections, matcher);
    return { nets, legacy };
  }, [prepared, data.legacy.sections, matcher]);
  const scope = all ? [...counts.nets, { id: LEGACY_TAB, name: 'Mainnet V2/V1', shown: counts.legacy.shown, total: counts.legacy.total }] : [
    counts.nets.find((n) => n.id === selected) ?? { id: LEGACY_TAB, name: 'Mainnet V2/V1', shown: counts.legacy.shown, total: counts.legacy.total },
  ];
  const shown = scope.reduce((n, s) => n + s.shown, 0);
  const total = scope.reduce((n, s) => n + s.total, 0);

  const select = useCallback((value: string) => setSelected(value), []);
  const clear = () => setQuery('');

  const toc: TOCItem[] = [];
  for (const n of prepared) {
    if (!all && n.id !== selected) continue;
    const c = counts.nets.find((x) => x.id === n.id);
    const tables = n.tables.filter((t) => !filtering || c?.tables.includes(t.id));
    if (filtering && tables.length === 0) continue;
    toc.push({ value: escapeHtml(n.name), id: n.id, level: 2 }, ...tables.map((t) => ({ value: escapeHtml(t.title), id: t.id, level: 3 })));
  }
  if (all || selected === LEGACY_TAB) {
    const parts = data.legacy.sections.filter((s) => !filtering || [s, ...s.subsections].some((p) => counts.legacy.parts.includes(p.id)));
    if (!filtering || parts.length > 0) toc.push({ value: 'Mainnet V2 and V1', id: LEGACY_TAB, level: 2 }, ...parts.map((s) => ({ value: escapeHtml(s.title), id: s.id, level: 3 })));
  }
  toc.push({ value: 'Addresses as data', id: 'addresses-as-data', level: 2 });

  return (
    <DataPageLayout
      title="Deployed Contracts"
      description="Addresses of every Gearbox Protocol V3 contract on Ethereum Mainnet, Arbitrum and Optimism, read from on-chain snapshots, plus the legacy Mainnet V2 and V1 contracts."
      toc={toc}>
      <h1>Deployed Contracts</h1>
      <p>
        Every address below is read from an on-chain snapshot of the protocol at the block shown for each network and links to the network's block explorer.
        Addresses are EIP-55 checksummed; the button beside each one copies it. To find where an address is used, try the{' '}
        <Link to="/lookup">address lookup</Link>; to use the list in code, download it <a href="#addresses-as-data">as JSON or CSV</a>.
      </p>
      <div className={styles.filter} role="search">
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
          onFocus={() => activate(tabs.map((t) => t.value))}
          onChange={(e) => {
            performance.mark('filter:input');
            typed.current = true;
            setQuery(e.target.value);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Escape') clear();
          }}
        />
        <button type="button" className="button button--sm button--secondary" onClick={clear} disabled={!query}>
          Clear
        </button>
        <label className={styles.allToggle}>
          <input type="checkbox" checked={all} onChange={(e) => setAll(e.target.checked)} /> All networks
        </label>
        <p className={styles.count} role="status" aria-live="polite">
          {filtering ? `${shown} of ${total} rows match${all ? ` (${scope.filter((s) => s.shown > 0).map((s) => `${s.name}: ${s.shown}`).join(', ') || 'none'})` : ''}` : `${total} rows`}
        </p>
      </div>
      {filtering && shown === 0 && <p>Nothing matches "{query.trim()}". Clear the filter, or search all networks.</p>}
      <NetworkTabs tabs={tabs} selected={selected} onSelect={select} label="Network" showAll={all}>
        {(value) => {
          const net = prepared.find((n) => n.id === value);
          const active = activated.has(value);
          return net ? (
            <NetworkPanel net={net} active={active} matcher={matcher} />
          ) : (
            <LegacyPanel sections={data.legacy.sections} explorer={data.legacy.explorer} active={active} matcher={matcher} />
          );
        }}
      </NetworkTabs>
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
    </DataPageLayout>
  );
}
