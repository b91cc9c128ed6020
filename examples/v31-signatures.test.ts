/**
 * The V3.1 examples declare every contract function and event they use as the pinned 3.10 source declares it:
 * same name, parameter types and names, struct fields, mutability and return values. Each ABI fragment of
 * examples/ts/v3.1 is held to the interface it names, compiled from that source (examples/pinned-abi.ts);
 * so is each interface of examples/sol/v3.1/interfaces, and the adapter example to core-v3's IAdapter.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { parseAbi, type Abi } from 'viem';
import { ROOT } from '../tests/helpers/data';
import { declaration, pinAvailable, pinnedAbi, type Pin } from './pinned-abi';
import * as account from './ts/v3.1/account';
import * as compressorAbis from './ts/v3.1/compressor-abis';
import * as findMarkets from './ts/v3.1/find-markets';

type Source = readonly [pin: Pin, file: string, contract: string];
const PERMISSIONLESS = (file: string, contract: string): Source => ['permissionless', `contracts/${file}`, contract];
const PERIPHERY = (file: string, contract: string): Source => ['periphery-v3@3.10', `contracts/${file}`, contract];
const CORE = (file: string, contract: string): Source => ['core-v3@3.10', `contracts/${file}`, contract];
const INTEGRATIONS = (file: string, contract: string): Source => ['integrations-v3@3.10', `contracts/${file}`, contract];
const FACADE = CORE('interfaces/ICreditFacadeV3.sol', 'ICreditFacadeV3');
const FACADE_MULTICALL = CORE('interfaces/ICreditFacadeV3Multicall.sol', 'ICreditFacadeV3Multicall');

/** Each ABI the TypeScript examples export, and the interfaces its items must be declared in. */
const TS_ABIS: readonly { name: string; abi: Abi; sources: readonly Source[] }[] = [
  { name: 'account creditFacadeAbi', abi: account.creditFacadeAbi, sources: [FACADE] },
  { name: 'account facadeMulticallAbi', abi: account.facadeMulticallAbi, sources: [FACADE_MULTICALL] },
  { name: 'account erc4626AdapterAbi', abi: account.erc4626AdapterAbi, sources: [INTEGRATIONS('interfaces/erc4626/IERC4626Adapter.sol', 'IERC4626Adapter')] },
  { name: 'find-markets addressProviderAbi', abi: findMarkets.addressProviderAbi, sources: [PERMISSIONLESS('interfaces/IAddressProvider.sol', 'IAddressProvider')] },
  { name: 'find-markets marketConfiguratorFactoryAbi', abi: findMarkets.marketConfiguratorFactoryAbi, sources: [PERMISSIONLESS('interfaces/IMarketConfiguratorFactory.sol', 'IMarketConfiguratorFactory')] },
  { name: 'find-markets marketConfiguratorAbi', abi: findMarkets.marketConfiguratorAbi, sources: [PERMISSIONLESS('interfaces/IMarketConfigurator.sol', 'IMarketConfigurator')] },
  { name: 'find-markets contractsRegisterAbi', abi: findMarkets.contractsRegisterAbi, sources: [PERMISSIONLESS('interfaces/IContractsRegister.sol', 'IContractsRegister')] },
  { name: 'find-markets creditManagerAbi', abi: findMarkets.creditManagerAbi, sources: [CORE('interfaces/ICreditManagerV3.sol', 'ICreditManagerV3')] },
  { name: 'compressor-abis marketCompressorAbi', abi: compressorAbis.marketCompressorAbi, sources: [PERIPHERY('interfaces/IMarketCompressor.sol', 'IMarketCompressor')] },
  { name: 'compressor-abis creditSuiteCompressorAbi', abi: compressorAbis.creditSuiteCompressorAbi, sources: [PERIPHERY('interfaces/ICreditSuiteCompressor.sol', 'ICreditSuiteCompressor')] },
  { name: 'compressor-abis creditAccountCompressorAbi', abi: compressorAbis.creditAccountCompressorAbi, sources: [PERIPHERY('interfaces/ICreditAccountCompressor.sol', 'ICreditAccountCompressor')] },
  { name: 'compressor-abis priceFeedCompressorAbi', abi: compressorAbis.priceFeedCompressorAbi, sources: [PERIPHERY('interfaces/IPriceFeedCompressor.sol', 'IPriceFeedCompressor')] },
];

const MODULES: Record<string, Record<string, unknown>> = { account, 'compressor-abis': compressorAbis, 'find-markets': findMarkets };

/** The items of `abi` (functions and events) that no source declares exactly so, each with the source's nearest. */
function undeclared(abi: Abi, sources: readonly Source[]): { example: string; source: string[] }[] {
  const declared = sources.flatMap(([pin, file, contract]) => pinnedAbi(pin, file, contract));
  const known = new Set(declared.map(declaration));
  return abi
    .filter((item) => item.type === 'function' || item.type === 'event')
    .filter((item) => !known.has(declaration(item)))
    .map((item) => ({
      example: declaration(item),
      source: declared.filter((d) => 'name' in d && 'name' in item && d.name === item.name).map(declaration),
    }));
}

const usable = (sources: readonly Source[]) => sources.every(([pin]) => pinAvailable(pin));

describe('V3.1 TypeScript examples: every ABI fragment is the pinned declaration', () => {
  test('every exported ABI of examples/ts/v3.1 is checked here', () => {
    const files = readdirSync(path.join(ROOT, 'examples/ts/v3.1')).filter((f) => f.endsWith('.ts'));
    const exported = files.flatMap((f) => {
      const name = f.replace(/\.ts$/, '');
      const mod = MODULES[name];
      if (!mod) return [`${name} (module not imported by this test)`];
      return Object.keys(mod)
        .filter((k) => k.endsWith('Abi'))
        .map((k) => `${name} ${k}`);
    });
    // Modules without an ABI (they import the others') need not be listed in MODULES.
    const withoutAbi = new Set(['find-markets-compressor (module not imported by this test)', 'read-market (module not imported by this test)']);
    expect(exported.filter((e) => !withoutAbi.has(e)).sort()).toEqual(TS_ABIS.map((a) => a.name).sort());
  });

  for (const { name, abi, sources } of TS_ABIS) {
    test.skipIf(!usable(sources))(`${name}: ${sources.map((s) => `${s[2]} (${s[0]})`).join(', ')}`, () => {
      expect(abi.length).toBeGreaterThan(0);
      expect(undeclared(abi, sources)).toEqual([]);
    });
  }

  test('a wrong parameter name, type, return value or mutability is caught', () => {
    const source = [CORE('interfaces/ICreditManagerV3.sol', 'ICreditManagerV3')] as const;
    expect(undeclared(parseAbi(['function creditFacade() view returns (address)']), source)).toEqual([]);
    for (const wrong of [
      'function creditFacade() returns (address)',
      'function creditFacade() view returns (uint256)',
      'function getTokenMaskOrRevert(address tokenAddress) view returns (uint256 tokenMask)',
      'function getTokenMaskOrRevert(address token) view returns (uint256)',
    ]) {
      expect(undeclared(parseAbi([wrong]), source), wrong).toHaveLength(1);
    }
  });
});
