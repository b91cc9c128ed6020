import { describe, expect, test } from 'vitest';
import { PARAMETERS, parameterLabel, parameterName, type ParameterId } from '../../domain/protocol/parameters';
import { POLICY_FLAGS } from '../../domain/protocol/timelock';
import { creditManagerPage } from './creditManager';
import { poolPage } from './pool';
import { allSections, type StatePageData } from './page';
import { fixtureSnapshot } from '../../../tests/helpers/fixture';

describe('parameter words', () => {
  test('out of its section a parameter says what it belongs to; symbols keep their case, words go lower case', () => {
    expect(parameterName('quota.rate')).toBe('Quota rate');
    expect(parameterName('creditManagerDebtLimit')).toBe('Debt limit');
    expect(parameterName('interestModel.Rbase')).toBe('Interest model Rbase');
    expect(parameterName('mainFeed.staleness')).toBe('Main price feed staleness');
    expect(parameterName('facade.maxDebt')).toBe(parameterLabel('facade.maxDebt'));
  });

  test('one check per policy flag, named by the flag', () => {
    const checks = (Object.keys(PARAMETERS) as ParameterId[]).filter((id) => parameterLabel(id).endsWith(' check'));
    expect(checks.map(parameterLabel)).toEqual(POLICY_FLAGS.map((f) => `${f.charAt(0).toUpperCase()}${f.slice(1)} check`));
  });

  test('the pages head the fields and columns of these parameters with their labels', () => {
    const snap = fixtureSnapshot();
    const labels = (page: StatePageData) =>
      allSections(page.sections).flatMap((s) => s.blocks.flatMap((b) => (b.kind === 'fields' ? b.fields.map((f) => f.label) : b.kind === 'table' ? b.table.columns.map((c) => c.label) : [])));
    const cm = labels(creditManagerPage(snap, snap.creditManagers[0]!));
    const pool = labels(poolPage(snap, snap.pools[0]!));
    for (const id of ['facade.minDebt', 'facade.maxDebt', 'feeLiquidationExpired', 'liquidationThreshold'] as const) expect(cm).toContain(parameterLabel(id));
    for (const id of ['totalDebtLimit', 'interestModel.Rslope3', 'quota.quotaIncreaseFee', 'gauge.minRate', 'creditManagerDebtLimit'] as const) expect(pool).toContain(parameterLabel(id));
  });
});
