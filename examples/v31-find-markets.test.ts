/**
 * examples/ts/v3.1/find-markets.ts, run as shown against a local chain that holds each real V3.1 state at its
 * block (anvil with the stand-ins of tests/helpers/contracts/V31StandIns.sol, seeded by tests/helpers/v31Chain.ts):
 * from the address provider alone it must find exactly the state's curators, pools, credit managers and facades.
 * The stand-ins answer only the selectors the real contracts declare, so a wrong fragment finds nothing.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createPublicClient, http, type Address } from 'viem';
import { mainnet } from 'viem/chains';
import { addressKey, sameAddress } from '../src/domain/data/address';
import { loadV31 } from '../src/domain/v31/data';
import type { V31State } from '../src/domain/v31/states';
import { DIRS } from '../tests/helpers/data';
import { startV31Chain, type V31Chain } from '../tests/helpers/v31Chain';
import { findMarkets, type Curator } from './ts/v3.1/find-markets';

const states = loadV31(DIRS.v31Dir).states;

/** What the state says the walk must find: curator -> register, pools, and each pool's managers with their facades. */
function expected(state: V31State): Curator[] {
  const curators: Curator[] = [];
  for (const m of state.markets) {
    let curator = curators.find((c) => sameAddress(c.marketConfigurator, m.configurator));
    if (!curator) {
      curator = { marketConfigurator: m.configurator, contractsRegister: m.contractsRegister, markets: [] };
      curators.push(curator);
    }
    curator.markets.push({
      pool: m.pool.address,
      creditSuites: m.creditSuites.map((s) => ({ creditManager: s.creditManager.address, creditFacade: s.creditFacade.address })),
    });
  }
  return curators;
}

/** Curators in a comparable form: addresses in lower case, sorted at every level (registers keep no order). */
function canonical(curators: Curator[]): string[] {
  const a = (x: Address | '-') => (x === '-' ? x : addressKey(x));
  return curators
    .flatMap((c) =>
      c.markets.flatMap((m) =>
        (m.creditSuites.length ? m.creditSuites : [{ creditManager: '-' as const, creditFacade: '-' as const }]).map((s) => `${a(c.marketConfigurator)} ${a(c.contractsRegister)} ${a(m.pool)} ${a(s.creditManager)} ${a(s.creditFacade)}`),
      ),
    )
    .sort();
}

describe('find-markets.ts on chains that hold the V3.1 states', () => {
  const chains: V31Chain[] = [];
  beforeAll(async () => {
    chains.push(...(await Promise.all(states.map((s) => startV31Chain(s)))));
  }, 60_000);
  afterAll(async () => {
    await Promise.all(chains.map((c) => c.stop()));
  });

  test('finds every curator, pool, credit manager and facade of each state, and nothing else', async () => {
    expect(chains.length).toBeGreaterThanOrEqual(4);
    let suites = 0;
    for (const chain of chains) {
      const client = createPublicClient({ chain: mainnet, transport: http(chain.rpcUrl) });
      const found = await findMarkets(client, chain.state.addressProvider.contract.address, BigInt(chain.state.block));
      expect(canonical(found), chain.state.file).toEqual(canonical(expected(chain.state)));
      suites += chain.state.markets.reduce((n, m) => n + m.creditSuites.length, 0);
    }
    expect(suites).toBeGreaterThan(20);
  }, 60_000);

  test('before the contracts exist, the walk fails instead of returning an empty list', async () => {
    const chain = chains[0]!;
    const client = createPublicClient({ chain: mainnet, transport: http(chain.rpcUrl) });
    await expect(findMarkets(client, chain.state.addressProvider.contract.address, chain.emptyBlock)).rejects.toThrow();
  }, 60_000);
});
