/**
 * The V3.1 network map (`/v3.1`) and each network's page: the address provider, the system contracts of its newest
 * state, its curators and the markets the site holds. Every sentence about what the site holds is derived from the
 * states: which curators were read, at which blocks.
 */
import { addressKey } from '../../domain/data/address';
import { explorerBlockUrl } from '../../domain/data/explorer';
import { formatUtc, groupDigits, wordList } from '../../domain/data/format';
import { V31_PATH, v31CreditSuitePath, v31CuratorPath, v31MarketPath, v31NetworkPath } from '../../domain/data/paths';
import type { V31Data } from '../../domain/v31/data';
import type { V31Network } from '../../domain/v31/networks';
import type { V31State } from '../../domain/v31/states';
import { systemContractInfo } from '../../domain/v31/systemContracts';
import { code, flag, link, list, num, text, type Cell, type Table } from '../state/cells';
import { paragraph, section, tableBlock, tableSection, type ParagraphBlock, type StatePageData } from '../state/page';
import { SECTION } from '../state/sections';
import { curatorSlug } from './curators';
import { curatorOf, networkMarkets, newestState, v31Directory } from './directory';
import { V31_CRUMB, v31Page } from './frame';
import { paramsCell } from './params';
import { abiCell, v31ContractAbi } from '../abiLinks';
import { v31ProofButtons } from './proofButtons';
import { v31ChangesLinks } from './changes';

export type V31NetworksPageData = StatePageData<'v31Networks'>;
export type V31NetworkPageData = StatePageData<'v31Network'>;

/** The curators a state was read for: the configurators of its markets, by name. */
export function curatorsRead(data: V31Data, state: V31State): string[] {
  const network = data.networks.networks.find((n) => n.chainId === state.chainId);
  const seen = new Map<string, string>();
  for (const m of state.markets) {
    const name = network ? curatorOf(network, m.configurator).name : m.configurator;
    seen.set(addressKey(m.configurator), name);
  }
  return [...seen.values()];
}

/** What the site holds for a network, in one sentence. */
export function holdsText(data: V31Data, network: V31Network): string {
  const states = data.states.filter((s) => s.chainId === network.chainId);
  if (states.length === 0) return `Curators only: the site holds no ${network.name} state.`;
  const markets = networkMarkets(data, network);
  const blocks = states.map((s) => groupDigits(s.block));
  return `Market state: ${markets.length} market${markets.length === 1 ? '' : 's'} of ${wordList([...new Set(states.flatMap((s) => curatorsRead(data, s)))])}, from ${states.length} state${states.length === 1 ? '' : 's'} (block${states.length === 1 ? '' : 's'} ${wordList(blocks)}).`;
}

const curatorLink = (network: V31Network, c: { configurator: string; name: string; test: boolean }, held: boolean): Cell => {
  const label = `${c.name}${c.test ? ' (test curator)' : ''}`;
  return held ? link(label, v31CuratorPath(network.slug, curatorSlug(network, { ...c, configurator: c.configurator as `0x${string}` }))) : text(label);
};

