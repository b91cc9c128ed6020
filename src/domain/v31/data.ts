/**
 * Gearbox V3.1 as the site holds it: the networks file and every state file of the V3.1 folder, read through the
 * one data entrance (src/domain/data/entrance.ts) beside the V3.0 snapshots.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { loadV31Networks, V31_NETWORKS_FILE, type V31Networks } from './networks';
import { loadV31States, newestMarkets, V31_STATES_DIR, type V31Contract, type V31Market, type V31State } from './states';

export interface V31Data {
  networks: V31Networks;
  /** Every state, by chain and then oldest block first. */
  states: V31State[];
  /** Each market from the newest state that holds it, with that state. */
  markets: { market: V31Market; state: V31State }[];
}

export function loadV31(dir: string): V31Data {
  const networks = loadV31Networks(dir);
  const states = loadV31States(dir, networks);
  return { networks, states, markets: newestMarkets(states) };
}

/** The V3.1 folder's files the site reads: the networks file and each state file there now. */
export function v31Files(dir: string): string[] {
  let states: string[] = [];
  try {
    states = readdirSync(path.join(dir, V31_STATES_DIR)).filter((n) => n.endsWith('.json')).sort();
  } catch {
    // a missing folder is reported when the data is read
  }
  return [path.join(dir, V31_NETWORKS_FILE), ...states.map((n) => path.join(dir, V31_STATES_DIR, n))];
}

/** What the build says of the V3.1 contracts' parameters: how many it decoded, carried none, or kept as raw bytes (by type and version). */
export function paramsReport(data: V31Data): { decoded: number; none: number; raw: number; rawKinds: string[]; text: string } {
  let decoded = 0;
  let none = 0;
  const raw = new Map<string, number>();
  for (const state of data.states) {
    for (const c of allContracts(state)) {
      if (c.params.kind === 'decoded') decoded++;
      else if (c.params.kind === 'none') none++;
      else raw.set(`${c.type || '(no type)'} v${c.version}`, (raw.get(`${c.type || '(no type)'} v${c.version}`) ?? 0) + 1);
    }
  }
  const rawCount = [...raw.values()].reduce((a, b) => a + b, 0);
  const rawKinds = [...raw].map(([k, n]) => `${k} (${n})`);
  const text = `V3.1 parameters: ${decoded} contracts decoded, ${none} carry none, ${rawCount} shown as raw bytes${rawKinds.length ? `: ${rawKinds.join(', ')}` : ''}`;
  return { decoded, none, raw: rawCount, rawKinds, text };
}

/** Every contract of a state: the address provider, each market's contracts and feeds, credit suites, adapters, RWA contracts. */
export function allContracts(state: V31State): V31Contract[] {
  return [
    state.addressProvider.contract,
    ...state.markets.flatMap((m) => [
      m.pool,
      m.quotaKeeper,
      m.interestRateModel,
      m.rateKeeper,
      m.priceOracle,
      m.lossPolicy,
      ...m.priceOracle.feedTree,
      ...m.creditSuites.flatMap((s) => [s.creditManager, s.creditFacade, s.creditConfigurator, s.accountFactory, ...s.adapters]),
    ]),
    ...state.rwa,
  ];
}
