/**
 * The migration table of docs/v3.1/migration.mdx: for each contract an integrator calls, every function, event
 * and error that was removed, added or changed from V3.0 (contracts 3.01) to V3.1 (contracts 3.10), with both
 * signatures and both selectors. Computed from the committed compiled ABIs (src/domain/abi/compiled/), never typed.
 */
import { diffAbis, type AbiChange, type AbiMember } from '../domain/abi/abiDiff';
import type { CompiledUnitId } from '../domain/abi/compiled/load';
import type { CompiledAbiFile } from '../domain/abi/compiled/types';
import { migrationCounts, type MigrationCell, type MigrationGroup, type MigrationTableData } from './migration';

interface Side {
  unit: CompiledUnitId;
  contract: string;
}

export interface MigrationPair {
  /** Anchor of the group on the page. */
  id: string;
  label: string;
  /** The 3.01 side; absent for a contract new in 3.10. */
  before?: Side;
  after: Side;
  /**
   * Groups whose changes this contract inherits (an adapter from the adapter base, a Curve adapter from the Curve
   * base): a change listed there is not repeated here.
   */
  inherits?: readonly string[];
}

const CORE_301: CompiledUnitId = 'core-v3@v1.51.0';
const CORE_310: CompiledUnitId = 'core-v3@1.52.1';
const INT_301: CompiledUnitId = 'integrations-v3@v1.47.1';
const INT_310: CompiledUnitId = 'integrations-v3@v1.55.0';

const core = (id: string, label: string, before: string | undefined, after: string): MigrationPair => ({
  id,
  label,
  ...(before ? { before: { unit: CORE_301, contract: before } } : {}),
  after: { unit: CORE_310, contract: after },
});
const adapter = (id: string, label: string, name: string, inherits: readonly string[] = ['adapter']): MigrationPair => ({
  id,
  label,
  before: { unit: INT_301, contract: name },
  after: { unit: INT_310, contract: name },
  inherits,
});

/** The group of the core errors (IExceptions): other groups leave these errors to it. */
export const ERRORS_GROUP = 'errors';

/**
 * The contracts compared, in the page's order: the core contracts (the facade first) as deployed (their compiled
 * contracts, so that a function a 3.01 contract had without its interface declaring it is not taken for new), the
 * multicall interface (the facade decodes it; no contract implements it), the core errors, then the adapters.
 */
export const MIGRATION_PAIRS: readonly MigrationPair[] = [
  core('credit-facade', 'Credit facade', 'CreditFacadeV3', 'CreditFacadeV3'),
  core('multicall', 'Credit facade multicall', 'ICreditFacadeV3Multicall', 'ICreditFacadeV3Multicall'),
  core('credit-manager', 'Credit manager', 'CreditManagerV3', 'CreditManagerV3'),
  core('credit-configurator', 'Credit configurator', 'CreditConfiguratorV3', 'CreditConfiguratorV3'),
  core('pool', 'Pool', 'PoolV3', 'PoolV3'),
  core('quota-keeper', 'Quota keeper', 'PoolQuotaKeeperV3', 'PoolQuotaKeeperV3'),
  core('gauge', 'Gauge (rate keeper)', 'GaugeV3', 'GaugeV3'),
  core('tumbler', 'Tumbler (rate keeper, new)', undefined, 'TumblerV3'),
  core('loss-policy', 'Loss policy (new)', undefined, 'AliasedLossPolicyV3'),
  core('price-oracle', 'Price oracle', 'PriceOracleV3', 'PriceOracleV3'),
  core('bot-list', 'Bot list', 'BotListV3', 'BotListV3'),
  core('account-factory', 'Account factory', 'AccountFactoryV3', 'DefaultAccountFactoryV3'),
  core(ERRORS_GROUP, 'Core errors', 'IExceptions', 'IExceptions'),
  { id: 'adapter', label: 'Adapter base', before: { unit: INT_301, contract: 'IAdapter' }, after: { unit: INT_310, contract: 'IAdapter' } },
  adapter('balancer-v3-router', 'Balancer V3 router adapter', 'BalancerV3RouterAdapter'),
  adapter('convex-base-reward-pool', 'Convex base reward pool adapter', 'ConvexV1BaseRewardPoolAdapter'),
  adapter('convex-booster', 'Convex booster adapter', 'ConvexV1BoosterAdapter'),
  adapter('curve', 'Curve adapters (common base)', 'CurveV1AdapterBase'),
  adapter('curve-2-assets', 'Curve 2-assets adapter', 'CurveV1Adapter2Assets', ['adapter', 'curve']),
  adapter('curve-stable-ng', 'Curve StableNG adapter', 'CurveV1AdapterStableNG', ['adapter', 'curve']),
  adapter('erc4626', 'ERC-4626 vault adapter', 'ERC4626Adapter'),
  adapter('lido', 'Lido adapter', 'LidoV1Adapter'),
  adapter('wsteth', 'wstETH adapter', 'WstETHV1Adapter'),
  adapter('pendle-router', 'Pendle router adapter', 'PendleRouterAdapter'),
  adapter('uniswap-v2', 'Uniswap V2 adapter', 'UniswapV2Adapter'),
  adapter('uniswap-v3', 'Uniswap V3 adapter', 'UniswapV3Adapter'),
];

