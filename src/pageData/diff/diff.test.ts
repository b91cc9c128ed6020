import { describe, expect, test } from 'vitest';
import Ajv2020 from 'ajv/dist/2020.js';
import { NETWORK_IDS, type NetworkId } from '../../domain/data/networks';
import type { NetworkSnapshot } from '../../domain/data/model';
import { diffNetwork, diffSnapshots } from './compare';
import { loadSnapshots } from '../../domain/data/entrance';
import { changeLine, renderMarkdown } from './report';
import type { Change, ContractChange, DiffReport, NetworkDiff } from './model';
import { addressBookCounts } from './rows';
import { DIFF_SCHEMA } from './schema';
import { changesLink, changesPage, previousIndexSection } from '../state/changes';
import { policyName } from '../../domain/protocol/timelock';
import type { Cell } from '../state/cells';
import type { Section, StatePageData } from '../state/page';
import { DIRS, siteData, tempCopy } from '../../../tests/helpers/data';
import { addManager, changed, changedCopy, collateralKey, fake, removeLastManager, reorderEverything, snapshotIn, tokenLists } from '../../../tests/helpers/diff';

const real = siteData().networks;
const report = (net: NetworkDiff): DiffReport => ({ schemaVersion: 1, same: net.changes.length === 0, networks: [net] });
const lines = (changes: Change[]) => changes.map(changeLine);
const lower = (a: string) => a.toLowerCase();
// Reading the changes page's data: its intro, and each section's state-page link and table rows.
const introText = (page: StatePageData) => page.intro.flatMap((p) => p.parts.map((x) => (typeof x === 'string' ? x : 'v' in x ? String(x.v) : ''))).join('');
const sectionHref = (s: Section) => s.blocks.flatMap((b) => (b.t === 'p' ? b.parts : [])).find((x): x is Extract<Cell, { t: 'link' }> => typeof x !== 'string' && x.t === 'link')?.h;
const rowsOf = (s: Section): Cell[][] => s.blocks.flatMap((b) => (b.t === 'table' ? b.table.rows : []));

const ajv = new Ajv2020({ strict: false, validateFormats: false });
const validate = ajv.compile(DIFF_SCHEMA);
function expectValid(value: unknown): void {
  // Through JSON, as the command prints it.
  const json = JSON.parse(JSON.stringify(value)) as unknown;
  expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
}

describe('identical inputs and reordered arrays report nothing', () => {
  test('a fresh copy of every snapshot: no change, same is true', () => {
    const copy = tempCopy();
    const r = diffSnapshots(real, loadSnapshots(copy.snapshotDir, tokenLists()), NETWORK_IDS);
    expect(r.same).toBe(true);
    expect(r.networks.map((n) => [n.network, n.changes.length])).toEqual(NETWORK_IDS.map((id) => [id, 0]));
    expect(r.networks[0]!.old).toEqual(r.networks[0]!.new);
    expectValid(r);
  });

  test.each(NETWORK_IDS)('%s: every list and address-keyed map in reverse order is not a change', (id) => {
    const after = changed(id, reorderEverything);
    expect(after.creditManagers[0]!.address).toBe(real[id].creditManagers.at(-1)!.address);
    expect(diffNetwork(real[id], after).changes).toEqual([]);
    expect(addressBookCounts(real[id], after)).toEqual({ added: 0, removed: 0, changed: 0 });
  });

  test('values that move with every block (liquidity, borrowed, rates, votes, losses, reference points) are not compared', () => {
    const after = changed('mainnet', (j) => {
      const p = j.poolState[0];
      for (const k of ['availableLiquidity', 'expectedLiquidity', 'totalBorrowed', 'totalAssets', 'totalSupply', 'supplyRate', 'baseInterestRate', 'dieselRate_RAY', 'baseInterestIndex']) {
        p.pool[k].__value = String(BigInt(p.pool[k].__value) + 12345n);
      }
      for (const d of Object.values<any>(p.pool.creditManagerDebtParams)) d.borrowed.__value = '1';
      for (const q of Object.values<any>(p.poolQuotaKeeper.quotas)) q.totalQuoted.__value = '7';
      for (const g of Object.values<any>(p.gauge.quotaParams)) g.totalVotesLpSide = 5;
      p.gauge.currentEpoch += 1;
      j.creditState[0].creditFacade.currentCumulativeLoss.__value = '99';
      for (const pol of Object.values<any>(j.core.controllerTimelockV3.policies)) pol.referencePointTimestampLU += 60;
    });
    expect(diffNetwork(real.mainnet, after).changes).toEqual([]);
  });
});

