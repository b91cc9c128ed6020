/**
 * The V3.1 examples declare every contract function and event they use as the pinned 3.10 source declares it:
 * same name, parameter types and names, struct fields, mutability and return values. Each ABI fragment of
 * examples/ts/v3.1 is held to the interface it names, compiled from that source (examples/pinned-abi.ts);
 * so is each interface of examples/sol/v3.1/interfaces, and the adapter example to core-v3's IAdapter.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import solc from 'solc';
import { parseAbi, type Abi } from 'viem';
import { ROOT } from '../tests/helpers/data';
import { filesUnder } from '../tests/helpers/files';
import { declaration, pinAvailable, pinnedAbi, type Pin } from './pinned-abi';
import * as account from './ts/v3.1/account';
import * as callAdapter from './ts/v3.1/call-adapter';
import * as compressorAbis from './ts/v3.1/compressor-abis';
import * as findMarkets from './ts/v3.1/find-markets';
import * as liquidate from './ts/v3.1/liquidate';

type Source = readonly [pin: Pin, file: string, contract: string];
const PERMISSIONLESS = (file: string, contract: string): Source => ['permissionless', `contracts/${file}`, contract];
const PERIPHERY = (file: string, contract: string): Source => ['periphery-v3@3.10', `contracts/${file}`, contract];
const CORE = (file: string, contract: string): Source => ['core-v3@3.10', `contracts/${file}`, contract];
const INTEGRATIONS = (file: string, contract: string): Source => ['integrations-v3@3.10', `contracts/${file}`, contract];
const FACADE = CORE('interfaces/ICreditFacadeV3.sol', 'ICreditFacadeV3');
const FACADE_MULTICALL = CORE('interfaces/ICreditFacadeV3Multicall.sol', 'ICreditFacadeV3Multicall');
const MANAGER = CORE('interfaces/ICreditManagerV3.sol', 'ICreditManagerV3');

/** Each ABI the TypeScript examples export, and the interfaces its items must be declared in. */
const TS_ABIS: readonly { name: string; abi: Abi; sources: readonly Source[] }[] = [
  { name: 'account creditFacadeAbi', abi: account.creditFacadeAbi, sources: [FACADE] },
  { name: 'account facadeMulticallAbi', abi: account.facadeMulticallAbi, sources: [FACADE_MULTICALL] },
  { name: 'account erc4626AdapterAbi', abi: account.erc4626AdapterAbi, sources: [INTEGRATIONS('interfaces/erc4626/IERC4626Adapter.sol', 'IERC4626Adapter')] },
  { name: 'call-adapter adapterRegistryAbi', abi: callAdapter.adapterRegistryAbi, sources: [MANAGER] },
  { name: 'call-adapter adapterAbi', abi: callAdapter.adapterAbi, sources: [CORE('interfaces/base/IAdapter.sol', 'IAdapter')] },
  { name: 'call-adapter uniswapV3AdapterAbi', abi: callAdapter.uniswapV3AdapterAbi, sources: [INTEGRATIONS('interfaces/uniswap/IUniswapV3Adapter.sol', 'IUniswapV3Adapter')] },
  { name: 'liquidate liquidationFacadeAbi', abi: liquidate.liquidationFacadeAbi, sources: [FACADE] },
  { name: 'liquidate liquidationMulticallAbi', abi: liquidate.liquidationMulticallAbi, sources: [FACADE_MULTICALL] },
  { name: 'liquidate liquidationManagerAbi', abi: liquidate.liquidationManagerAbi, sources: [MANAGER] },
  { name: 'liquidate priceOracleAbi', abi: liquidate.priceOracleAbi, sources: [CORE('interfaces/IPriceOracleV3.sol', 'IPriceOracleV3')] },
  { name: 'liquidate lossPolicyAbi', abi: liquidate.lossPolicyAbi, sources: [CORE('interfaces/IAliasedLossPolicyV3.sol', 'IAliasedLossPolicyV3')] },
  { name: 'find-markets addressProviderAbi', abi: findMarkets.addressProviderAbi, sources: [PERMISSIONLESS('interfaces/IAddressProvider.sol', 'IAddressProvider')] },
  { name: 'find-markets marketConfiguratorFactoryAbi', abi: findMarkets.marketConfiguratorFactoryAbi, sources: [PERMISSIONLESS('interfaces/IMarketConfiguratorFactory.sol', 'IMarketConfiguratorFactory')] },
  { name: 'find-markets marketConfiguratorAbi', abi: findMarkets.marketConfiguratorAbi, sources: [PERMISSIONLESS('interfaces/IMarketConfigurator.sol', 'IMarketConfigurator')] },
  { name: 'find-markets contractsRegisterAbi', abi: findMarkets.contractsRegisterAbi, sources: [PERMISSIONLESS('interfaces/IContractsRegister.sol', 'IContractsRegister')] },
  { name: 'find-markets creditManagerAbi', abi: findMarkets.creditManagerAbi, sources: [MANAGER] },
  { name: 'compressor-abis marketCompressorAbi', abi: compressorAbis.marketCompressorAbi, sources: [PERIPHERY('interfaces/IMarketCompressor.sol', 'IMarketCompressor')] },
  { name: 'compressor-abis creditSuiteCompressorAbi', abi: compressorAbis.creditSuiteCompressorAbi, sources: [PERIPHERY('interfaces/ICreditSuiteCompressor.sol', 'ICreditSuiteCompressor')] },
  { name: 'compressor-abis creditAccountCompressorAbi', abi: compressorAbis.creditAccountCompressorAbi, sources: [PERIPHERY('interfaces/ICreditAccountCompressor.sol', 'ICreditAccountCompressor')] },
  { name: 'compressor-abis priceFeedCompressorAbi', abi: compressorAbis.priceFeedCompressorAbi, sources: [PERIPHERY('interfaces/IPriceFeedCompressor.sol', 'IPriceFeedCompressor')] },
];

