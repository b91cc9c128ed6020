/** The credit manager page: parameters, collateral, adapters and roles of one credit manager. */
import type { CreditManager, NetworkSnapshot } from '../../data/model';
import { bpsToPercent, formatAmount, formatUtc } from '../../data/format';
import { labeler } from '../../data/labels';
import { flag, link, num, text, type Cell, type Field, type SnapshotMeta, type Table } from './cells';
import { directory } from './directory';
import { snapshotMeta } from './meta';
import { creditManagerPath, poolPath } from './paths';

export interface CreditManagerPageData {
  meta: SnapshotMeta;
  title: string;
  path: string;
  summary: Field[];
  debt: Field[];
  fees: Field[];
  status: Field[];
  tables: { collateral: Table; forbidden: Table; adapters: Table; liquidators: Table };
  /** Why forbidden tokens are (or are not) resolved to addresses. */
  forbiddenNote: string;
}

const ZERO = '0x0000000000000000000000000000000000000000';
const pct = (bps: number) => num(bpsToPercent(bps), bps, bps);

/** Tokens whose bit is set in a mask, by their index in the manager's collateral list (the order CreditManagerV3 assigns masks). */
export function tokensInMask(cm: CreditManager, mask: bigint): { index: number; token?: string }[] {
  const out: { index: number; token?: string }[] = [];
  for (let i = 0; mask >> BigInt(i) > 0n; i++) {
    if ((mask >> BigInt(i)) & 1n) {
      const token = cm.collateralTokens[i]?.token;
      out.push(token ? { index: i, token } : { index: i });
    }
  }
  return out;
}

/**
 * The collateral list's order is the mask order when the quoted-tokens mask
 * selects exactly the collateral tokens the pool has quotas for.
 */
export function maskOrderVerified(snap: NetworkSnapshot, cm: CreditManager): boolean {
  const pool = snap.pools.find((p) => p.address.toLowerCase() === cm.pool.toLowerCase());
  if (!pool) return false;
  const quoted = new Set(pool.quotas.map((q) => q.token.toLowerCase()));
  const expected = cm.collateralTokens.filter((c) => quoted.has(c.token.toLowerCase())).map((c) => c.token.toLowerCase());
  const fromMask = tokensInMask(cm, cm.quotedTokensMask).map((t) => t.token?.toLowerCase());
  return expected.length === fromMask.length && expected.every((t, i) => t === fromMask[i]);
}