describe('contracts: renamed, replaced, added, removed', () => {
  test('a renamed pool is one rename (same address, new name), not a replacement', () => {
    const pool = real.mainnet.pools[1]!;
    const after = changed('mainnet', (j) => (j.poolState[1].pool.name = 'Trade WBTC v3.1'));
    const { changes } = diffNetwork(real.mainnet, after);
    expect(changes).toEqual([
      { kind: 'renamed', place: { type: 'pool', address: pool.address, name: 'Trade WBTC v3.1' }, role: 'pool', address: pool.address, old: pool.name, new: 'Trade WBTC v3.1' },
    ]);
    expect(lines(changes)).toEqual([`- Renamed pool: "${pool.name}" → "Trade WBTC v3.1"`]);
    // The address book: the pool's table is retitled, so its four rows changed; none came or went.
    expect(addressBookCounts(real.mainnet, after)).toEqual({ added: 0, removed: 0, changed: 4 });
  });

  test("a replaced facade is the manager's facade role changing: one replacement, old → new", () => {
    const cm = real.arbitrum.creditManagers[1]!;
    const after = changed('arbitrum', (j) => {
      j.creditState[1].creditFacade.address = fake(0xab);
      j.creditState[1].creditManager.creditFacade = fake(0xab);
    });
    const { changes } = diffNetwork(real.arbitrum, after);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      kind: 'replaced',
      place: { type: 'creditManager', address: cm.address, name: cm.name },
      role: 'creditFacade',
      old: { address: cm.facade.address, label: `CreditFacadeV3 of ${cm.name}` },
      new: { address: fake(0xab), label: `CreditFacadeV3 of ${cm.name}` },
    });
    expect(lines(changes)).toEqual([`- Replaced credit facade: CreditFacadeV3 of ${cm.name}, \`${cm.facade.address}\` → \`${fake(0xab)}\``]);
    expect(addressBookCounts(real.arbitrum, after)).toEqual({ added: 0, removed: 0, changed: 1 });
  });

  test('a credit manager added and one removed: one change each, with the contracts that come and go with them', () => {
    const gone = real.mainnet.creditManagers.at(-1)!;
    const template = real.mainnet.creditManagers[0]!;
    const after = changed('mainnet', (j) => {
      removeLastManager(j);
      const copy = structuredClone(j.creditState[0]);
      copy.creditManager.address = fake(0xcd);
      copy.creditManager.name = 'Trade USDC Tier 9';
      copy.creditFacade.address = fake(0xce);
      copy.creditManager.creditFacade = fake(0xce);
      copy.creditConfigurator.address = fake(0xcf);
      addManager(j, copy);
    });
    const { changes } = diffNetwork(real.mainnet, after);
    expect(changes.map((c) => [c.kind, 'role' in c ? c.role : c.parameter])).toEqual([
      ['added', 'creditManager'],
      ['removed', 'creditManager'],
    ]);
    const [added, removed] = changes as [ContractChange, ContractChange];
    expect(added.contract).toEqual({ address: fake(0xcd), label: 'Trade USDC Tier 9' });
    expect(added.parts?.map((p) => p.role)).toEqual(['creditFacade', 'creditConfigurator', ...template.adapters.map(() => 'adapter')]);
    expect(added.parts?.[0]?.contract.address).toBe(fake(0xce));
    expect(removed.contract).toEqual({ address: gone.address, label: gone.name });
    expect(removed.parts?.filter((p) => p.role === 'adapter').map((p) => p.subject?.address)).toEqual(gone.adapters.map((a) => a.target));
    const md = lines(changes);
    expect(md[0]!.split('\n')[0]).toBe(`- Added credit manager: Trade USDC Tier 9 (\`${fake(0xcd)}\`)`);
    expect(md[0]).toContain(`  - credit facade: CreditFacadeV3 of Trade USDC Tier 9 (\`${fake(0xce)}\`)`);
    expect(md[1]!.split('\n')[0]).toBe(`- Removed credit manager: ${gone.name} (\`${gone.address}\`)`);
    expect(addressBookCounts(real.mainnet, after)).toEqual({ added: 3 + template.adapters.length, removed: 3 + gone.adapters.length, changed: 0 });
  });

  test('a credit manager at a new address under the same name is one replacement, told apart from a rename', () => {
    const cm = real.optimism.creditManagers[0]!;
    const after = changed('optimism', (j) => {
      j.creditState[0].creditManager.address = fake(0x77);
      // Its pool lends to the new manager, with the same limit.
      for (const p of j.poolState) {
        const debts = p.pool.creditManagerDebtParams;
        const key = Object.keys(debts).find((k) => lower(k) === lower(cm.address));
        if (!key) continue;
        debts[fake(0x77).toLowerCase()] = { ...debts[key], creditManager: fake(0x77) };
        delete debts[key];
      }
    });
    expect(after.creditManagers.filter((m) => m.address === fake(0x77)).map((m) => m.debt.limit)).toEqual([cm.debt.limit]);
    const { changes } = diffNetwork(real.optimism, after);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ kind: 'replaced', role: 'creditManager', old: { address: cm.address }, new: { address: fake(0x77) }, place: { name: cm.name } });
    expect(lines(changes)[0]!.split('\n')[0]).toBe(`- Replaced credit manager: ${cm.name}, \`${cm.address}\` → \`${fake(0x77)}\``);
  });

  test('a replaced core contract is told once: the ACL, not again through its address provider entry', () => {
    const old = real.arbitrum.core.acl.address;
    const after = changed('arbitrum', (j) => {
      j.core.acl.address = fake(0x11);
      j.core.addressProviderV3.addresses.ACL['0'] = fake(0x11);
      j.core.addressProviderV3.addresses.ROUTER['302'] = fake(0x12);
    });
    const { changes } = diffNetwork(real.arbitrum, after);
    expect(lines(changes)).toEqual([
      `- Replaced ACL: ACL, \`${old}\` → \`${fake(0x11)}\``,
      `- Replaced address provider entry ROUTER version 302: RouterV3 (\`${real.arbitrum.core.addressProvider.entries.find((e) => e.role === 'ROUTER' && e.version === 302)!.address}\`) → \`${fake(0x12)}\``,
    ]);
  });

  test('admins, emergency liquidators, zappers, adapters and feeds come and go by address', () => {
    const net = real.mainnet;
    const cm = net.creditManagers[0]!;
    const pool = net.pools[0]!;
    const zapper = pool.zappers.at(-1)!;
    const adapter = cm.adapters[0]!;
    const after = changed('mainnet', (j) => {
      j.core.acl.pausableAdmins.push(fake(0x13));
      j.creditState[0].creditConfigurator.emergencyLiquidators.shift();
      j.poolState[0].pool.zappers.pop();
      const adapters = j.creditState[0].creditManager.contractsToAdapters;
      delete adapters[Object.keys(adapters).find((k) => lower(k) === lower(adapter.target))!];
      adapters[fake(0x15)] = fake(0x16);
      const feeds = j.priceOracle.reservePriceFeeds;
      const token = Object.keys(feeds)[0]!;
      feeds[token].address = fake(0x14);
    });
    const { changes } = diffNetwork(net, after);
    const summary = changes.map((c) => `${c.kind} ${'role' in c ? c.role : c.parameter}`);
    expect(summary.sort()).toEqual(
      ['added pausableAdmin', 'replaced reservePriceFeed', 'removed zapper', 'added adapter', 'removed adapter', 'removed emergencyLiquidator'].sort(),
    );
    const md = lines(changes).join('\n');
    expect(md).toContain(`- Added pausable admin: \`${fake(0x13)}\``);
    expect(md).toContain(`- Removed emergency liquidator: `);
    expect(md).toContain(`\`${cm.configurator.emergencyLiquidators[0]}\``);
    expect(md).toMatch(new RegExp(`- Removed zapper \\S+ → \\S+: .*\`${zapper.zapper}\``));
    expect(md).toContain(`- Added adapter for ${fake(0x15)}: \`${fake(0x16)}\``);
    expect(md).toMatch(new RegExp(`- Replaced reserve price feed of \\S+: .*→ \`${fake(0x14)}\``));
  });
});

