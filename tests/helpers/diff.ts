/** Cases for the snapshot comparison: copies of the shared snapshots, changed on purpose. */
import path from 'node:path';
import { getAddress, type Address } from 'viem';
import { loadSnapshot, loadTokens } from '../../src/domain/data/load';
import type { NetworkSnapshot, Token } from '../../src/domain/data/model';
import type { NetworkId } from '../../src/domain/data/networks';
import { DIRS, editJson, tempCopy } from './data';

let tokens: Record<NetworkId, Token[]> | undefined;
export function tokenLists(): Record<NetworkId, Token[]> {
  tokens ??= loadTokens(DIRS.dataDir);
  return tokens;
}

/** A made-up checksummed address: `fake(0xab)` is 0xabab…ab. */
export const fake = (byte: number): Address => getAddress(`0x${byte.toString(16).padStart(2, '0').repeat(20)}`);

/** A temp copy of the snapshots with `edit` applied to one network's raw JSON; removed when the test finishes. */
export function changedCopy(id: NetworkId, edit: (json: any) => void): { snapshotDir: string; dataDir: string } {
  const dirs = tempCopy();
  editJson(path.join(dirs.snapshotDir, `${id}.json`), edit);
  return dirs;
}

/** The network's snapshot read from a folder, as the build reads it. */
export function snapshotIn(snapshotDir: string, id: NetworkId): NetworkSnapshot {
  return loadSnapshot(snapshotDir, id, tokenLists()[id]);
}

/** One network's snapshot after `edit`: a copy changed on purpose, then validated and decoded. */
export function changed(id: NetworkId, edit: (json: any) => void): NetworkSnapshot {
  return snapshotIn(changedCopy(id, edit).snapshotDir, id);
}

const debtsOf = (j: any, pool: string): Record<string, any> =>
  (j.poolState.find((p: any) => p.pool.address.toLowerCase() === pool.toLowerCase()) ?? { pool: { creditManagerDebtParams: {} } }).pool.creditManagerDebtParams;

/** Adds a credit manager (a raw `creditState` item) and its entry in its pool's debt parameters, as a real pool would list it. */
export function addManager(j: any, item: any, limit = '0'): void {
  j.creditState.push(item);
  const address = item.creditManager.address;
  const big = (v: string) => ({ __type: 'bigint', __value: v });
  debtsOf(j, item.creditManager.pool)[address.toLowerCase()] = { creditManager: address, borrowed: big('0'), limit: big(limit), availableToBorrow: big(limit) };
}

/** Removes the last credit manager and its pool's debt parameters for it. */
export function removeLastManager(j: any): void {
  const item = j.creditState.pop();
  const debts = debtsOf(j, item.creditManager.pool);
  for (const k of Object.keys(debts)) if (k.toLowerCase() === item.creditManager.address.toLowerCase()) delete debts[k];
}

/** Reverses the keys of an object in place (the snapshots' address-keyed maps). */
export function reverseKeys(obj: Record<string, unknown>): void {
  const entries = Object.entries(obj).reverse();
  for (const [k] of entries) delete obj[k];
  for (const [k, v] of entries) obj[k] = v;
}

/** Every list and address-keyed map of a raw snapshot in reverse order: nothing else changes. */
export function reorderEverything(j: any): void {
  j.poolState.reverse();
  j.creditState.reverse();
  for (const p of j.poolState) {
    reverseKeys(p.poolQuotaKeeper.quotas);
    reverseKeys(p.gauge.quotaParams);
    reverseKeys(p.pool.creditManagerDebtParams);
    p.pool.zappers.reverse();
  }
  for (const c of j.creditState) {
    reverseKeys(c.creditManager.collateralTokens);
    reverseKeys(c.creditManager.contractsToAdapters);
    c.creditConfigurator.emergencyLiquidators.reverse();
  }
  reverseKeys(j.priceOracle.mainPriceFeeds);
  reverseKeys(j.priceOracle.reservePriceFeeds);
  reverseKeys(j.core.addressProviderV3.addresses);
  reverseKeys(j.core.controllerTimelockV3.policies);
  j.core.acl.pausableAdmins.reverse();
  j.core.acl.unpausableAdmins.reverse();
}

/** Token address (as the raw JSON spells it) of a credit manager's collateral token with this symbol. */
export function collateralKey(j: any, cmIndex: number, snap: NetworkSnapshot, symbol: string): string {
  const wanted = snap.tokens.find((t) => t.symbol === symbol)?.address.toLowerCase();
  const key = Object.keys(j.creditState[cmIndex].creditManager.collateralTokens).find((k) => k.toLowerCase() === wanted);
  if (!key) throw new Error(`credit manager ${cmIndex} has no ${symbol}`);
  return key;
}
