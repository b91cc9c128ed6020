/**
 * The address book as code, before it is written in any language: the rows of the Deployed Contracts
 * tables of one network (`addressBook`), grouped the way code wants them (core contracts, pools by name,
 * credit managers by name with adapters by target, price feeds by token symbol), each with its final
 * TypeScript key and Solidity constant name. Every generator (TypeScript, Solidity, Safe CSV) reads this,
 * so they all hold the same addresses with the same roles as the page.
 */
import type { Address, NetworkSnapshot } from '../../domain/data/model';
import { labeler } from '../../domain/data/labels';
import { addressKey, sameAddress } from '../../domain/data/address';
import { addressBook, type RowRole } from '../addressBook';
import { isCoreRole, type CoreRole } from '../../domain/protocol/roles';
import { constantOf, keyOf, resolveNames } from './identifiers';
import { known, nth } from '../../domain/lists';

export type { CoreRole } from '../../domain/protocol/roles';

/** Solidity names of the core contracts (their TypeScript keys are the role names). */
export const CORE_CONSTANTS: Readonly<Record<CoreRole, string>> = {
  acl: 'ACL',
  addressProvider: 'ADDRESS_PROVIDER',
  contractsRegister: 'CONTRACTS_REGISTER',
  botList: 'BOT_LIST',
  gearStaking: 'GEAR_STAKING',
  degenNFT: 'DEGEN_NFT',
  accountFactory: 'ACCOUNT_FACTORY',
  controllerTimelock: 'CONTROLLER_TIMELOCK',
  priceOracle: 'PRICE_ORACLE',
};

/** Member keys of a pool and a credit manager in the TypeScript module, by row role. */
export const POOL_MEMBERS = { pool: 'pool', poolQuotaKeeper: 'quotaKeeper', gauge: 'gauge', interestModel: 'interestModel' } as const;
export const MANAGER_MEMBERS = { creditManager: 'manager', creditFacade: 'facade', creditConfigurator: 'configurator' } as const;
const SOL_PREFIX: Partial<Record<RowRole, string>> = {
  pool: 'POOL',
  poolQuotaKeeper: 'QUOTA_KEEPER',
  gauge: 'GAUGE',
  interestModel: 'INTEREST_MODEL',
  creditManager: 'CREDIT_MANAGER',
  creditFacade: 'CREDIT_FACADE',
  creditConfigurator: 'CREDIT_CONFIGURATOR',
  mainPriceFeed: 'PRICE_FEED',
  reservePriceFeed: 'RESERVE_PRICE_FEED',
};

export interface CodeEntry {
  role: RowRole;
  address: Address;
  /** Where the address sits in the TypeScript module: ['pools', 'Trade_USDC_v3', 'gauge']. */
  tsPath: string[];
  /** Its Solidity constant. */
  constant: string;
  /** What it is, in words, from the data ("Gauge of Trade USDC v3"); may hold anything a label holds. */
  description: string;
}

export interface CodePool {
  key: string;
  name: string;
  underlying: Address;
  members: Partial<Record<(typeof POOL_MEMBERS)[keyof typeof POOL_MEMBERS], Address>>;
}
export interface CodeCreditManager {
  key: string;
  name: string;
  members: Partial<Record<(typeof MANAGER_MEMBERS)[keyof typeof MANAGER_MEMBERS], Address>>;
  adapters: { key: string; targetName: string; target: Address; adapter: Address }[];
}
export interface CodeFeed {
  key: string;
  symbol: string;
  token: Address;
  main?: Address;
  reserve?: Address;
}

export interface CodeBook {
  network: NetworkSnapshot['network'];
  block: number;
  timestamp: number;
  core: { role: CoreRole; address: Address; label: string }[];
  pools: CodePool[];
  creditManagers: CodeCreditManager[];
  priceFeeds: CodeFeed[];
  /** Every row of the page once, in page order. */
  entries: CodeEntry[];
}

const same = (a: string, b: string | undefined) => b !== undefined && sameAddress(a, b);

