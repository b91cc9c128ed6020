// Every market of a network in Gearbox V3.1, from the address provider alone:
// address provider -> market configurator factory -> market configurators (one per curator)
// -> each configurator's contracts register -> pools -> credit managers -> credit facades.
// Uses viem only; every ABI fragment below is the 3.10 declaration, word for word.
import { parseAbi, stringToHex, zeroAddress, type Address, type Hex, type PublicClient } from 'viem';

/** AddressProvider 3.10 (permissionless contracts/interfaces/IAddressProvider.sol). */
export const addressProviderAbi = parseAbi([
  'function getAddress(bytes32 key, uint256 ver) view returns (address)',
  'function getAddressOrRevert(bytes32 key, uint256 ver) view returns (address)',
  'function getLatestPatchVersion(bytes32 key, uint256 minorVersion) view returns (uint256)',
]);

/** MarketConfiguratorFactory 3.10 (permissionless contracts/interfaces/IMarketConfiguratorFactory.sol). */
export const marketConfiguratorFactoryAbi = parseAbi([
  'function getMarketConfigurators() view returns (address[])',
  'function getShutdownMarketConfigurators() view returns (address[])',
]);

/** MarketConfigurator 3.10 (permissionless contracts/interfaces/IMarketConfigurator.sol). */
export const marketConfiguratorAbi = parseAbi([
  'function curatorName() view returns (string)',
  'function contractsRegister() view returns (address)',
]);

/** ContractsRegister 3.10 (permissionless contracts/interfaces/IContractsRegister.sol and the core-v3 base it extends). */
export const contractsRegisterAbi = parseAbi([
  'function getPools() view returns (address[])',
  'function getCreditManagers(address pool) view returns (address[])',
  'function getPriceOracle(address pool) view returns (address)',
  'function getLossPolicy(address pool) view returns (address)',
]);

/** CreditManagerV3 3.10 (core-v3 contracts/interfaces/ICreditManagerV3.sol). */
export const creditManagerAbi = parseAbi(['function creditFacade() view returns (address)']);

/** Keys are ASCII strings right-padded with zero bytes to 32 bytes (permissionless ContractLiterals.sol). */
export const key = (name: string): Hex => stringToHex(name, { size: 32 });

/** Entries saved without a version live under version 0 (`NO_VERSION_CONTROL`). */
export const NO_VERSION_CONTROL = 0n;

export interface CreditSuite {
  creditManager: Address;
  creditFacade: Address;
}
export interface Market {
  pool: Address;
  creditSuites: CreditSuite[];
}
export interface Curator {
  marketConfigurator: Address;
  contractsRegister: Address;
  markets: Market[];
}

/**
 * Every registered market configurator with its markets, read at `blockNumber` (default: latest).
 * Shut-down configurators, pools and credit managers are left out by the registers themselves.
 */
export async function findMarkets(client: PublicClient, addressProvider: Address, blockNumber?: bigint): Promise<Curator[]> {
  const at = blockNumber === undefined ? {} : { blockNumber };

  // The factory is saved without a version. getAddress returns zero for a missing entry;
  // getAddressOrRevert would revert with AddressNotFoundException(key, ver) instead.
  const factory = await client.readContract({
    ...at,
    address: addressProvider,
    abi: addressProviderAbi,
    functionName: 'getAddress',
    args: [key('MARKET_CONFIGURATOR_FACTORY'), NO_VERSION_CONTROL],
  });
  if (factory === zeroAddress) throw new Error(`no MARKET_CONFIGURATOR_FACTORY in address provider ${addressProvider}`);

  const configurators = await client.readContract({ ...at, address: factory, abi: marketConfiguratorFactoryAbi, functionName: 'getMarketConfigurators' });

  return Promise.all(
    configurators.map(async (marketConfigurator): Promise<Curator> => {
      const contractsRegister = await client.readContract({ ...at, address: marketConfigurator, abi: marketConfiguratorAbi, functionName: 'contractsRegister' });
      const pools = await client.readContract({ ...at, address: contractsRegister, abi: contractsRegisterAbi, functionName: 'getPools' });
      const markets = await Promise.all(
        pools.map(async (pool): Promise<Market> => {
          const creditManagers = await client.readContract({ ...at, address: contractsRegister, abi: contractsRegisterAbi, functionName: 'getCreditManagers', args: [pool] });
          const creditSuites = await Promise.all(
            creditManagers.map(async (creditManager) => ({
              creditManager,
              creditFacade: await client.readContract({ ...at, address: creditManager, abi: creditManagerAbi, functionName: 'creditFacade' }),
            })),
          );
          return { pool, creditSuites };
        }),
      );
      return { marketConfigurator, contractsRegister, markets };
    }),
  );
}

/** The curator's name and a market's price oracle and loss policy, which the contracts register keeps per pool. */
export async function describeMarket(client: PublicClient, curator: Curator, pool: Address) {
  const [curatorName, priceOracle, lossPolicy] = await Promise.all([
    client.readContract({ address: curator.marketConfigurator, abi: marketConfiguratorAbi, functionName: 'curatorName' }),
    client.readContract({ address: curator.contractsRegister, abi: contractsRegisterAbi, functionName: 'getPriceOracle', args: [pool] }),
    client.readContract({ address: curator.contractsRegister, abi: contractsRegisterAbi, functionName: 'getLossPolicy', args: [pool] }),
  ]);
  return { curatorName, priceOracle, lossPolicy };
}