export function v31NetworksPage(data: V31Data): V31NetworksPageData {
  const { networks, addressProvider } = data.networks;
  const heldCurators = (n: V31Network) => new Set(networkMarkets(data, n).map((m) => addressKey(m.market.configurator)));
  const mapTable: Table = {
    columns: [{ label: 'Network' }, { label: 'Chain id', numeric: true }, { label: 'Public' }, { label: 'Address provider', wide: true }, { label: 'Curators' }, { label: 'What this site holds' }],
    rows: networks.map((n) => {
      const held = heldCurators(n);
      return [
        link(n.name, v31NetworkPath(n.slug)),
        num(String(n.chainId), n.chainId),
        flag(n.isPublic),
        { kind: 'addr', address: addressProvider, label: 'Address provider', explorer: n.explorer },
        n.curators.length === 0 ? text('none listed') : list(n.curators.map((c) => curatorLink(n, c, held.has(addressKey(c.configurator))))),
        text(holdsText(data, n)),
      ];
    }),
    empty: 'The networks file lists no networks.',
  };
  const statesTable: Table = {
    columns: [{ label: 'State file' }, { label: 'Network' }, { label: 'Block', numeric: true }, { label: 'Time (UTC)' }, { label: 'Curators read' }, { label: 'Markets', numeric: true }],
    rows: data.states.map((s) => {
      const n = networks.find((x) => x.chainId === s.chainId);
      return [
        code(s.file.split(/[\\/]/).at(-1) ?? s.file),
        n ? link(n.name, v31NetworkPath(n.slug)) : text(s.network),
        num(groupDigits(s.block), s.block),
        num(formatUtc(s.timestamp), s.timestamp),
        text(wordList(curatorsRead(data, s))),
        num(String(s.markets.length), s.markets.length),
      ];
    }),
    empty: 'The site holds no V3.1 state.',
  };
  const publicCount = networks.filter((n) => n.isPublic).length;
  const intro: ParagraphBlock[] = [
    paragraph(
      `Gearbox V3.1 runs on ${networks.length} networks, ${publicCount} of them public. On each, one address provider at the same address, `,
      { kind: 'code', value: addressProvider },
      ', lists the system contracts, and curators run their own markets, each through a market configurator.',
    ),
    paragraph(
      `The networks and curators come from ${data.networks.file.split(/[\\/]/).at(-1) ?? 'the networks file'}. Market state comes from the states below: each holds every market of the curators it was read for, at one block, and nothing of any other curator. A market of another curator is not held here, not necessarily absent on chain.`,
    ),
  ];
  return {
    kind: 'v31Networks',
    path: V31_PATH,
    title: 'Gearbox V3.1 networks',
    description: `Gearbox V3.1 on ${networks.length} networks: chain ids, the address provider, curators and their market configurators, and the market states this site holds.`,
    breadcrumbs: [{ label: V31_CRUMB.label }],
    intro,
    sections: [tableSection(SECTION.v31Networks.networks, 'Networks', mapTable), tableSection(SECTION.v31Networks.states, 'States held', statesTable)],
  };
}