export function creditManagerPage(snap: NetworkSnapshot, cm: CreditManager): CreditManagerPageData {
  const net = snap.network.id;
  const dir = directory(snap);
  const names = labeler(snap);
  const pool = snap.pools.find((p) => p.address.toLowerCase() === cm.pool.toLowerCase());
  const decimals = pool?.decimals ?? 18;
  const sym = names.tokenOrAddress(cm.underlying);
  const amt = (v: bigint) => num(`${formatAmount(v, decimals, decimals)} ${sym}`, v, Number(v));
  const f = cm.facade;
  const ordered = maskOrderVerified(snap, cm);
  const forbidden = tokensInMask(cm, f.forbiddenTokenMask);
  const addrOrZero = (a: string, label?: string): Cell => (a.toLowerCase() === ZERO ? text('none (zero address)') : dir.cell(a, label));

  return {
    meta: snapshotMeta(snap),
    title: cm.name,
    path: creditManagerPath(net, cm.name),
    summary: [
      { label: 'Credit manager', cell: dir.cell(cm.address, cm.name) },
      { label: 'Version', cell: num(String(cm.version), cm.version) },
      { label: 'Underlying', cell: dir.cell(cm.underlying) },
      { label: 'Pool', cell: pool ? link(pool.name, poolPath(net, pool.name)) : dir.cell(cm.pool) },
      { label: 'Credit facade', cell: dir.cell(f.address, 'CreditFacadeV3'), note: `Version ${f.version}.` },
      { label: 'Credit configurator', cell: dir.cell(cm.configurator.address, 'CreditConfiguratorV3'), note: `Version ${cm.configurator.version}.` },
      { label: 'Price oracle', cell: dir.cell(cm.priceOracle) },
      { label: 'Bot list', cell: dir.cell(f.botList, 'BotListV3') },
    ],
    debt: [
      { label: 'Minimum debt', cell: amt(f.minDebt) },
      { label: 'Maximum debt', cell: amt(f.maxDebt) },
      { label: 'Max debt per block multiplier', cell: num(String(f.maxDebtPerBlockMultiplier), f.maxDebtPerBlockMultiplier), note: 'Debt taken in one block is capped at this many times the maximum debt: 0 forbids new borrowing (set automatically after a loss), 255 lifts the cap.' },
      { label: 'Max enabled tokens', cell: num(String(cm.maxEnabledTokens), cm.maxEnabledTokens), note: 'Collateral tokens an account may hold enabled at once, besides the underlying.' },
      { label: 'Max quota multiplier', cell: num(String(f.maxQuotaMultiplier), f.maxQuotaMultiplier), note: 'A token quota may be at most this many times the maximum debt.' },
    ],
    fees: [
      { label: 'Interest fee', cell: pct(cm.feeInterest), note: 'Share of interest paid to the treasury.' },
      { label: 'Liquidation fee', cell: pct(cm.feeLiquidation), note: 'Share of the account value paid to the treasury on liquidation.' },
      { label: 'Liquidation discount', cell: pct(cm.liquidationDiscount), note: 'Share of the account value that goes to paying the debt and the borrower.' },
      { label: 'Liquidation premium', cell: pct(10_000 - cm.liquidationDiscount), note: '100% − discount: what the liquidator keeps.' },
      { label: 'Liquidation fee (expired)', cell: pct(cm.feeLiquidationExpired) },
      { label: 'Liquidation discount (expired)', cell: pct(cm.liquidationDiscountExpired) },
      { label: 'Liquidation premium (expired)', cell: pct(10_000 - cm.liquidationDiscountExpired) },
    ],
    status: [
      { label: 'Paused', cell: flag(f.isPaused, true) },
      { label: 'Expirable', cell: flag(f.expirable) },
      { label: 'Expiration date', cell: f.expirationDate === 0 ? text('none') : num(formatUtc(f.expirationDate), f.expirationDate) },
      { label: 'Degen mode', cell: flag(f.isDegenMode), note: 'Opening an account requires a degen NFT.' },
      { label: 'Degen NFT', cell: addrOrZero(f.degenNFT, 'DegenNFT') },
      { label: 'Current cumulative loss', cell: amt(f.currentCumulativeLoss) },
      { label: 'Max cumulative loss', cell: amt(f.maxCumulativeLoss), note: 'The facade pauses itself once cumulative losses exceed this amount.' },
    ],
    tables: {
      collateral: {
        id: 'collateral-tokens',
        title: 'Collateral tokens',
        intro: 'Liquidation threshold per token: the share of its value that counts towards the account\'s collateral. 0% means the token is not collateral.',
        columns: [{ label: 'Mask bit', numeric: true }, { label: 'Token' }, { label: 'Liquidation threshold', numeric: true }, { label: 'Quoted' }],
        rows: cm.collateralTokens.map((c, i) => [
          num(String(i), `1 << ${i}`, i),
          dir.cell(c.token),
          pct(c.liquidationThreshold),
          flag(((cm.quotedTokensMask >> BigInt(i)) & 1n) === 1n),
        ]),
        empty: 'This credit manager lists no collateral tokens.',
      },
      forbidden: {
        id: 'forbidden-tokens',
        title: 'Forbidden tokens',
        columns: [{ label: 'Mask bit', numeric: true }, { label: 'Token' }],
        rows: forbidden.map((t) => [num(String(t.index), `1 << ${t.index}`, t.index), ordered && t.token ? dir.cell(t.token) : text(`token #${t.index} (order not established)`)]),
        empty: 'No token is forbidden.',
      },
      adapters: {
        id: 'adapters',
        title: 'Adapters',
        intro: 'Each allowed target contract and the adapter an account must call to reach it.',
        columns: [{ label: 'Target contract' }, { label: 'Adapter' }],
        rows: cm.adapters.map((a) => [dir.cell(a.target), dir.cell(a.adapter, `Adapter for ${names.contractOrAddress(a.target)}`)]),
        empty: 'No adapters are allowed.',
      },
      liquidators: {
        id: 'emergency-liquidators',
        title: 'Emergency liquidators',
        intro: 'Addresses allowed to liquidate accounts while the facade is paused.',
        columns: [{ label: 'Address' }],
        rows: cm.configurator.emergencyLiquidators.map((a) => [dir.cell(a)]),
        empty: 'No emergency liquidators are set.',
      },
    },
    forbiddenNote: ordered
      ? `Raw forbiddenTokenMask ${f.forbiddenTokenMask.toString()}. Bits map to collateral tokens in list order; the order is confirmed by the quoted-tokens mask (${cm.quotedTokensMask.toString()}), which selects exactly the tokens the pool has quotas for.`
      : `Raw forbiddenTokenMask ${f.forbiddenTokenMask.toString()}. The snapshot's token order could not be confirmed against the quoted-tokens mask, so bits are shown by index only.`,
  };
}


