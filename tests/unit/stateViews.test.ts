import { describe, expect, test } from 'vitest';
import { borrowRateRay, utilisationWad } from '../../src/views/state/interestModel';
import { gaugeRate, poolPage, utilisation, utilisationText } from '../../src/views/state/pool';
import { creditManagerPage, maskOrderVerified, tokensInMask } from '../../src/views/state/creditManager';
import { priceFeedsPage } from '../../src/views/state/priceFeeds';
import { governancePage, policyHash, policyName } from '../../src/views/state/governance';
import { tokensPage } from '../../src/views/state/tokens';
import { overviewPage } from '../../src/views/state/overview';
import { rayToPercent } from '../../src/data/format';
import type { Cell, Field } from '../../src/views/state/cells';
import { siteData } from '../helpers/data';

const { networks } = siteData();
const pool = (net: keyof typeof networks, name: string) => {
  const p = networks[net].pools.find((x) => x.name === name);
  if (!p) throw new Error(name);
  return p;
};
const cm = (net: keyof typeof networks, name: string) => {
  const c = networks[net].creditManagers.find((x) => x.name === name);
  if (!c) throw new Error(name);
  return c;
};
const shown = (cell: Cell | undefined): string => {
  if (!cell) return '';
  switch (cell.t) {
    case 'text':
    case 'num':
    case 'link':
      return cell.v;
    case 'flag':
      return cell.v ? 'yes' : 'no';
    case 'addr':
      return cell.l ?? cell.a;
    case 'list':
      return cell.items.map(shown).join(', ');
  }
};
const field = (fields: Field[], label: string) => shown(fields.find((f) => f.label === label)?.cell);

describe('pool page', () => {
  const usdc = pool('mainnet', 'Trade USDC v3');
  const page = poolPage(networks.mainnet, usdc);

  test('Trade USDC v3 interest model in percent', () => {
    expect(['U1', 'U2', 'Rbase', 'Rslope1', 'Rslope2', 'Rslope3'].map((l) => field(page.model, l))).toEqual(['70%', '90%', '0%', '1%', '1.25%', '100%']);
    expect(field(page.model, 'Borrowing above U2 forbidden')).toBe('yes');
  });

  test('utilisation 55.25% gives a borrow rate of 0.789%, matching the snapshot', () => {
    expect(utilisationText(utilisation(usdc))).toBe('55.25%');
    const model = borrowRateRay(usdc.interestModel, utilisation(usdc));
    expect(rayToPercent(model)).toBe('0.789%');
    expect(rayToPercent(usdc.baseInterestRate)).toBe('0.789%');
    // The curve agrees with the chain to within 0.00001 percentage points.
    const diff = model > usdc.baseInterestRate ? model - usdc.baseInterestRate : usdc.baseInterestRate - model;
    expect(diff * 10n ** 7n < 10n ** 27n).toBe(true);
  });

  test('every pool of every network: model rate within 0.02 points of the snapshot base rate', () => {
    for (const snap of Object.values(networks)) {
      for (const p of snap.pools) {
        const model = borrowRateRay(p.interestModel, utilisationWad(p.expectedLiquidity, p.availableLiquidity));
        const diff = model > p.baseInterestRate ? model - p.baseInterestRate : p.baseInterestRate - model;
        // The rate on chain was stored at the pool's last update; liquidity has moved a little since.
        expect(diff * 5_000n, `${snap.network.id} ${p.name}`).toBeLessThan(10n ** 27n);
      }
    }
  });

  test('the WBTC quota rate of 17.03% follows from min 0.04%, max 40% and the votes', () => {
    const g = usdc.gauge.params.find((x) => x.token === '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599');
    if (!g) throw new Error('no WBTC gauge entry');
    expect([g.minRate, g.maxRate, g.rate]).toEqual([4, 4000, 1703]);
    expect(gaugeRate(g.minRate, g.maxRate, g.votesLpSide, g.votesCaSide)).toBe(1703);
    const row = page.tables.gauge.rows.find((r) => shown(r[0]) === 'WBTC');
    expect(row?.slice(1).map(shown)).toEqual(['0.04%', '40%', '74,000 GEAR', '100,000 GEAR', '17.03%', '17.03%']);
    expect(page.tables.quotas.rows.find((r) => shown(r[0]) === 'WBTC')?.map(shown).slice(1, 3)).toEqual(['17.03%', '0.01%']);
  });

  test('rates from current votes stay between min and max; with no votes the rate is the minimum', () => {
    for (const snap of Object.values(networks)) for (const p of snap.pools) for (const g of p.gauge.params) {
      const r = gaugeRate(g.minRate, g.maxRate, g.votesLpSide, g.votesCaSide);
      expect(r).toBeGreaterThanOrEqual(g.minRate);
      expect(r).toBeLessThanOrEqual(g.maxRate);
      if (g.votesLpSide === 0n && g.votesCaSide === 0n) expect(r).toBe(g.minRate);
    }
  });

  test('amounts in the underlying, paused flag, debt per manager links to its page', () => {
    expect(field(page.liquidity, 'Total debt limit')).toBe('100,000,000 USDC');
    expect(field(poolPage(networks.mainnet, pool('mainnet', 'USDT v3')).summary, 'Paused')).toBe('yes');
    expect(field(page.summary, 'Paused')).toBe('no');
    const debt = page.tables.debt.rows[0];
    expect(debt?.[0]).toEqual({ t: 'link', v: 'Trade USDC Tier 1', h: '/state/mainnet/credit-managers/trade-usdc-tier-1' });
    expect(shown(debt?.[1])).toBe('30,889,141.5696 USDC');
  });

  test('the chart marks U1, U2 and the current utilisation', () => {
    expect([page.curve.u1, page.curve.u2]).toEqual([70, 90]);
    expect(page.curve.current.u).toBeCloseTo(55.25, 2);
    expect(page.curve.points.at(-1)).toEqual({ u: 100, r: 102.25 });
    expect(page.curveText).toMatch(/forbidden/);
  });
});