/** `core-v3 v1.51.0`, `core-v3 npm 1.52.1`, from the file's own record of its sources. */
export function sourceLabel(file: CompiledAbiFile): string {
  const own = file.sources.find((s) => s.prefix === '')?.tree;
  const name = file.package.replace('@gearbox-protocol/', '');
  if (!own) return name;
  if (own.kind === 'git') return `${name} ${own.tag}`;
  return own.kind === 'installed' || own.kind === 'npm' ? `${name} npm ${own.version}` : name;
}

function cell(m: AbiMember | undefined): MigrationCell | undefined {
  if (!m) return undefined;
  return { declaration: m.declaration, ...(m.hasTuple ? { signature: m.signature } : {}), selector: m.selector };
}

/** A compiled file's contract, or a message naming the unit and the contract (a pair that names what is not compiled is a fault here). */
function abiOf(files: Readonly<Record<CompiledUnitId, CompiledAbiFile>>, side: Side) {
  const c = files[side.unit].abis[side.contract];
  if (!c) throw new Error(`migration: ${side.contract} is not in the compiled ${side.unit}`);
  return c.abi;
}

/** A change as a key: two groups list the same change when kind, change and both signatures (and outputs) agree. */
const changeKey = (c: AbiChange): string => JSON.stringify([c.kind, c.change, c.before?.signature, c.before?.outputs, c.after?.signature, c.after?.outputs]);

/**
 * The table's groups, in MIGRATION_PAIRS's order; a group with no change is still listed (with no rows). A group
 * leaves out the changes of the groups it inherits, and the core errors, which the errors group lists.
 */
export function migrationTable(files: Readonly<Record<CompiledUnitId, CompiledAbiFile>>): MigrationGroup[] {
  const changes = new Map<string, AbiChange[]>();
  for (const pair of MIGRATION_PAIRS) changes.set(pair.id, diffAbis(pair.before ? abiOf(files, pair.before) : undefined, abiOf(files, pair.after)));
  const coreErrors = new Set(
    [CORE_301, CORE_310].flatMap((unit) => (files[unit].abis['IExceptions']?.abi ?? []).flatMap((e) => (e.type === 'error' && e.name ? [e.name] : []))),
  );
  return MIGRATION_PAIRS.map((pair) => {
    const inherited = new Set((pair.inherits ?? []).flatMap((id) => (changes.get(id) ?? []).map(changeKey)));
    const own = (changes.get(pair.id) ?? []).filter((c) => !inherited.has(changeKey(c)) && !(pair.id !== ERRORS_GROUP && c.kind === 'error' && coreErrors.has(c.name)));
    return {
      id: pair.id,
      label: pair.label,
      ...(pair.before ? { before: { contract: pair.before.contract, source: sourceLabel(files[pair.before.unit]) } } : {}),
      after: { contract: pair.after.contract, source: sourceLabel(files[pair.after.unit]) },
      ...(pair.inherits ? { inherits: pair.inherits.map((id) => MIGRATION_PAIRS.find((p) => p.id === id)?.label ?? id) } : {}),
      rows: own.map((c) => {
        const before = cell(c.before);
        const after = cell(c.after);
        return { kind: c.kind, name: c.name, change: c.change, aspects: c.aspects, ...(before ? { before } : {}), ...(after ? { after } : {}) };
      }),
    };
  });
}

/** The table and its counts, as the page's module holds them. */
export function migrationTableData(files: Readonly<Record<CompiledUnitId, CompiledAbiFile>>): MigrationTableData {
  const groups = migrationTable(files);
  return { groups, counts: migrationCounts(groups) };
}
