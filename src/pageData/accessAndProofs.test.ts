/**
 * Access classes (src/domain/protocol/access.ts), proofs as data and their renderings (src/domain/proofs/proof.ts,
 * src/pageData/addressProofs.ts), previous versions, coverage, and what the exports and the lookup carry.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import { encodeFunctionData, parseAbi, stringToHex, toFunctionSignature, type Abi } from 'viem';
import { describe, expect, test } from 'vitest';
import * as abi from '../domain/abi';
import { castCommand, castSignature, callText, humanReadable, keyToBytes32, proofOf, viemSnippet } from '../domain/proofs/proof';
import { ACCESS, ACCESS_CLASSES, ACCESS_CLASS_INFO, CONTRACT_ROLES, countByClass } from '../domain/protocol/access';
import * as accessClass from '../domain/protocol/accessClass';
import { NETWORK_IDS } from '../domain/data/networks';
import { addressBook, type RowRole } from './addressBook';
import { ADDRESS_BOOK_SCHEMA, allExports, exportIndex, exportNetwork } from './addressExport';
import { exportProofs, proofContext, proofSubject } from './addressProofs';
import { lookupIndex } from './addressIndex';
import { coverage } from './coverage';
import { previousVersions } from './previousVersions';
import { deployedContractsPage } from './deployedContractsPage';
import { ROOT, siteData } from '../../tests/helpers/data';

const site = siteData();

describe('access classes', () => {
  test('every row of every network has a class, a one-line reason and a docs section that exists', () => {
    const docs = readFileSync(path.join(ROOT, 'docs/system-contracts/access.mdx'), 'utf8');
    for (const cls of ACCESS_CLASSES) expect(docs).toContain(`{#${ACCESS_CLASS_INFO[cls].anchor}}`);
    for (const role of CONTRACT_ROLES) {
      const a = ACCESS[role];
      expect(ACCESS_CLASSES).toContain(a.class);
      expect(a.reason).not.toMatch(/\n/);
      expect(a.reason.length).toBeLessThan(140);
    }
    const counts: Record<string, Record<string, number>> = {};
    for (const id of NETWORK_IDS) {
      const roles = addressBook(site.networks[id]).flatMap((t) => t.rows.map((r) => r.role));
      counts[id] = countByClass(roles);
      expect(Object.values(counts[id]!).reduce((a, b) => a + b, 0)).toBe(roles.length);
    }
    console.log(`access classes per network (rows): ${JSON.stringify(counts)}`);
    // Every class is in use.
    for (const cls of ACCESS_CLASSES) expect(counts.mainnet![cls]).toBeGreaterThan(0);
  });

  test('the classes the issue names: pool and facade entry points, adapters multicall, configurator governance, manager internal, oracle read', () => {
    expect(ACCESS.pool.class).toBe('entry');
    expect(ACCESS.creditFacade.class).toBe('entry');
    expect(ACCESS.gearStaking.class).toBe('entry');
    expect(ACCESS.adapter.class).toBe('multicall');
    expect(ACCESS.creditConfigurator.class).toBe('governance');
    expect(ACCESS.acl.class).toBe('governance');
    expect(ACCESS.controllerTimelock.class).toBe('governance');
    expect(ACCESS.creditManager.class).toBe('internal');
    expect(ACCESS.priceOracle.class).toBe('read');
    expect(ACCESS.addressProvider.class).toBe('read');
    expect(ACCESS.interestModel.class).toBe('read');
  });

  test("each role's access joins its class and reason (accessClass.ts, what pages' scripts import) with its contract and functions; the light module imports no function lists", () => {
    expect(Object.keys(ACCESS)).toEqual([...CONTRACT_ROLES]);
    for (const role of CONTRACT_ROLES) {
      expect(Object.keys(ACCESS[role])).toEqual(['class', 'contract', 'reason', 'functions']);
      expect(ACCESS[role].class).toBe(accessClass.ROLE_CLASS[role].class);
      expect(ACCESS[role].reason).toBe(accessClass.ROLE_CLASS[role].reason);
      // A role's class is one its functions have (a contract of views only, the rate model, lists none).
      if (ACCESS[role].functions.length > 0) expect(ACCESS[role].functions.map((g) => g.class)).toContain(ACCESS[role].class);
    }
    expect(accessClass.ACCESS_CLASS_INFO).toBe(ACCESS_CLASS_INFO);
    const source = readFileSync(path.join(__dirname, '../domain/protocol/accessClass.ts'), 'utf8');
    expect(source).not.toMatch(/from '\.\/access'/);
    expect(source).not.toMatch(/functions:/);
  });

  test('contracts with entry points and governance functions say which fall where', () => {
    const groups = (role: keyof typeof ACCESS) => Object.fromEntries(ACCESS[role].functions.map((g) => [g.class, g.functions]));
    expect(groups('pool').entry).toEqual(expect.arrayContaining(['deposit', 'withdraw', 'redeem', 'mint']));
    expect(groups('pool').governance).toEqual(expect.arrayContaining(['setTotalDebtLimit', 'setWithdrawFee']));
    expect(groups('creditFacade').entry).toEqual(expect.arrayContaining(['openCreditAccount', 'multicall', 'liquidateCreditAccount']));
    expect(groups('creditFacade').governance).toEqual(expect.arrayContaining(['setDebtLimits']));
    for (const role of CONTRACT_ROLES) {
      // A function is in one class only.
      const all = ACCESS[role].functions.flatMap((g) => g.functions).filter((f) => f !== '…');
      expect(new Set(all).size).toBe(all.length);
    }
  });

  test('the exports carry the class on every V3 row and nowhere else, and the schema documents it', () => {
    const ajv = new Ajv2020({ strict: false });
    const validate = ajv.compile(ADDRESS_BOOK_SCHEMA);
    for (const f of allExports(site)) {
      expect(validate(f), JSON.stringify(validate.errors)).toBe(true);
      for (const r of f.rows) expect(r.access).toBe(f.network === 'mainnet-v2-v1' ? undefined : ACCESS[r.role as RowRole].class);
    }
    expect(ADDRESS_BOOK_SCHEMA.properties.rows.items.properties.access.enum).toEqual([...ACCESS_CLASSES]);
    expect(ADDRESS_BOOK_SCHEMA.properties.schemaVersion.const).toBe(1);
  });
});

describe('proofs', () => {
  test('keys are encoded as the address provider stores them (as viem does)', () => {
    for (const key of ['ACL', 'ADDRESS_PROVIDER', 'PRICE_ORACLE', 'CONTROLLER_TIMELOCK']) expect(keyToBytes32(key)).toBe(stringToHex(key, { size: 32 }));
    expect(() => keyToBytes32('x'.repeat(33))).toThrow();
  });

  test('every read uses an ABI item of the snapshot generator, encodes, and the human-readable form parses back', () => {
    const families = (Object.values(abi) as unknown[]).filter((x): x is { name: string; abi: Abi } => typeof x === 'object' && x !== null && 'abi' in x);
    for (const id of NETWORK_IDS) {
      for (const p of exportProofs(exportNetwork(site, id))) {
        expect(p).toBeDefined();
        expect(families.some((f) => f.abi.includes(p!.abiItem))).toBe(true);
        expect(() => encodeFunctionData({ abi: [p!.abiItem], functionName: p!.functionName, args: p!.args } as never)).not.toThrow();
        const parsed = parseAbi([humanReadable(p!.abiItem)] as const)[0] as never;
        expect(toFunctionSignature(parsed)).toBe(toFunctionSignature(p!.abiItem));
      }
    }
  });

  test('the reads the issue asks for, row by row', () => {
    const file = exportNetwork(site, 'mainnet');
    const proofs = exportProofs(file);
    const of = (role: string) => proofs[file.rows.findIndex((r) => r.role === role)]!;
    expect(callText(of('acl'))).toBe('addresses("ACL", 0)');
    // The provider's own entry is an event only (AddressProviderV3.sol:35): a pool names it.
    expect(of('addressProvider')).toMatchObject({ functionName: 'addressProvider', args: [], contract: site.networks.mainnet.pools[0]!.address, expected: site.networks.mainnet.core.addressProvider.address });
    expect(callText(of('priceOracle'))).toBe('addresses("PRICE_ORACLE", 300)');
    expect(callText(of('degenNFT'))).toBe('addresses("DEGEN_NFT", 1)');
    expect(of('pool')).toMatchObject({ functionName: 'getPools', match: 'contains', contract: site.networks.mainnet.core.contractsRegister });
    expect(of('creditManager')).toMatchObject({ functionName: 'getCreditManagers', match: 'contains' });
    const cm = site.networks.mainnet.creditManagers[0]!;
    expect(of('creditFacade')).toMatchObject({ functionName: 'creditFacade', contract: cm.address, expected: cm.facade.address });
    expect(of('creditConfigurator')).toMatchObject({ functionName: 'creditConfigurator', contract: cm.address });
    expect(of('adapter')).toMatchObject({ functionName: 'contractToAdapter', contract: cm.address, args: [cm.adapters[0]!.target], expected: cm.adapters[0]!.adapter });
    const pool = site.networks.mainnet.pools[0]!;
    expect(of('poolQuotaKeeper')).toMatchObject({ functionName: 'poolQuotaKeeper', contract: pool.address });
    expect(of('interestModel')).toMatchObject({ functionName: 'interestRateModel', contract: pool.address });
    expect(of('gauge')).toMatchObject({ functionName: 'gauge', contract: pool.quotaKeeper });
    expect(of('mainPriceFeed')).toMatchObject({ functionName: 'priceFeedsRaw', args: [site.networks.mainnet.priceOracle.main[0]!.token, false] });
    expect(of('reservePriceFeed')).toMatchObject({ functionName: 'priceFeedsRaw', args: [site.networks.mainnet.priceOracle.reserve[0]!.token, true] });
  });

  test('cast and viem renderings', () => {
    const file = exportNetwork(site, 'mainnet');
    const acl = exportProofs(file)[0]!;
    expect(castSignature(acl.abiItem)).toBe('addresses(bytes32,uint256)(address)');
    expect(castCommand(acl, { block: file.block, network: 'mainnet' })).toBe(
      `cast call 0x9ea7b04Da02a5373317D745c1571c84aaD03321D "addresses(bytes32,uint256)(address)" ${stringToHex('ACL', { size: 32 })} 0 --block 20263808 --rpc-url $ETH_RPC_URL`,
    );
    const arb = exportNetwork(site, 'arbitrum');
    const feed = exportProofs(arb)[arb.rows.findIndex((r) => r.role === 'reservePriceFeed')]!;
    expect(castCommand(feed, { block: arb.block, network: 'arbitrum' })).toMatch(/^cast call 0x\w{40} "priceFeedsRaw\(address,bool\)\(address\)" 0x\w{40} true --block 239832594 --rpc-url \$ARBITRUM_RPC_URL$/);
    const snippet = viemSnippet(acl, { block: file.block, network: 'mainnet' });
    expect(snippet).toContain("import { createPublicClient, http, parseAbi, stringToHex } from 'viem';");
    expect(snippet).toContain('args: [stringToHex("ACL", { size: 32 }), 0n],');
    expect(snippet).toContain('blockNumber: 20263808n,');
    expect(snippet).toContain('process.env.ETH_RPC_URL');
    const pool = exportProofs(file)[file.rows.findIndex((r) => r.role === 'pool')]!;
    expect(viemSnippet(pool, { block: file.block, network: 'mainnet' })).toContain('result.some((a) => a.toLowerCase() ===');
  });

  test('a row whose data lacks what its read needs gets no proof, not a wrong one', () => {
    const file = exportNetwork(site, 'optimism');
    const ctx = proofContext(file)!;
    const acl = file.rows[0]!;
    expect(proofOf(proofSubject(file, acl)!, { ...ctx, entries: ctx.entries.filter((e) => e.key !== 'ACL') })).toBeUndefined();
    const adapterRow = file.rows.find((r) => r.role === 'adapter')!;
    const { target: _t, ...noTarget } = proofSubject(file, adapterRow)!;
    expect(proofOf(noTarget, ctx)).toBeUndefined();
    expect(proofContext(allExports(site).find((f) => f.network === 'mainnet-v2-v1')!)).toBeUndefined();
  });

  test('the page\'s proof ids point at the same rows of the export', () => {
    const page = deployedContractsPage(site, '', 'https://example.org');
    for (const net of page.networks) {
      const file = exportNetwork(site, net.id);
      const rows = net.tables.flatMap((t) => t.rows.map(([label, address]) => `${label}|${address}`));
      expect(rows).toEqual(file.rows.map((r) => `${r.label}|${r.address}`));
      // One role character per row.
      for (const t of net.tables) expect(t.access).toHaveLength(t.rows.length);
    }
  });
});

describe('previous versions and coverage', () => {
  test('superseded address-provider entries with the version that replaced them', () => {
    const main = previousVersions(site.networks.mainnet).map((p) => `${p.key} ${p.version}→${p.replacedBy.version}`);
    expect(main).toEqual(['DATA_COMPRESSOR 2→210', 'DATA_COMPRESSOR 210→300', 'PRICE_ORACLE 2→300', 'ROUTER 1→300', 'ROUTER 300→301', 'ROUTER 301→302']);
    expect(previousVersions(site.networks.arbitrum).map((p) => `${p.key} ${p.version}→${p.replacedBy.version}`)).toEqual(['ROUTER 301→302']);
    expect(previousVersions(site.networks.optimism)).toEqual([]);
    // DEGEN_NFT versions 0 and 1 are the same contract: not superseded.
    expect(main.some((m) => m.startsWith('DEGEN_NFT'))).toBe(false);
    const file = exportNetwork(site, 'mainnet');
    expect(file.addressProviderEntries.find((e) => e.key === 'ROUTER' && e.version === 300)?.supersededBy).toBe(301);
    expect(file.addressProviderEntries.find((e) => e.key === 'ROUTER' && e.version === 302)?.supersededBy).toBeUndefined();
  });

  test('the lookup says "superseded by …" for an old address', () => {
    const index = lookupIndex(site);
    const old = site.networks.mainnet.core.addressProvider.entries.find((e) => e.role === 'PRICE_ORACLE' && e.version === 2)!;
    const newer = site.networks.mainnet.priceOracle.address;
    const places = index.addresses[old.address.toLowerCase()] ?? [];
    expect(places.some((p) => p[1] === `Address provider entry PRICE_ORACLE (version 2), superseded by version 300, ${newer}` && p[3] === '/#previous-versions-mainnet')).toBe(true);
    const current = index.addresses[newer.toLowerCase()] ?? [];
    expect(current.some((p) => p[1].includes('superseded'))).toBe(false);
  });

  test('coverage is derived from the data', () => {
    const c = coverage(site);
    expect(c.contractVersions).toEqual([300, 301]);
    expect(c.networks.map((n) => [n.name, n.block, n.time])).toEqual([
      ['Ethereum Mainnet', 20263808, '2024-07-08T19:14:47.000Z'],
      ['Arbitrum One', 239832594, '2024-08-05T22:38:39.000Z'],
      ['OP Mainnet', 123849616, '2024-08-10T13:53:29.000Z'],
    ]);
    expect(c.text).toContain('Ethereum Mainnet (chain 1) at block 20,263,808, 2024-07-08 19:14:47 UTC');
    expect(c.notCovered[0]).toBe('V3.0 on networks other than Ethereum Mainnet, Arbitrum One and OP Mainnet');
    expect(c.notCovered[1]).toContain('above 301');
    // V3.1: the networks file's networks, and each curator a state was read for with its blocks.
    expect(c.v31.text).toBe(
      'Gearbox V3.1 on 16 networks (11 public), each with its address provider and curators; market state on Mainnet only, for KPK at blocks 25,274,831 and 25,452,438, Securitize (test curator) at blocks 25,432,463 and 25,599,278, Invariant Group at block 25,452,438 and Testnet Curator (test curator) at block 25,599,278; markets of other curators are not held.',
    );
    expect(c.notCovered[2]).toBe('V3.1 markets of curators no state was read for, and V3.1 market state on networks other than Mainnet');
    expect(coverage({ ...site, v31: { ...site.v31, states: site.v31.states.slice(0, 1), markets: [] } }).v31.text).toContain('for KPK at block 25,274,831; markets of other curators');
    // Other data, other statement.
    const later = { ...site, networks: { ...site.networks, optimism: { ...site.networks.optimism, block: 1, pools: site.networks.optimism.pools.map((p) => ({ ...p, version: 310 })) } } };
    expect(coverage(later).contractVersions).toEqual([300, 301, 310]);
    expect(coverage(later).text).toContain('OP Mainnet (chain 10) at block 1,');
    expect(coverage(later).notCovered[1]).toContain('above 310');
    const index = exportIndex(allExports(site), site);
    expect(index.coverage.text).toBe(c.text);
    expect(index.files[0]).toMatchObject({ ts: '/addresses/mainnet.ts', sol: '/addresses/mainnet.sol' });
    expect(index.safeAddressBook).toBe('/addresses/safe-address-book.csv');
  });
});