describe('credit manager page', () => {
  test('Farm USDC and Farm WETH are in degen mode, the others are not', () => {
    const degen = networks.mainnet.creditManagers.filter((c) => c.facade.isDegenMode).map((c) => c.name);
    expect(degen.sort()).toEqual(['Farm USDC', 'Farm WETH']);
    const page = creditManagerPage(networks.mainnet, cm('mainnet', 'Farm USDC'));
    expect(field(page.status, 'Degen mode')).toBe('yes');
    expect(field(page.status, 'Degen NFT')).toBe('DegenNFT');
  });

  test('debt limits in underlying units, fees and the premium implied by the discount', () => {
    const page = creditManagerPage(networks.mainnet, cm('mainnet', 'Trade USDC Tier 1'));
    expect(field(page.debt, 'Minimum debt')).toBe('20,000 USDC');
    expect(field(page.debt, 'Maximum debt')).toBe('1,000,000 USDC');
    expect(field(page.fees, 'Interest fee')).toBe('25%');
    expect(field(page.fees, 'Liquidation fee')).toBe('1.5%');
    expect(field(page.fees, 'Liquidation discount')).toBe('96%');
    expect(field(page.fees, 'Liquidation premium')).toBe('4%');
    const wbtc = creditManagerPage(networks.mainnet, cm('mainnet', 'Trade WBTC Tier 1'));
    expect(field(wbtc.debt, 'Minimum debt')).toBe('0.54054054 WBTC');
  });

  test('collateral thresholds in percent, underlying first', () => {
    const page = creditManagerPage(networks.mainnet, cm('mainnet', 'Trade USDC Tier 1'));
    expect(page.tables.collateral.rows[0]?.slice(1, 3).map(shown)).toEqual(['USDC', '94.5%']);
    expect(page.tables.collateral.rows).toHaveLength(26);
  });

  test('forbidden tokens resolve through the collateral order, confirmed by the quoted mask', () => {
    for (const snap of Object.values(networks)) for (const c of snap.creditManagers) expect(maskOrderVerified(snap, c), c.name).toBe(true);
    const page = creditManagerPage(networks.mainnet, cm('mainnet', 'Trade USDC Tier 1'));
    expect(page.tables.forbidden.rows.map((r) => shown(r[1]))).toEqual(['ezETH']);
    expect(tokensInMask(cm('mainnet', 'Trade USDC Tier 1'), 65536n)).toEqual([{ index: 16, token: '0xbf5495Efe5DB9ce00f80364C8B423567e58d2110' }]);
    expect(page.forbiddenNote).toMatch(/confirmed/);
  });

  test('the paused USDT Tier 1 facade, adapters and two emergency liquidators', () => {
    const page = creditManagerPage(networks.mainnet, cm('mainnet', 'USDT Tier 1'));
    expect(field(page.status, 'Paused')).toBe('yes');
    const usdc = creditManagerPage(networks.mainnet, cm('mainnet', 'Trade USDC Tier 1'));
    expect(usdc.tables.adapters.rows).toHaveLength(20);
    expect(usdc.tables.liquidators.rows).toHaveLength(2);
  });
});