export function codeBook(snap: NetworkSnapshot): CodeBook {
  const names = labeler(snap);
  const tables = addressBook(snap);

  // 1. Group the rows.
  const core: CodeBook['core'] = [];
  const pools: (Omit<CodePool, 'key'> & { id: Address })[] = [];
  const managers: (Omit<CodeCreditManager, 'key' | 'adapters'> & { id: Address; adapters: Omit<CodeCreditManager['adapters'][number], 'key'>[] })[] = [];
  const feeds = new Map<string, Omit<CodeFeed, 'key'>>();
  /** Each row, with how to find its group and member later. */
  const placed: { role: RowRole; address: Address; group?: object; member?: string; description: string }[] = [];

  for (const t of tables) {
    if (t.kind === 'core') {
      for (const r of t.rows) {
        if (!isCoreRole(r.role)) continue;
        core.push({ role: r.role, address: r.address, label: r.label });
        placed.push({ role: r.role, address: r.address, description: r.label });
      }
    } else if (t.kind === 'mainFeeds' || t.kind === 'reserveFeeds') {
      for (const r of t.rows) {
        const token = r.subject;
        if (!token) continue;
        const key = addressKey(token);
        const feed = feeds.get(key) ?? { symbol: names.tokenOrAddress(token), token };
        feeds.set(key, feed);
        const reserve = t.kind === 'reserveFeeds';
        if (reserve) feed.reserve = r.address;
        else feed.main = r.address;
        placed.push({ role: r.role, address: r.address, group: feed, member: reserve ? 'reserve' : 'main', description: `${reserve ? 'Reserve' : 'Main'} price feed for ${feed.symbol}` });
      }
    } else if (t.kind === 'pool') {
      const p = snap.pools.find((x) => same(x.address, t.subject?.address));
      if (!p) continue;
      const pool = { id: p.address, name: p.name, underlying: p.underlying, members: {} as CodePool['members'] };
      pools.push(pool);
      for (const r of t.rows) {
        const member = POOL_MEMBERS[r.role as keyof typeof POOL_MEMBERS];
        if (!member) continue;
        pool.members[member] = r.address;
        placed.push({ role: r.role, address: r.address, group: pool, member, description: r.role === 'pool' ? t.title : `${r.label} of ${p.name}` });
      }
    } else if (t.kind === 'creditManager') {
      const cm = snap.creditManagers.find((x) => same(x.address, t.subject?.address));
      if (!cm) continue;
      const m = { id: cm.address, name: cm.name, members: {} as CodeCreditManager['members'], adapters: [] as Omit<CodeCreditManager['adapters'][number], 'key'>[] };
      managers.push(m);
      for (const r of t.rows) {
        if (r.role === 'adapter' && r.subject) {
          const a = { targetName: names.contractOrAddress(r.subject), target: r.subject, adapter: r.address };
          m.adapters.push(a);
          placed.push({ role: r.role, address: r.address, group: a, description: `Adapter for ${a.targetName} in ${cm.name}` });
          continue;
        }
        const member = MANAGER_MEMBERS[r.role as keyof typeof MANAGER_MEMBERS];
        if (!member) continue;
        m.members[member] = r.address;
        placed.push({ role: r.role, address: r.address, group: m, member, description: r.role === 'creditManager' ? t.title : `${r.label} of ${cm.name}` });
      }
    }
  }

  // 2. TypeScript keys, unique within each object.
  const poolKeys = resolveNames(pools.map((p) => ({ name: keyOf(p.name, p.id), id: p.id })));
  const managerKeys = resolveNames(managers.map((m) => ({ name: keyOf(m.name, m.id), id: m.id })));
  const feedList = [...feeds.values()];
  const feedKeys = resolveNames(feedList.map((f) => ({ name: keyOf(f.symbol, f.token), id: f.token })));
  const codePools: CodePool[] = pools.map(({ id: _id, ...p }, i) => ({ key: nth(poolKeys, i), ...p }));
  const codeManagers: CodeCreditManager[] = managers.map(({ id: _id, adapters, ...m }, i) => {
    const keys = resolveNames(adapters.map((a) => ({ name: keyOf(a.targetName, a.target), id: a.target })));
    return { key: nth(managerKeys, i), ...m, adapters: adapters.map((a, j) => ({ key: nth(keys, j), ...a })) };
  });
  const codeFeeds: CodeFeed[] = feedList.map((f, i) => ({ key: nth(feedKeys, i), ...f }));

  // 3. Paths and Solidity names, then one namespace for the whole library.
  const poolOf = new Map<object, CodePool>(pools.map((p, i) => [p, nth(codePools, i)]));
  const managerOf = new Map<object, CodeCreditManager>(managers.map((m, i) => [m, nth(codeManagers, i)]));
  const feedOf = new Map<object, CodeFeed>(feedList.map((f, i) => [f, nth(codeFeeds, i)]));
  const adapterOf = new Map<object, { cm: CodeCreditManager; key: string }>();
  managers.forEach((m, i) => m.adapters.forEach((a, j) => adapterOf.set(a, { cm: nth(codeManagers, i), key: nth(nth(codeManagers, i).adapters, j).key })));

  /** A row's member name in its group (every row has one but core contracts and adapters). */
  const memberOf = (p: (typeof placed)[number]): string => {
    if (p.member === undefined) throw new Error(`address book as code: the row of ${p.address} has no member`);
    return p.member;
  };
  const drafts = placed.map((p) => {
    let tsPath: string[];
    let constant: string;
    if (isCoreRole(p.role)) {
      tsPath = ['core', p.role];
      constant = CORE_CONSTANTS[p.role];
    } else if (p.role === 'adapter') {
      const a = known(adapterOf, p.group);
      tsPath = ['creditManagers', a.cm.key, 'adapters', a.key];
      constant = `ADAPTER_${constantOf(a.cm.key)}__${constantOf(a.key)}`;
    } else if (p.role === 'mainPriceFeed' || p.role === 'reservePriceFeed') {
      const f = known(feedOf, p.group);
      tsPath = ['priceFeeds', f.key, memberOf(p)];
      constant = `${SOL_PREFIX[p.role]}_${constantOf(f.key)}`;
    } else if (p.group !== undefined && poolOf.has(p.group)) {
      const pool = known(poolOf, p.group);
      tsPath = ['pools', pool.key, memberOf(p)];
      constant = `${SOL_PREFIX[p.role]}_${constantOf(pool.key)}`;
    } else {
      const cm = known(managerOf, p.group);
      tsPath = ['creditManagers', cm.key, memberOf(p)];
      constant = `${SOL_PREFIX[p.role]}_${constantOf(cm.key)}`;
    }
    return { role: p.role, address: p.address, tsPath, constant, description: p.description };
  });
  const constants = resolveNames(drafts.map((d) => ({ name: d.constant, id: d.address })));
  const entries: CodeEntry[] = drafts.map((d, i) => ({ ...d, constant: nth(constants, i) }));

  return {
    network: snap.network,
    block: snap.block,
    timestamp: snap.timestamp,
    core,
    pools: codePools,
    creditManagers: codeManagers,
    priceFeeds: codeFeeds,
    entries,
  };
}
