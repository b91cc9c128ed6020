/** The functions the decoder and the errors pages know, against the ABIs the snapshot generator reads. */
import { describe, expect, test } from 'vitest';
import { parseAbiItem, toFunctionSignature, type AbiFunction } from 'viem';
import * as abi from '../../abi';
import type { ContractFamily } from '../../abi';
import { CONTRACT_FUNCTIONS, readableFunction } from './functions';

const canonical = (readable: string) => toFunctionSignature(parseAbiItem(readable) as AbiFunction);
const exports: unknown[] = Object.values(abi);
const families = exports.filter((x): x is ContractFamily => typeof x === 'object' && x !== null && 'abi' in x && 'name' in x);

describe('one source of functions', () => {
  test('every function of a contract family in src/domain/abi/ is listed for that contract, with the same parameter names', () => {
    const shared = families.filter((f) => CONTRACT_FUNCTIONS[f.name] !== undefined);
    expect(shared.map((f) => f.name).sort()).toEqual(['CreditConfiguratorV3', 'CreditFacadeV3', 'CreditManagerV3', 'GaugeV3', 'GearStakingV3', 'LinearInterestRateModelV3', 'PoolQuotaKeeperV3', 'PoolV3', 'PriceOracleV3', 'RedstonePriceFeed']);
    const disagreements: string[] = [];
    for (const family of shared) {
      const listed = CONTRACT_FUNCTIONS[family.name]?.functions ?? [];
      for (const f of family.abi.filter((item): item is AbiFunction => item.type === 'function')) {
        const here = listed.find((s) => canonical(s) === toFunctionSignature(f));
        expect(here, `${family.name}.${f.name}`).toBeDefined();
        if (here !== readableFunction(f)) disagreements.push(`${family.name}: ${readableFunction(f)} | ${here}`);
      }
    }
    // The families' ABIs are solc's (src/domain/abi/familyAbis.ts): the same parameter names as the lists here.
    expect(disagreements).toEqual([]);
  });

  test('no contract lists one function twice (the lists it is made of agree), and every list is ordered by name', () => {
    for (const [contract, { functions }] of Object.entries(CONTRACT_FUNCTIONS)) {
      const signatures = functions.map(canonical);
      expect(new Set(signatures).size, contract).toBe(signatures.length);
      const names = functions.map((s) => s.slice('function '.length, s.indexOf('(')));
      expect(names, contract).toEqual([...names].sort());
    }
  });

  test('every adapter has the adapters\u2019 base', () => {
    const adapters = Object.entries(CONTRACT_FUNCTIONS).filter(([, c]) => c.repo === 'integrations-v3');
    expect(adapters.length).toBe(28);
    for (const [name, { functions }] of adapters) expect(functions, name).toEqual(expect.arrayContaining(['function _gearboxAdapterType()', 'function _gearboxAdapterVersion()', 'function acl()', 'function addressProvider()', 'function creditManager()', 'function targetContract()']));
  });
});