const MODULES: Record<string, Record<string, unknown>> = { account, 'call-adapter': callAdapter, 'compressor-abis': compressorAbis, 'find-markets': findMarkets, liquidate };

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
    const source = [MANAGER] as const;
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

/** Each interface of examples/sol/v3.1/interfaces and the pinned interfaces its functions must be declared in. */
const SOL_INTERFACES: readonly { file: string; contract: string; sources: readonly Source[] }[] = [
  { file: 'interfaces/ICreditFacadeV3.sol', contract: 'ICreditFacadeV3', sources: [FACADE] },
  { file: 'interfaces/ICreditFacadeV3Multicall.sol', contract: 'ICreditFacadeV3Multicall', sources: [FACADE_MULTICALL] },
  { file: 'interfaces/ICreditManagerV3.sol', contract: 'ICreditManagerV3', sources: [MANAGER] },
  { file: 'interfaces/IPriceFeedStore.sol', contract: 'IPriceFeedStore', sources: [CORE('interfaces/base/IPriceFeedStore.sol', 'IPriceFeedStore')] },
  { file: 'interfaces/IAdapter.sol', contract: 'IAdapter', sources: [CORE('interfaces/base/IAdapter.sol', 'IAdapter')] },
];
/** Interfaces of things that are not Gearbox contracts: the ERC-20 standard and the tutorial's made-up router. */
const NOT_GEARBOX = new Set(['interfaces/IERC20.sol', 'interfaces/IExampleRouter.sol']);

const SOL_DIR = path.join(ROOT, 'examples/sol/v3.1');
let solAbis: Record<string, Record<string, Abi>> | undefined;
/** The Solidity examples compiled together with solc-js: file (relative to examples/sol/v3.1) -> contract -> ABI. */
function solExamples(): Record<string, Record<string, Abi>> {
  if (solAbis) return solAbis;
  const files = filesUnder(SOL_DIR, '.sol');
  const input = {
    language: 'Solidity',
    sources: Object.fromEntries(files.map((f) => [path.relative(SOL_DIR, f), { content: readFileSync(f, 'utf8') }])),
    settings: { outputSelection: { '*': { '*': ['abi'] } } },
  };
  const out = JSON.parse(solc.compile(JSON.stringify(input), { import: (p: string) => ({ contents: readFileSync(path.join(SOL_DIR, p), 'utf8') }) })) as {
    errors?: { severity: string; formattedMessage: string }[];
    contracts: Record<string, Record<string, { abi: Abi }>>;
  };
  const errors = (out.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  solAbis = Object.fromEntries(Object.entries(out.contracts).map(([file, cs]) => [file, Object.fromEntries(Object.entries(cs).map(([n, c]) => [n, c.abi]))]));
  return solAbis;
}

describe('V3.1 Solidity examples: every interface they call through is the pinned declaration', () => {
  test('every interface file is checked here or is not a Gearbox contract', () => {
    const files = filesUnder(path.join(SOL_DIR, 'interfaces'), '.sol').map((f) => path.relative(SOL_DIR, f));
    expect(files.filter((f) => !NOT_GEARBOX.has(f)).sort()).toEqual(SOL_INTERFACES.map((i) => i.file).sort());
  });

  for (const { file, contract, sources } of SOL_INTERFACES) {
    test.skipIf(!usable(sources))(`${file}: ${sources.map((s) => `${s[2]} (${s[0]})`).join(', ')}`, () => {
      const abi = solExamples()[file]?.[contract];
      expect(abi, `${file} declares ${contract}`).toBeDefined();
      expect(abi!.length).toBeGreaterThan(0);
      expect(undeclared(abi!, sources)).toEqual([]);
    });
  }

  test('the adapter example implements core-v3 IAdapter exactly (version, contractType, serialize, creditManager, targetContract)', () => {
    const adapter = solExamples()['ExampleRouterAdapter.sol']?.['ExampleRouterAdapter'];
    expect(adapter).toBeDefined();
    const pinned = pinnedAbi('core-v3@3.10', 'contracts/interfaces/base/IAdapter.sol', 'IAdapter');
    const has = new Set(adapter!.map(declaration));
    expect(pinned.map(declaration).filter((d) => !has.has(d))).toEqual([]);
    expect(pinned.length).toBe(5);
  });

  test("the adapter's operations return bool useSafePrices, as the facade decodes an adapter call's result", () => {
    const adapter = solExamples()['ExampleRouterAdapter.sol']?.['ExampleRouterAdapter'] ?? [];
    const operations = adapter.filter((i) => i.type === 'function' && i.stateMutability === 'nonpayable');
    expect(operations.map((f) => (f.type === 'function' ? f.name : '')).sort()).toEqual(['swap', 'swapDiff']);
    for (const f of operations) expect(declaration(f)).toMatch(/ nonpayable returns \(bool useSafePrices\)$/);
  });
});
