/**
 * The Deployed Contracts tables of one network, in page order: core
 * contracts, main and reserve price feeds, one table per pool, one per credit
 * manager.
 */
import type { Address, NetworkSnapshot, TokenFeed } from '../data/model';
import { labeler, slugify } from '../data/labels';
import { ZERO_ORACLE_CODE } from '../data/enums';

export type RowRole =
  | 'acl'
  | 'addressProvider'
  | 'contractsRegister'
  | 'botList'
  | 'gearStaking'
  | 'degenNFT'
  | 'accountFactory'
  | 'controllerTimelock'
  | 'priceOracle'
  | 'mainPriceFeed'
  | 'reservePriceFeed'
  | 'pool'
  | 'poolQuotaKeeper'
  | 'gauge'
  | 'interestModel'
  | 'creditManager'
  | 'creditFacade'
  | 'creditConfigurator'
  | 'adapter';

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

export interface AddressTable {
  /** Unique across all networks: usable as an HTML id. */
  id: string;
  title: string;
  kind: TableKind;
  /** Pool and credit manager tables: the contract the table is about. */
  subject?: Address;
  paused: boolean;
  rows: AddressRow[];
}

const row = (label: string, address: Address, role: RowRole, extra: Partial<AddressRow> = {}): AddressRow => ({
  label,
  address,
  role,
  flags: [],
  ...extra,
});

/** Addresses of the zero price feed: the address provider's ZERO_PRICE_FEED entry plus any contract labelled ZeroPriceFeed. */
export function zeroPriceFeeds(snapshot: NetworkSnapshot): Set<string> {
  const out = new Set<string>();
  for (const e of snapshot.core.addressProvider.entries) {
    if (e.role === 'ZERO_PRICE_FEED') out.add(e.address.toLowerCase());
  }
  for (const [address, label] of snapshot.contractLabels) {
    if (label === 'ZeroPriceFeed') out.add(address);
  }
  return out;
}

export function addressBook(snapshot: NetworkSnapshot): AddressTable[] {
  const names = labeler(snapshot);
  const net = snapshot.network.id;
  const { core } = snapshot;
  const zero = zeroPriceFeeds(snapshot);

  const coreTable: AddressTable = {
    id: `${net}-core-contracts`,
    title: 'Core Contracts',
    kind: 'core',
    paused: false,
    rows: [
      row('ACL', core.acl.address, 'acl'),
      row('Address Provider', core.addressProvider.address, 'addressProvider'),
      row('ContractsRegister', core.contractsRegister, 'contractsRegister'),
      row('BotList', core.botList, 'botList'),
      row('GearStaking', core.gearStaking.address, 'gearStaking'),
      row('DegenNFT', core.degenNFT, 'degenNFT'),
      row('AccountFactory', core.accountFactory.address, 'accountFactory'),
      row('ControllerTimelock', core.controllerTimelock.address, 'controllerTimelock'),
      row('PriceOracleV3', snapshot.priceOracle.address, 'priceOracle'),
    ],
  };

  const feedRows = (list: TokenFeed[], role: RowRole): AddressRow[] =>
    list.map(({ token, feed }) =>
      row(names.tokenOrAddress(token), feed.address, role, {
        subject: token,
        flags: zero.has(feed.address.toLowerCase()) || feed.type === ZERO_ORACLE_CODE ? ['zeroPriceFeed'] : [],
      }),
    );

  const pools: AddressTable[] = snapshot.pools.map((p) => ({
    id: `${net}-pool-${slugify(p.name)}`,
    title: `Pool ${p.name}`,
    kind: 'pool',
    subject: p.address,
    paused: p.isPaused,
    rows: [
      row('Pool', p.address, 'pool', { flags: p.isPaused ? ['paused'] : [] }),
      row('PoolQuotaKeeper', p.quotaKeeper, 'poolQuotaKeeper'),
      row('Gauge', p.gauge.address, 'gauge'),
      row('LinearModel', p.interestModel.address, 'interestModel'),
    ],
  }));

  const managers: AddressTable[] = snapshot.creditManagers.map((cm) => ({
    id: `${net}-credit-manager-${slugify(cm.name)}`,
    title: `Credit Manager ${cm.name}`,
    kind: 'creditManager',
    subject: cm.address,
    paused: cm.facade.isPaused,
    rows: [
      row('CreditManager', cm.address, 'creditManager'),
      row('CreditFacade', cm.facade.address, 'creditFacade', { flags: cm.facade.isPaused ? ['paused'] : [] }),
      row('CreditConfigurator', cm.configurator.address, 'creditConfigurator'),
      ...cm.adapters.map((a) =>
        row(`Adapter for ${names.contractOrAddress(a.target)}`, a.adapter, 'adapter', { subject: a.target }),
      ),
    ],
  }));

  return [
    coreTable,
    { id: `${net}-main-price-feeds`, title: 'Main Price Feeds', kind: 'mainFeeds', paused: false, rows: feedRows(snapshot.priceOracle.main, 'mainPriceFeed') },
    { id: `${net}-reserve-price-feeds`, title: 'Reserve Price Feeds', kind: 'reserveFeeds', paused: false, rows: feedRows(snapshot.priceOracle.reserve, 'reservePriceFeed') },
    ...pools,
    ...managers,
  ];
}
