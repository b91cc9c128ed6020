import { describe, expect, test } from 'vitest';
import { POLICY_KEYS, policyChecks, policyHash, policyName, policyUnit } from './timelock';
import { fixtureSnapshot } from '../../../tests/helpers/fixture';
import { siteData } from '../../../tests/helpers/data';

describe('controller timelock policies', () => {
  test('a policy id is keccak256(abi.encode(keys)) and decodes back to its name, in any case', () => {
    const hash = policyHash(['CREDIT_MANAGER', 'TOKEN', 'TOKEN_LT']);
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(policyName(hash)).toBe('TOKEN_LT');
    expect(policyName(hash.toUpperCase().replace('0X', '0x'))).toBe('TOKEN_LT');
    expect(policyName(`0x${'0'.repeat(64)}`)).toBeUndefined();
    for (const name of Object.keys(POLICY_KEYS)) expect(policyUnit(name), name).toBeDefined();
  });

  test('flags turn on checks in bit order, with their bounds', () => {
    const p = fixtureSnapshot().core.controllerTimelock.policies[0]!;
    expect(p.flags).toBe(70);
    expect(policyChecks(p)).toEqual([
      { check: 'min value', value: 5000n },
      { check: 'max value', value: 9500n },
      { check: 'max % change', down: 500, up: 250 },
    ]);
  });

  test('every policy of the snapshots has a known name', () => {
    for (const snap of Object.values(siteData().networks)) {
      expect(snap.core.controllerTimelock.policies.filter((p) => policyName(p.hash) === undefined)).toEqual([]);
    }
  });
});