describe('parameters: human units with the raw value', () => {
  test("a token's liquidation threshold changed: one parameter change", () => {
    const cm = real.mainnet.creditManagers[0]!;
    const weth = real.mainnet.tokens.find((t) => t.symbol === 'WETH')!.address;
    const lt = cm.collateralTokens.find((c) => c.token === weth)!.liquidationThreshold;
    const after = changed('mainnet', (j) => (j.creditState[0].creditManager.collateralTokens[collateralKey(j, 0, real.mainnet, 'WETH')] = lt - 150));
    const { changes } = diffNetwork(real.mainnet, after);
    expect(changes).toEqual([
      {
        kind: 'parameter',
        place: { type: 'creditManager', address: cm.address, name: cm.name },
        parameter: 'liquidationThreshold',
        name: 'Liquidation threshold',
        subject: { label: 'WETH', address: weth },
        old: { text: '90%', raw: '9000' },
        new: { text: '88.5%', raw: '8850' },
      },
    ]);
    expect(lines(changes)).toEqual(['- Changed liquidation threshold of WETH: 90% → 88.5% (raw 9000 → 8850)']);
    expect(addressBookCounts(real.mainnet, after)).toEqual({ added: 0, removed: 0, changed: 0 });
  });

  test('debt limits, fees, quotas, interest model, gauge bounds, flags, expiry, feeds and timelock policies', () => {
    const net = real.arbitrum;
    const pool = net.pools[0]!;
    const cm = net.creditManagers[0]!;
    const policy = net.core.controllerTimelock.policies[0]!;
    const after = changed('arbitrum', (j) => {
      const p = j.poolState[0];
      p.pool.totalDebtLimit.__value = String(BigInt(p.pool.totalDebtLimit.__value) * 2n);
      p.pool.withdrawFee = 1;
      p.pool.isPaused = true;
      p.linearModel.U1 += 100;
      p.linearModel.Rslope3 += 5;
      const q = Object.values<any>(p.poolQuotaKeeper.quotas)[0];
      q.limit.__value = '1000000000';
      q.rate += 5;
      Object.values<any>(p.gauge.quotaParams)[0].maxRate += 1;
      Object.values<any>(p.pool.creditManagerDebtParams)[0].limit.__value = '0';
      const c = j.creditState[0];
      c.creditFacade.minDebt.__value = String(BigInt(c.creditFacade.minDebt.__value) + 1_500_000n);
      c.creditFacade.expirable = true;
      c.creditFacade.expirationDate = 1767225600;
      c.creditManager.feeLiquidation += 50;
      const feed = Object.values<any>(j.priceOracle.mainPriceFeeds)[0];
      feed.type = 15;
      feed.stalenessPeriod = 86400;
      const pol = j.core.controllerTimelockV3.policies[Object.keys(j.core.controllerTimelockV3.policies)[0]!];
      pol.delay += 3600;
      pol.flags |= 2;
      pol.minValue = { __type: 'bigint', __value: '1735689600' };
    });
    const { changes } = diffNetwork(net, after);
    expect([pool.name, cm.name, policyName(policy.hash)]).toEqual(['Main USDC.e v3', 'Trade USDC.e Tier 1 Arbitrum', 'EXPIRATION_DATE']);
    expect(lines(changes)).toEqual([
      '- Changed delay of timelock policy EXPIRATION_DATE: 1 day → 1 day 1 h (raw 86400 → 90000)',
      '- Changed min value check of timelock policy EXPIRATION_DATE: not set → 2025-01-01 00:00:00 UTC (raw not set → 1735689600)',
      '- Changed main price feed kind of LINK: CHAINLINK_ORACLE → REDSTONE_ORACLE (raw 0 → 15)',
      '- Changed main price feed staleness of LINK: not recorded in the snapshot → 1 day (raw stalenessPeriod 0, skipCheck false → stalenessPeriod 86400, skipCheck false)',
      '- Changed total debt limit: 100,000,000 USDC_e → 200,000,000 USDC_e (raw 100000000000000 → 200000000000000)',
      '- Changed withdraw fee: 0% → 0.01% (raw 0 → 1)',
      '- Changed paused: no → yes (raw false → true)',
      '- Changed interest model U1: 70% → 71% (raw 7000 → 7100)',
      '- Changed interest model Rslope3: 100% → 100.05% (raw 10000 → 10005)',
      '- Changed quota rate of WBTC: 12% → 12.05% (raw 1200 → 1205)',
      '- Changed quota limit of WBTC: 4,500,000 USDC_e → 1,000 USDC_e (raw 4500000000000 → 1000000000)',
      '- Changed gauge max rate of WBTC: 12% → 12.01% (raw 1200 → 1201)',
      '- Changed debt limit of Trade USDC.e Tier 1 Arbitrum: 4,000,000 USDC_e → 0 USDC_e (raw 4000000000000 → 0)',
      '- Changed minimum debt: 5,000 USDC_e → 5,001.5 USDC_e (raw 5000000000 → 5001500000)',
      '- Changed expirable: no → yes (raw false → true)',
      '- Changed expiration date: none → 2026-01-01 00:00:00 UTC (raw 0 → 1767225600)',
      '- Changed liquidation fee: 0.5% → 1% (raw 50 → 100)',
    ]);
    // Each change once, in its place.
    expect(changes.map((c) => c.place.type)).toEqual(['core', 'core', 'priceOracle', 'priceOracle', ...Array(9).fill('pool'), ...Array(4).fill('creditManager')]);
  });

  test('a token newly quoted has its values on one side only: "not set" on the other', () => {
    const pool = real.optimism.pools[0]!;
    const quota = pool.quotas[0]!;
    const after = changed('optimism', (j) => {
      const qs = j.poolState[0].poolQuotaKeeper.quotas;
      delete qs[Object.keys(qs).find((k) => lower(k) === lower(quota.token))!];
    });
    const { changes } = diffNetwork(real.optimism, after);
    expect(changes.map((c) => (c.kind === 'parameter' ? [c.parameter, c.old?.raw, c.new] : c.kind))).toEqual([
      ['quota.rate', String(quota.rate), null],
      ['quota.quotaIncreaseFee', String(quota.quotaIncreaseFee), null],
      ['quota.limit', quota.limit.toString(), null],
      ['quota.isActive', String(quota.isActive), null],
    ]);
    expect(lines(changes)[2]).toMatch(/^- Changed quota limit of \S+: .+ → not set \(raw \d+ → not set\)$/);
  });
});