export function v31NetworkPage(data: V31Data, network: V31Network): V31NetworkPageData {
  const state = newestState(data, network);
  const dir = v31Directory(data, network);
  const proofs = v31ProofButtons(data, network);
  const markets = networkMarkets(data, network);
  const held = new Set(markets.map((m) => addressKey(m.market.configurator)));
  const net = network.slug;
  const s = SECTION.v31Network;

  const apEntries = state?.addressProvider.entries ?? [];
  const systemTable: Table = {
    columns: [{ label: 'Key' }, { label: 'Contract' }, { label: 'Version', numeric: true }, { label: 'Address', wide: true }, { label: 'What it is' }, { label: 'ABI' }],
    rows: [...apEntries]
      .sort((a, b) => a.key.localeCompare(b.key) || a.version - b.version)
      .map((e) => {
        const info = systemContractInfo(e.key);
        // A system contract's key is its contract type; version 0 is a key saved without a version.
        return [code(e.key), text(info.name), num(String(e.version), e.version), proofs.cell(dir.cell(e.address, info.name), 'addressProviderEntry', e), text(info.what), abiCell(v31ContractAbi(e.key, e.version))];
      }),
    empty: `The site holds no ${network.name} state, so it does not list the address provider's keys there; read them from the address provider above.`,
  };
  const curatorsTable: Table = {
    columns: [{ label: 'Curator' }, { label: 'Market configurator', wide: true }, { label: 'Test curator' }, { label: 'Markets on this site' }],
    rows: network.curators.map((c) => {
      const mine = markets.filter((m) => addressKey(m.market.configurator) === addressKey(c.configurator));
      return [
        curatorLink(network, c, held.has(addressKey(c.configurator))),
        dir.cell(c.configurator, 'Market configurator'),
        flag(c.test),
        mine.length === 0 ? text('not read') : list(mine.map((m) => link(m.market.pool.name, v31MarketPath(net, m.market.pool.address)))),
      ];
    }),
    empty: `The networks file lists no curators on ${network.name}.`,
  };
  const marketsTable: Table = {
    columns: [{ label: 'Market' }, { label: 'Curator' }, { label: 'Underlying' }, { label: 'Credit suites' }, { label: 'State block', numeric: true }],
    rows: markets.map(({ market: m, state: st }) => {
      const curator = curatorOf(network, m.configurator);
      return [
        dir.cell(m.pool.address, m.pool.name),
        curatorLink(network, curator, true),
        dir.cell(m.pool.underlying),
        list(m.creditSuites.map((c) => link(c.creditManager.name, v31CreditSuitePath(net, c.creditManager.address)))),
        num(groupDigits(st.block), st.block),
      ];
    }),
    empty: `The site holds no market state on ${network.name}: only its curators, above.`,
  };
  // Real-world-asset contracts: from the newest state that holds any.
  const rwaState = data.states.filter((x) => x.chainId === network.chainId && x.rwa.length > 0).at(-1);
  const rwaTable: Table = {
    columns: [{ label: 'Contract', wide: true }, { label: 'Type' }, { label: 'Version', numeric: true }, { label: 'ABI' }, { label: 'Asset or tokens' }, { label: 'Parameters' }],
    rows: (rwaState?.rwa ?? []).map((r) => [
      dir.cell(r.address),
      code(r.type || 'none given'),
      num(String(r.version), r.version),
      abiCell(v31ContractAbi(r.type, r.version)),
      r.tokens ? list(r.tokens.map((t) => dir.cell(t.address, t.symbol))) : r.asset ? dir.cell(r.asset) : text('none given'),
      paramsCell(r, dir),
    ]),
    empty: `The site holds no real-world-asset contracts on ${network.name}.`,
  };
  const changes = v31ChangesLinks(data, network);
  const changesTable: Table = {
    columns: [{ label: 'Comparison' }, { label: 'Older block', numeric: true }, { label: 'Newer block', numeric: true }],
    rows: changes.map((c) => [link(c.label, c.href), num(groupDigits(c.from), c.from), num(groupDigits(c.to), c.to)]),
    empty: `The site holds no two ${network.name} states that read a curator in common, so it shows no changes.`,
  };
  return v31Page(network, state, 'v31Network', {
    path: v31NetworkPath(net),
    title: `Gearbox V3.1 on ${network.name}`,
    description: `Gearbox V3.1 on ${network.name} (chain ${network.chainId}): the address provider, system contracts, curators and their markets.`,
    intro: [paragraph(holdsText(data, network)), ...(state ? [paragraph('System contracts are from the newest state, at the block above; each market is from the newest state that holds it.')] : [])],
    sections: [
      section(
        s.addressProvider,
        'Address provider',
        paragraph(
          `The address provider lists the system contracts by key and version. It is at the same address on every V3.1 network${network.addressProviderFirstBlock !== null ? `; on ${network.name} the SDK reads it from block ${groupDigits(network.addressProviderFirstBlock)}` : ''}.`,
        ),
        {
          kind: 'fields',
          fields: [
            { key: 'addressProvider', label: 'Address provider', cell: { kind: 'addr', address: data.networks.addressProvider, label: 'Address provider' } },
            { key: 'chainId', label: 'Chain id', cell: num(String(network.chainId), network.chainId) },
            { key: 'public', label: 'Public', cell: flag(network.isPublic), note: 'The SDK marks a network public when its curated markets are open to everyone.' },
            ...(state ? [{ key: 'block', label: 'State block', cell: link(groupDigits(state.block), explorerBlockUrl(network.explorer, state.block)) }] : []),
          ],
        },
      ),
      tableSection(s.systemContracts, 'System contracts', systemTable),
      tableSection(s.curators, 'Curators', curatorsTable),
      section(s.markets, 'Markets', tableBlock(marketsTable)),
      section(
        s.rwa,
        'Real-world-asset contracts',
        ...(rwaState ? [paragraph(`Underlyings and factories for tokenised real-world assets, from the state at block ${groupDigits(rwaState.block)}: a pool of such an asset holds it through its underlying, and the factory lists the tokens it issues for.`)] : []),
        tableBlock(rwaTable),
      ),
      section(
        s.changes,
        'What changed between states',
        paragraph('Each comparison takes two states that read a curator in common, and reports configuration changes only (not balances or accrued values); a curator the older state was not read for is "not held before".'),
        tableBlock(changesTable),
      ),
    ],
  });
}
