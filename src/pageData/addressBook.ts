/**
 * The Deployed Contracts tables of one network, in page order: core
 * contracts, main and reserve price feeds, one table per pool, one per credit
 * manager. The one list of which address plays which role: the state pages'
 * labels and access badges (./state/addressCells.ts) read it too. A protocol
 * contract is labelled with its contract name, as its Solidity source names it
 * (src/domain/protocol/roles.ts), on every page.
 */
import type { Address, NetworkSnapshot, TokenFeed } from '../domain/data/model';
import { labeler } from '../domain/data/labels';
import { zeroPriceFeedTest } from '../domain/protocol/zeroPriceFeed';
import { creditManagerPath, homeAnchor, poolPath } from '../domain/data/paths';
import { ROLES, type ContractRole } from '../domain/protocol/roles';
import { accountFactoryFacts } from '../domain/protocol/accountFactory';

/** A row's role: one of the contract roles (src/domain/protocol/roles.ts). */
export type RowRole = ContractRole;

export type RowFlag = 'paused' | 'zeroPriceFeed';

export interface AddressRow {
  label: string;
  address: Address;
  role: RowRole;
  /** Price feeds: the token priced. Adapters: the target contract. */
  subject?: Address;
  flags: RowFlag[];
}

export type TableKind = 'core' | 'mainFeeds' | 'reserveFeeds' | 'pool' | 'creditManager';

/** What a pool or credit manager table is about: the contract, its name and its page on this site. */
export interface TableSubject {
  address: Address;
  name: string;
  path: string;
}

export interface AddressTable {
  /** Anchor on the Deployed Contracts page, unique across all networks. */
  id: string;
  title: string;
  kind: TableKind;
  /** Pool and credit manager tables only. */
  subject?: TableSubject;
  /** Header of the label column: the token priced (price feeds) or the contract. */
  labelHeader: 'Token' | 'Contract';
  paused: boolean;
  rows: AddressRow[];
}

const row = (label: string, address: Address, role: RowRole, extra: Partial<AddressRow> = {}): AddressRow => ({ label, address, role, flags: [], ...extra });
/** A protocol contract's row, labelled with its contract name (src/domain/protocol/roles.ts). */
const contractRow = (address: Address, role: RowRole, extra: Partial<AddressRow> = {}): AddressRow => row(ROLES[role].contract, address, role, extra);

export function addressBook(snapshot: NetworkSnapshot): AddressTable[] {
  const names = labeler(snapshot);
  const { id: net, anchorPrefix } = snapshot.network;
  const { core } = snapshot;
  const isZero = zeroPriceFeedTest(snapshot);

  const table = (kind: TableKind, title: string, rows: AddressRow[], extra: Partial<AddressTable> = {}): AddressTable => ({
    id: homeAnchor(anchorPrefix, title),
    title,
    kind,
    labelHeader: kind === 'mainFeeds' || kind === 'reserveFeeds' ? 'Token' : 'Contract',
    paused: false,
    rows,
    ...extra,
  });

  const feedRows = (list: TokenFeed[], role: RowRole): AddressRow[] =>
    list.map(({ token, feed }) => row(names.tokenOrAddress(token), feed.address, role, { subject: token, flags: isZero(feed) ? ['zeroPriceFeed'] : [] }));

  return [
    table('core', 'Core Contracts', [
      contractRow(core.acl.address, 'acl'),
      contractRow(core.addressProvider.address, 'addressProvider'),
      contractRow(core.contractsRegister, 'contractsRegister'),
      contractRow(core.botList, 'botList'),
      contractRow(core.gearStaking.address, 'gearStaking'),
      contractRow(core.degenNFT, 'degenNFT'),
      // Two account factories are live: core-v2's AccountFactory on some networks, AccountFactoryV3 on others.
      row(accountFactoryFacts(core.accountFactory.version)?.contract ?? ROLES.accountFactory.contract, core.accountFactory.address, 'accountFactory'),
      contractRow(core.controllerTimelock.address, 'controllerTimelock'),
      contractRow(snapshot.priceOracle.address, 'priceOracle'),
    ]),
    table('mainFeeds', 'Main Price Feeds', feedRows(snapshot.priceOracle.main, 'mainPriceFeed')),
    table('reserveFeeds', 'Reserve Price Feeds', feedRows(snapshot.priceOracle.reserve, 'reservePriceFeed')),
    ...snapshot.pools.map((p) =>
      table(
        'pool',
        `Pool ${p.name}`,
        [
          contractRow(p.address, 'pool', { flags: p.isPaused ? ['paused'] : [] }),
          contractRow(p.quotaKeeper, 'poolQuotaKeeper'),
          contractRow(p.gauge.address, 'gauge'),
          contractRow(p.interestModel.address, 'interestModel'),
        ],
        { subject: { address: p.address, name: p.name, path: poolPath(net, p.name) }, paused: p.isPaused },
      ),
    ),
    ...snapshot.creditManagers.map((cm) =>
      table(
        'creditManager',
        `Credit Manager ${cm.name}`,
        [
          contractRow(cm.address, 'creditManager'),
          contractRow(cm.facade.address, 'creditFacade', { flags: cm.facade.isPaused ? ['paused'] : [] }),
          contractRow(cm.configurator.address, 'creditConfigurator'),
          ...cm.adapters.map((a) => row(`Adapter for ${names.contractOrAddress(a.target)}`, a.adapter, 'adapter', { subject: a.target })),
        ],
        { subject: { address: cm.address, name: cm.name, path: creditManagerPath(net, cm.name) }, paused: cm.facade.isPaused },
      ),
    ),
  ];
}
