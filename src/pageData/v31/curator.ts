/** A V3.1 curator's page: its market configurator, ACL, contracts register and treasury, its admins and its markets. */
import { addressKey } from '../../domain/data/address';
import { groupDigits } from '../../domain/data/format';
import { v31CuratorPath, v31MarketPath } from '../../domain/data/paths';
import type { V31Data } from '../../domain/v31/data';
import type { V31Curator, V31Network } from '../../domain/v31/networks';
import { flag, link, list, num, text, type Cell, type Field, type Table } from '../state/cells';
import { fieldsBlock, paragraph, section, tableBlock, type StatePageData } from '../state/page';
import { SECTION } from '../state/sections';
import { curatorSlug } from './curators';
import { networkMarkets, v31Directory } from './directory';
import { v31Page } from './frame';
import { v31ProofButtons } from './proofButtons';

export type V31CuratorPageData = StatePageData<'v31Curator'>;

export function v31CuratorPage(data: V31Data, network: V31Network, curator: V31Curator): V31CuratorPageData | undefined {
  const mine = networkMarkets(data, network).filter((m) => addressKey(m.market.configurator) === addressKey(curator.configurator));
  const newest = mine.reduce<(typeof mine)[number] | undefined>((a, b) => (!a || b.state.block > a.state.block ? b : a), undefined);
  if (!newest) return undefined;
  const dir = v31Directory(data, network);
  const proofs = v31ProofButtons(data, network);
  const net = network.slug;
  const m = newest.market;
  const s = SECTION.v31Curator;
  const addresses = (list_: readonly string[], none: string): Cell => (list_.length === 0 ? text(none) : list(list_.map((a) => dir.cell(a))));
  const summary: Field[] = [
    { key: 'configurator', label: 'Market configurator', cell: proofs.cell(dir.cell(curator.configurator), 'marketConfigurator') },
    { key: 'test', label: 'Test curator', cell: flag(curator.test), ...(curator.test ? { note: 'The SDK lists this configurator among test curators: its markets are not for the public.' } : {}) },
    { key: 'acl', label: 'ACL', cell: proofs.cell(dir.cell(m.acl), 'acl'), note: 'Holds the curator\'s roles: who may pause, unpause and liquidate in an emergency.' },
    { key: 'contractsRegister', label: 'Contracts register', cell: proofs.cell(dir.cell(m.contractsRegister), 'contractsRegister'), note: 'Lists the curator\'s pools and credit managers.' },
    { key: 'treasury', label: 'Treasury', cell: proofs.cell(dir.cell(m.treasury), 'treasury'), note: 'Receives the curator\'s share of fees.' },
  ];
  const roles: Field[] = [
    { key: 'pausableAdmins', label: 'Pausable admins', cell: addresses(m.pausableAdmins, 'none'), note: 'May pause the curator\'s contracts.' },
    { key: 'unpausableAdmins', label: 'Unpausable admins', cell: addresses(m.unpausableAdmins, 'none'), note: 'May unpause them.' },
    { key: 'emergencyLiquidators', label: 'Emergency liquidators', cell: addresses(m.emergencyLiquidators, 'none'), note: 'May liquidate accounts while a credit manager is paused.' },
  ];
  const markets: Table = {
    columns: [{ label: 'Market' }, { label: 'Pool', wide: true }, { label: 'Credit suites', numeric: true }, { label: 'State block', numeric: true }],
    rows: mine.map(({ market, state }) => [link(market.pool.name, v31MarketPath(net, market.pool.address)), dir.cell(market.pool.address), num(String(market.creditSuites.length), market.creditSuites.length), num(groupDigits(state.block), state.block)]),
    empty: 'The site holds no market of this curator.',
  };
  const name = `${curator.name}${curator.test ? ' (test curator)' : ''}`;
  return v31Page(network, newest.state, 'v31Curator', {
    path: v31CuratorPath(net, curatorSlug(network, curator)),
    title: name,
    description: `The Gearbox V3.1 curator ${curator.name} on ${network.name}: market configurator, ACL, contracts register, treasury, admins and markets.`,
    trail: [{ label: name }],
    intro: [paragraph(`A curator runs its markets through its market configurator. The roles below are from the newest state that holds one of its markets; each market is from the newest state that holds it.`)],
    sections: [section(s.summary, 'Market configurator and its contracts', fieldsBlock(summary)), section(s.roles, 'Roles', fieldsBlock(roles)), section(s.markets, 'Markets', tableBlock(markets))],
  });
}
