/**
 * The generated ABIs of the snapshot generator's core families (families.generated.ts) against the compiled ABIs they
 * come from: the committed files of core-v3 1.45.0 (3.00) and core-v3 v1.51.0 (3.01). The committed module is what `npm run family-abis` writes now; and the pick fails, naming the family,
 * the entry and the versions, where an entry is missing, overloaded, or differs between the versions.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { familySources, generateFamilyAbis, type FamilySources } from '../../../cli/abi/familyAbis';
import { FamilyAbiError, pickFamilyAbis, type FamilyAbiProblem, type FamilyPick } from '../familyAbis';
import { FAMILY_PICKS } from '../picks';
import * as generated from './families.generated';

const MODULE = path.join(__dirname, 'families.generated.ts');

/** The problems a pick reports (it must fail with a FamilyAbiError). */
function problemsOf(picks: Readonly<Record<string, FamilyPick>>, sources: FamilySources['sources']): readonly FamilyAbiProblem[] {
  try {
    pickFamilyAbis(picks, sources);
  } catch (error) {
    if (error instanceof FamilyAbiError) return error.problems;
    throw error;
  }
  throw new Error('the pick did not fail');
}

describe('the generator\u2019s core ABIs, generated from the compiled ones (npm run family-abis)', () => {
  let got: FamilySources;
  beforeAll(() => {
    got = familySources();
  });

  test('the committed module is what the script writes now (no edit by hand, not stale)', () => {
    const now = generateFamilyAbis();
    expect(readFileSync(MODULE, 'utf8'), 'src/domain/abi/generated/families.generated.ts is stale: run npm run family-abis').toBe(now.text);
    // Every family of FAMILY_PICKS is in the module with as many items as it lists entries, and nothing else is.
    expect(Object.keys(generated).sort()).toEqual(Object.keys(FAMILY_PICKS).sort());
    for (const [family, pick] of Object.entries(FAMILY_PICKS)) expect(now.picked[family], family).toHaveLength((('events' in pick ? pick.events.length : 0) + pick.functions.length));
  });

  test('a name the compiled contract lacks fails, naming the family, the entry and the version', () => {
    const picks = { poolV3: { ...FAMILY_PICKS.poolV3, functions: ['version', 'getPools'] } };
    expect(problemsOf(picks, got.sources)).toEqual([{ family: 'poolV3', entry: 'function getPools', versions: ['3.00'], reason: 'PoolV3 has no function of that name' }]);
  });

  test('an overloaded name must be picked by its full signature (CreditManagerV3.creditAccounts)', () => {
    const byName = { creditManagerV3: { ...FAMILY_PICKS.creditManagerV3, functions: ['creditAccounts'] } };
    const [problem] = problemsOf(byName, got.sources);
    expect(problem).toMatchObject({ family: 'creditManagerV3', entry: 'function creditAccounts', versions: ['3.00'] });
    expect(problem?.reason).toMatch(/^overloaded in CreditManagerV3 \(.*creditAccounts\(\).*\): name it by its full signature$/);
    const bySignature = { creditManagerV3: { ...FAMILY_PICKS.creditManagerV3, functions: ['creditAccounts(uint256,uint256)'] } };
    const picked = pickFamilyAbis(bySignature, got.sources).creditManagerV3 ?? [];
    expect(picked.map((i) => [i.name, i.inputs?.map((p) => p.type)])).toEqual([['creditAccounts', ['uint256', 'uint256']]]);
  });

  test('an event whose signature changed from 3.00 to 3.01 fails for both versions (CreditFacadeV3 LiquidateCreditAccount)', () => {
    const picks = { creditFacadeV3: { ...FAMILY_PICKS.creditFacadeV3, events: ['LiquidateCreditAccount'], functions: [] } };
    expect(problemsOf(picks, got.sources)).toEqual([
      {
        family: 'creditFacadeV3',
        entry: 'event LiquidateCreditAccount',
        versions: ['3.00', '3.01'],
        reason: '3.00 CreditFacadeV3 has LiquidateCreditAccount(address,address,address,address,uint256), 3.01 CreditFacadeV3 has LiquidateCreditAccount(address,address,address,uint256)',
      },
    ]);
  });

  test('the same signature with other outputs fails (updateQuota: CreditManagerV3 against the quota keeper\u2019s interface)', () => {
    const picks = { mixed: { name: 'mixed', compiled: { '3.00': 'CreditManagerV3', '3.01': 'IPoolQuotaKeeperV3' }, functions: ['updateQuota'] } };
    expect(problemsOf(picks, got.sources)).toEqual([{ family: 'mixed', entry: 'function updateQuota', versions: ['3.00', '3.01'], reason: 'outputs: 3.00 CreditManagerV3 (uint256,uint256), 3.01 IPoolQuotaKeeperV3 (uint128,uint128,bool,bool)' }]);
  });

  test('a contract missing from a version\u2019s compiled ABIs fails', () => {
    const picks = { acl: { ...FAMILY_PICKS.acl, compiled: { '3.00': 'ACL', '3.01': 'ACL' } } };
    const problems = problemsOf(picks, got.sources);
    expect(problems).toHaveLength(FAMILY_PICKS.acl.events.length + FAMILY_PICKS.acl.functions.length);
    expect(problems[0]).toEqual({ family: 'acl', entry: 'event PausableAdminAdded', versions: ['3.01'], reason: `no contract ACL in ${got.sources['3.01'].label}` });
  });
});