describe('price feeds page', () => {
  test('every main and reserve feed, kinds named, zero feeds flagged', () => {
    const page = priceFeedsPage(networks.mainnet);
    expect(page.counts).toEqual({ main: 72, reserve: 27, zero: 7, signed: 25 });
    const kinds = new Set(page.tokens.flatMap((t) => [t.main?.kind, t.reserve?.kind]).filter(Boolean));
    expect(kinds).toContain('CHAINLINK_ORACLE');
    expect(kinds).toContain('REDSTONE_ORACLE');
    expect(kinds).toContain('COMPOSITE_ORACLE');
  });

  test('composite feeds are trees; signed feeds show data id, filled signers and threshold', () => {
    const page = priceFeedsPage(networks.mainnet);
    const composite = page.tokens.find((t) => t.main?.kind === 'COMPOSITE_ORACLE')?.main;
    expect(composite?.parts.length).toBeGreaterThan(0);
    const crv = page.tokens.find((t) => t.symbol === 'CRV')?.reserve;
    expect(crv?.signed).toMatchObject({ dataId: 'CRV', slots: 9, threshold: 5 });
    expect(crv?.signed?.signers).toHaveLength(5);
  });

  test('an unknown kind code is shown as its number', async () => {
    const { priceFeedTypeName } = await import('../../src/data/enums');
    expect(priceFeedTypeName(15)).toBe('REDSTONE_ORACLE');
    expect(priceFeedTypeName(99)).toBe('unknown type 99');
  });
});

describe('governance page', () => {
  test('policy hashes decode to their names; every snapshot policy is known', () => {
    expect(policyName(policyHash(['CREDIT_MANAGER', 'TOKEN', 'TOKEN_LT']))).toBe('TOKEN_LT');
    for (const snap of Object.values(networks)) {
      const page = governancePage(snap);
      expect(page.policies.filter((p) => p.name === null)).toEqual([]);
      expect(page.policies).toHaveLength(15);
    }
  });

  test('TOKEN_LT policy: admin labelled, delay as a duration, checks decoded from flags', () => {
    const page = governancePage(networks.mainnet);
    const lt = page.policies.find((p) => p.name === 'TOKEN_LT');
    expect(lt?.delay).toBe('1 day');
    expect(lt?.flags).toBe(70);
    expect(lt?.checks.map((c) => c.check)).toEqual(['min value', 'max value', 'max % change']);
    expect(lt?.admin.l).toBeTruthy();
  });

  test('ACL admins and address provider entries', () => {
    const page = governancePage(networks.mainnet);
    expect(field(page.acl, 'Pausable admins (16)').split(', ')).toHaveLength(16);
    expect(page.addressProvider.rows.length).toBe(networks.mainnet.core.addressProvider.entries.length);
  });
});

describe('tokens page and overview', () => {
  test('every token of the list plus snapshot-only tokens; unconfigured ones marked', () => {
    const page = tokensPage(networks.mainnet);
    expect(page.rows.filter((r) => r.listed)).toHaveLength(183);
    expect(page.counts.unlisted).toBeGreaterThan(0);
    const wbtc = page.rows.find((r) => r.symbol === 'WBTC');
    expect(wbtc?.configured).toBe(true);
    expect(wbtc?.pools.find((p) => p.name === 'Trade USDC v3')?.rate).toBe('17.03%');
    expect(page.rows.some((r) => !r.configured)).toBe(true);
    expect(tokensPage(networks.optimism).rows.filter((r) => r.listed)).toHaveLength(52);
  });

  test('overview lists every pool and manager with links', () => {
    const page = overviewPage(networks.arbitrum);
    expect(page.pools.rows).toHaveLength(3);
    expect(page.creditManagers.rows).toHaveLength(6);
    expect(shown(page.pools.rows[0]?.[0])).toBe('Main USDC.e v3');
  });
});

describe('staleness', () => {
  test('nested feeds carry their periods; a 0 on a checked feed is reported as not recorded', async () => {
    const { stalenessText } = await import('../../src/views/state/priceFeeds');
    expect(stalenessText(87300, false)).toBe('1 day 15 min');
    expect(stalenessText(0, true)).toBe('not checked (the feed validates itself)');
    expect(stalenessText(0, false)).toBe('not recorded in the snapshot');
    const page = priceFeedsPage(networks.mainnet);
    const nested = page.tokens.flatMap((t) => t.main?.parts ?? []).map((p) => p.staleness);
    expect(nested).toContain('1 day 15 min');
    expect(nested).toContain('1 h 15 min');
  });
});
