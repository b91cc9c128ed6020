/**
 * Checks of a validated snapshot beyond its shape: it describes the network it
 * is named after, and every reference between its parts resolves. Each
 * failure is a DataError naming the file and the JSON path.
 */
import { sameAddress } from './address';
import { DataError, toJsonPath } from './errors';
import { NETWORKS, type NetworkInfo } from './networks';
import type { RawSnapshot } from './schema';

/** The snapshot must describe the network it is named after: its WETH must be that chain's WETH. */
export function checkChain(raw: RawSnapshot, network: NetworkInfo, file: string): void {
  const [version, weth] = Object.entries(raw.core.addressProviderV3.addresses.WETH_TOKEN ?? {})[0] ?? [];
  if (version === undefined || weth === undefined) {
    throw new DataError(file, '$.core.addressProviderV3.addresses.WETH_TOKEN', `a WETH_TOKEN entry (${network.name} WETH)`, 'nothing');
  }
  if (!sameAddress(weth, network.weth)) {
    const other = Object.values(NETWORKS).find((n) => sameAddress(n.weth, weth));
    throw new DataError(
      file,
      toJsonPath(['core', 'addressProviderV3', 'addresses', 'WETH_TOKEN', version]),
      `${network.name}'s WETH ${network.weth} (chain ${network.chainId})`,
      `${weth}${other ? `, the WETH of ${other.name}: this is a ${other.name} snapshot` : ''}`,
    );
  }
}

/**
 * Every credit manager names a pool of the snapshot, has that pool's
 * underlying and an entry in its debt parameters; every manager in a pool's
 * debt parameters is a credit manager of the snapshot.
 */
export function checkReferences(raw: RawSnapshot, file: string): void {
  const pools = raw.poolState.map((p) => p.pool);
  const managers = raw.creditState.map((c) => c.creditManager);
  managers.forEach((m, i) => {
    const at = (field: string) => toJsonPath(['creditState', i, 'creditManager', field]);
    const j = pools.findIndex((p) => sameAddress(p.address, m.pool));
    const pool = pools[j];
    if (!pool) throw new DataError(file, at('pool'), 'the address of a pool in $.poolState', m.pool);
    if (!sameAddress(pool.underlying, m.underlying)) {
      throw new DataError(file, at('underlying'), `the underlying of its pool ${pool.name}, ${pool.underlying}`, m.underlying);
    }
    if (!Object.values(pool.creditManagerDebtParams).some((d) => sameAddress(d.creditManager, m.address))) {
      throw new DataError(file, toJsonPath(['poolState', j, 'pool', 'creditManagerDebtParams']), `an entry for credit manager ${m.name} (${m.address})`, 'none');
    }
  });
  pools.forEach((p, j) => {
    for (const [key, d] of Object.entries(p.creditManagerDebtParams)) {
      if (!managers.some((m) => sameAddress(m.address, d.creditManager))) {
        throw new DataError(file, toJsonPath(['poolState', j, 'pool', 'creditManagerDebtParams', key, 'creditManager']), 'the address of a credit manager in $.creditState', d.creditManager);
      }
    }
  });
}
