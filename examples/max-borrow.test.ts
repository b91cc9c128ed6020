import { describe, expect, test } from 'vitest';
import { maxBorrowOf, quotaStepOf, type MaxBorrowInputs } from './ts/how-to/max-borrow';
import { maxBorrow, quotaStep } from '../src/domain/protocol/maxBorrow';
import { sameAddress } from '../src/domain/data/address';
import type { NetworkSnapshot } from '../src/domain/data/model';
import { NETWORK_IDS } from '../src/domain/data/networks';
import { siteData } from '../tests/helpers/data';
import { fixtureSnapshot } from '../tests/helpers/fixture';

/** Every credit manager × quoted collateral token of a snapshot, as the chain would give them to the example. */
function cases(snap: NetworkSnapshot): { name: string; facadeVersion: number; inputs: Omit<MaxBorrowInputs, 'collateral' | 'minHealthFactorBps'> }[] {
  return snap.creditManagers.flatMap((cm) =>
    cm.collateralTokens.flatMap((c) => {
      const q = cm.pool.quotas.find((x) => sameAddress(x.token, c.token));
      if (!q || c.liquidationThreshold === 0) return [];
      return [
        {
          name: `${snap.network.id} ${cm.name} ${c.token}`,
          facadeVersion: cm.facade.version,
          inputs: {
            ltBps: BigInt(c.liquidationThreshold),
            quotaRateBps: BigInt(q.rate),
            quotaIncreaseFeeBps: BigInt(q.quotaIncreaseFee),
            accountQuotaCap: BigInt(cm.facade.maxQuotaMultiplier) * cm.facade.maxDebt,
            poolQuotaRoom: q.limit > q.totalQuoted ? q.limit - q.totalQuoted : 0n,
            minDebt: cm.facade.minDebt,
            maxDebt: cm.facade.maxDebt,
            borrowable: cm.debt.availableToBorrow,
            quotaStep: quotaStepOf(BigInt(cm.facade.version)),
          },
        },
      ];
    }),
  );
}

/** The same question asked of the site's module (what the docs page cites) and of the example (what it shows). */
function compare(snaps: NetworkSnapshot[]): { compared: number; steps: Set<bigint>; bindings: Set<string>; infeasible: number } {
  const seen = { compared: 0, steps: new Set<bigint>(), bindings: new Set<string>(), infeasible: 0 };
  for (const snap of snaps) {
    for (const { name, facadeVersion, inputs } of cases(snap)) {
      // 0, one unit, then 1,000 and 10 million whole units of an 18-decimal token or far more of a 6-decimal one.
      for (const collateral of [0n, 1n, 10n ** 21n, 10n ** 25n, 123_456_789n]) {
        for (const h of [10_000n, 10_500n, 13_333n]) {
          const example = maxBorrowOf({ ...inputs, collateral, minHealthFactorBps: h });
          const site = maxBorrow({
            collateral,
            ltBps: Number(inputs.ltBps),
            minHealthFactorBps: Number(h),
            quotaIncreaseFeeBps: Number(inputs.quotaIncreaseFeeBps),
            accountQuotaCap: inputs.accountQuotaCap,
            poolQuotaRoom: inputs.poolQuotaRoom,
            minDebt: inputs.minDebt,
            maxDebt: inputs.maxDebt,
            borrowable: inputs.borrowable,
            quotaRateBps: Number(inputs.quotaRateBps),
            quotaStep: quotaStep(facadeVersion),
          });
          expect(example, `${name}, collateral ${collateral}, h ${h}`).toEqual({ caps: site.caps, binding: site.binding, maxDebt: site.maxDebt, feasible: site.feasible, quota: site.quota });
          seen.compared += 1;
          seen.steps.add(inputs.quotaStep);
          seen.bindings.add(site.binding);
          if (!site.feasible) seen.infeasible += 1;
        }
      }
    }
  }
  return seen;
}

describe('the max-borrow example computes what the docs page cites', () => {
  test('on the fixture', () => {
    const { compared, bindings, infeasible } = compare([fixtureSnapshot()]);
    expect(compared).toBeGreaterThan(0);
    expect(bindings.has('health')).toBe(true);
    expect(infeasible).toBeGreaterThan(0);
  });

  test('on every credit manager and quoted token of the real snapshots, both facade versions', () => {
    const site = siteData();
    const { compared, steps, bindings } = compare(NETWORK_IDS.map((id) => site.networks[id]));
    expect(compared).toBeGreaterThan(1000);
    // 3.00 facades (no rounding) and 3.01 ones (quota changes in steps of 10,000 units) are both live.
    expect(steps).toEqual(new Set([1n, 10_000n]));
    expect(bindings.size).toBeGreaterThan(2);
  });
});