describe('reports', () => {
  test('Markdown: a heading per network with both blocks and dates, a heading per place, "no changes" when none', () => {
    const after = changed('mainnet', (j) => {
      j.block += 1000;
      j.timestamp += 12_000;
      j.poolState[1].pool.name = 'Trade WBTC v3.1';
    });
    const copy = tempCopy();
    const all = { ...loadSnapshots(copy.snapshotDir, tokenLists()), mainnet: after };
    const md = renderMarkdown(diffSnapshots(real, all, NETWORK_IDS), 'Snapshot changes: a → b');
    expect(md.split('\n')).toEqual([
      '# Snapshot changes: a → b',
      '',
      '## Ethereum Mainnet (chain 1)',
      '',
      'From block 20,263,808 (2024-07-08 19:14:47 UTC) to block 20,264,808 (2024-07-08 22:34:47 UTC): 1 change.',
      '',
      `### Pool Trade WBTC v3.1 (\`${real.mainnet.pools[1]!.address}\`)`,
      '',
      '- Renamed pool: "Trade WBTC v3" → "Trade WBTC v3.1"',
      '',
      '## Arbitrum One (chain 42161)',
      '',
      'From block 239,832,594 (2024-08-05 22:38:39 UTC) to block 239,832,594 (2024-08-05 22:38:39 UTC): no changes.',
      '',
      '## OP Mainnet (chain 10)',
      '',
      'From block 123,849,616 (2024-08-10 13:53:29 UTC) to block 123,849,616 (2024-08-10 13:53:29 UTC): no changes.',
      '',
    ]);
  });

  test('JSON: every case validates against the documented schema, which refuses a wrong shape', () => {
    const cases: NetworkSnapshot[] = [
      changed('mainnet', (j) => {
        j.poolState[1].pool.name = 'Renamed';
        removeLastManager(j);
        j.creditState[0].creditFacade.address = fake(0xab);
        j.creditState[1].creditManager.name = 'Renamed CM';
        j.core.acl.unpausableAdmins.push(fake(0x21));
        j.core.addressProviderV3.addresses.NEW_KEY = { '300': fake(0x22) };
        j.core.controllerTimelockV3.policies[`0x${'12'.repeat(32)}`] = structuredClone(Object.values<any>(j.core.controllerTimelockV3.policies)[0]);
        const gauge = j.poolState[0].gauge.quotaParams;
        delete gauge[Object.keys(gauge)[0]!];
      }),
    ];
    for (const after of cases) {
      const net = diffNetwork(real.mainnet, after);
      expect(new Set(net.changes.map((c) => c.kind))).toEqual(new Set(['renamed', 'removed', 'replaced', 'added', 'parameter']));
      expectValid(report(net));
    }
    expect(validate({ schemaVersion: 1, same: true, networks: [{ network: 'mainnet' }] })).toBe(false);
    const bad = JSON.parse(JSON.stringify(report(diffNetwork(real.mainnet, cases[0]!))));
    bad.networks[0].changes[0].kind = 'moved';
    expect(validate(bad)).toBe(false);
  });
});

