// The same list of markets as find-markets.ts, in one eth_call: the market compressor walks the
// market configurator factory and the contracts registers itself, and returns each market's full state.
import type { Address, PublicClient } from 'viem';
import type { Curator } from './find-markets';
import { compressorAddress, readMarkets } from './read-market';

export async function findMarketsWithCompressor(client: PublicClient, addressProvider: Address, configurators: Address[]): Promise<Curator[]> {
  const marketCompressor = await compressorAddress(client, addressProvider, 'market');
  const markets = await readMarkets(client, marketCompressor, configurators);

  // MarketData carries its curator (`configurator`) and contracts register; group the markets by curator.
  const curators = new Map<Address, Curator>();
  for (const m of markets) {
    const curator = curators.get(m.configurator) ?? { marketConfigurator: m.configurator, contractsRegister: m.contractsRegister, markets: [] };
    curator.markets.push({
      pool: m.pool.baseParams.addr,
      creditSuites: m.creditManagers.map((s) => ({ creditManager: s.creditManager.baseParams.addr, creditFacade: s.creditFacade.baseParams.addr })),
    });
    curators.set(m.configurator, curator);
  }
  return [...curators.values()];
}
