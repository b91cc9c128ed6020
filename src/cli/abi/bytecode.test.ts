import { describe, expect, test } from 'vitest';
import { ROOT } from '../../../tests/helpers/data';
import { compileBytecode } from './bytecode';
import { unitById } from './units';
import { treeEnv } from './trees';

describe('bytecode of the protocol\'s own contracts', () => {
  test('core-v3 3.10 (npm) compiles to deployable code, under the EIP-170 size limit, and a second compile is the cache\'s', () => {
    const base = unitById('core-v3@1.52.1');
    if (!base) throw new Error('no unit core-v3@1.52.1');
    const unit = { ...base, id: 'bytecode-test', files: ['contracts/pool/LinearInterestRateModelV3.sol', 'contracts/interfaces/ILinearInterestRateModelV3.sol'] };
    const env = treeEnv(ROOT);
    const first = compileBytecode(unit, env, { optimizerRuns: 1000 });
    // The interface has no code; the model has, with its ABI and no library to link.
    expect(Object.keys(first.contracts)).toEqual(['LinearInterestRateModelV3']);
    const irm = first.contracts.LinearInterestRateModelV3;
    expect(irm?.file).toBe('contracts/pool/LinearInterestRateModelV3.sol');
    expect(irm?.bytecode).toMatch(/^[0-9a-f]+$/);
    expect(irm?.deployedSize).toBeGreaterThan(1000);
    expect(irm?.deployedSize).toBeLessThanOrEqual(24_576);
    expect(irm?.linkReferences).toEqual({});
    expect(irm?.abi.some((i) => i.type === 'function' && i.name === 'calcBorrowRate')).toBe(true);
    const again = compileBytecode(unit, env, { optimizerRuns: 1000 });
    expect(again.cached).toBe(true);
    expect(again.contracts).toEqual(first.contracts);
    // Other settings, other bytecode: not the cached one.
    const other = compileBytecode(unit, env, { optimizerRuns: 200 });
    expect(other.inputHash).not.toBe(first.inputHash);
  }, 120_000);
});
