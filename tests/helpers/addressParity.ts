/**
 * Reading the (role, address) pairs back out of every format of the address book, each by its own
 * means (object walk, text parse, CSV parse), so the tests can compare them. A pair is
 * `${role} ${address in lower case}`.
 */
import type { NetworkSnapshot } from '../../src/domain/data/model';
import { addressBook } from '../../src/pageData/addressBook';
import type { AddressBookFile } from '../../src/pageData/addressExport';
import { parseCsv } from './csv';

export type Pairs = Set<string>;
const pair = (role: string, address: string) => `${role} ${address.toLowerCase()}`;

/** The rows of the page's tables (the view the page renders). */
export function pagePairs(snap: NetworkSnapshot): Pairs {
  return new Set(addressBook(snap).flatMap((t) => t.rows.map((r) => pair(r.role, r.address))));
}

export function jsonPairs(file: AddressBookFile): Pairs {
  return new Set(file.rows.map((r) => pair(r.role, r.address)));
}

export function csvPairs(csv: string): Pairs {
  const [head, ...rows] = parseCsv(csv);
  const role = head!.indexOf('role');
  const address = head!.indexOf('address');
  return new Set(rows.map((r) => pair(r[role]!, r[address]!)));
}

const POOL: Record<string, string> = { pool: 'pool', quotaKeeper: 'poolQuotaKeeper', gauge: 'gauge', interestModel: 'interestModel' };
const MANAGER: Record<string, string> = { manager: 'creditManager', facade: 'creditFacade', configurator: 'creditConfigurator' };
const FEED: Record<string, string> = { main: 'mainPriceFeed', reserve: 'reservePriceFeed' };

/** Walks an imported /addresses/{network}.ts module. Fields that are not rows (name, symbol, token, underlying) are skipped. */
export function tsModulePairs(mod: Record<string, unknown>): Pairs {
  const out: Pairs = new Set();
  const entries = (o: unknown) => Object.entries(o as Record<string, unknown>);
  for (const [role, address] of entries(mod.core)) out.add(pair(role, address as string));
  for (const [, pool] of entries(mod.pools)) for (const [k, v] of entries(pool)) if (POOL[k]) out.add(pair(POOL[k]!, v as string));
  for (const [, cm] of entries(mod.creditManagers)) {
    for (const [k, v] of entries(cm)) {
      if (MANAGER[k]) out.add(pair(MANAGER[k]!, v as string));
      if (k === 'adapters') for (const [, a] of entries(v)) out.add(pair('adapter', a as string));
    }
  }
  for (const [, feed] of entries(mod.priceFeeds)) for (const [k, v] of entries(feed)) if (FEED[k]) out.add(pair(FEED[k]!, v as string));
  return out;
}

const CORE: Record<string, string> = {
  ACL: 'acl',
  ADDRESS_PROVIDER: 'addressProvider',
  CONTRACTS_REGISTER: 'contractsRegister',
  BOT_LIST: 'botList',
  GEAR_STAKING: 'gearStaking',
  DEGEN_NFT: 'degenNFT',
  ACCOUNT_FACTORY: 'accountFactory',
  CONTROLLER_TIMELOCK: 'controllerTimelock',
  PRICE_ORACLE: 'priceOracle',
};
/** Longest prefix first. */
const PREFIXES: [string, string][] = [
  ['RESERVE_PRICE_FEED_', 'reservePriceFeed'],
  ['PRICE_FEED_', 'mainPriceFeed'],
  ['CREDIT_MANAGER_', 'creditManager'],
  ['CREDIT_FACADE_', 'creditFacade'],
  ['CREDIT_CONFIGURATOR_', 'creditConfigurator'],
  ['ADAPTER_', 'adapter'],
  ['QUOTA_KEEPER_', 'poolQuotaKeeper'],
  ['INTEREST_MODEL_', 'interestModel'],
  ['GAUGE_', 'gauge'],
  ['POOL_', 'pool'],
];

/** Parses the `address internal constant NAME = 0x…;` lines of a generated library; the role is read from the name. */
export function solPairs(source: string): Pairs {
  const out: Pairs = new Set();
  for (const m of source.matchAll(/^\s*address internal constant ([A-Za-z0-9_]+) = (0x[0-9a-fA-F]{40});$/gm)) {
    const name = m[1]!;
    const role = CORE[name] ?? PREFIXES.find(([p]) => name.startsWith(p))?.[1];
    if (!role) throw new Error(`a constant of no known role: ${name}`);
    out.add(pair(role, m[2]!));
  }
  return out;
}

/** Lower-case addresses of one chain in the Safe address-book CSV. */
export function safeAddresses(csv: string, chainId: number): Set<string> {
  const [head, ...rows] = parseCsv(csv);
  const a = head!.indexOf('address');
  const c = head!.indexOf('chainId');
  return new Set(rows.filter((r) => r[c] === String(chainId)).map((r) => r[a]!.toLowerCase()));
}

export const addressesOf = (pairs: Pairs) => new Set([...pairs].map((p) => p.split(' ')[1]!));