describe('the site: changes page, links and the index section', () => {
  const prevOf = (id: NetworkId, edit: (j: any) => void) => changed(id, (j) => {
    j.block -= 7200;
    j.timestamp -= 86_400;
    edit(j);
  });

  test('the page: a section per place, a row per change, values with their raw form, links to state pages', () => {
    const before = prevOf('mainnet', (j) => {
      j.creditState[0].creditManager.collateralTokens[collateralKey(j, 0, real.mainnet, 'WETH')] = 8500;
      j.poolState[1].pool.name = 'Old WBTC name';
    });
    const page = changesPage(before, real.mainnet);
    expect(page.title).toBe('Changes since block 20,256,608');
    expect(page.path).toBe('/state/mainnet/changes');
    expect(introText(page)).toContain('at block 20,256,608');
    expect(page.intro[0]!.parts).toContainEqual({ t: 'link', v: '20,256,608', h: 'https://etherscan.io/block/20256608' });
    expect(introText(page)).toContain(': 2 changes.');
    expect(page.sections.map((s) => [s.id, s.title, sectionHref(s)])).toEqual([
      ['pool-trade-wbtc-v3', 'Pool Trade WBTC v3', '/state/mainnet/pools/trade-wbtc-v3'],
      ['credit-manager-trade-usdc-tier-1', 'Credit manager Trade USDC Tier 1', '/state/mainnet/credit-managers/trade-usdc-tier-1'],
    ]);
    expect(rowsOf(page.sections[1]!)).toEqual([[{ t: 'text', v: 'Liquidation threshold of WETH' }, { t: 'text', v: 'changed' }, { t: 'num', v: '85%', raw: '8500' }, { t: 'num', v: '90%', raw: '9000' }]]);
    expect(rowsOf(page.sections[0]!)[0]!.map((c) => ('v' in c ? c.v : ''))).toEqual(['Pool', 'renamed', 'Old WBTC name', 'Trade WBTC v3']);
    expect(JSON.stringify(page)).not.toMatch(/undefined|NaN|\[object Object\]/);
    expect(changesLink(before, real.mainnet)).toEqual({ label: 'Changes since block 20,256,608', href: '/state/mainnet/changes' });
  });

  test('a removed credit manager has no link to a page the site no longer has; its addresses still link to the explorer', () => {
    const before = prevOf('arbitrum', (j) => {
      const copy = structuredClone(j.creditState[0]);
      copy.creditManager.address = fake(0x31);
      copy.creditManager.name = 'Retired CM';
      copy.creditFacade.address = fake(0x32);
      copy.creditConfigurator.address = fake(0x33);
      addManager(j, copy);
    });
    const page = changesPage(before, real.arbitrum);
    expect(page.sections).toHaveLength(1);
    const s = page.sections[0]!;
    expect(s.title).toBe('Credit manager Retired CM');
    expect(sectionHref(s)).toBeUndefined();
    expect(rowsOf(s)[0]).toEqual([{ t: 'text', v: 'Credit manager' }, { t: 'text', v: 'removed' }, { t: 'addr', a: fake(0x31), l: 'Retired CM' }, { t: 'text', v: 'not present' }]);
  });

  test('no change: the page says so instead of showing an empty table', () => {
    const page = changesPage(prevOf('optimism', () => {}), real.optimism);
    expect(introText(page)).toContain('no contract and no compared parameter changed.');
    expect(page.sections).toEqual([]);
  });

  test('index.json previous section: per network, the previous block and address book rows added, removed, changed', () => {
    const copy = changedCopy('mainnet', (j) => {
      j.block -= 10;
      removeLastManager(j);
      j.creditState[0].creditFacade.address = fake(0xab);
    });
    const before = loadSnapshots(copy.snapshotDir, DIRS.dataDir);
    const gone = real.mainnet.creditManagers.at(-1)!;
    expect(previousIndexSection(before, real)).toEqual({
      networks: [
        { network: 'mainnet', block: 20263798, timestamp: real.mainnet.timestamp, added: 3 + gone.adapters.length, removed: 0, changed: 1, changes: '/state/mainnet/changes' },
        { network: 'arbitrum', block: real.arbitrum.block, timestamp: real.arbitrum.timestamp, added: 0, removed: 0, changed: 0, changes: '/state/arbitrum/changes' },
        { network: 'optimism', block: real.optimism.block, timestamp: real.optimism.timestamp, added: 0, removed: 0, changed: 0, changes: '/state/optimism/changes' },
      ],
    });
    expect(snapshotIn(copy.snapshotDir, 'arbitrum').block).toBe(real.arbitrum.block);
  });
});
