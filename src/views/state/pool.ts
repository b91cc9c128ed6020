/** The pool page: everything the snapshot says about one pool, in human units. */
import type { NetworkSnapshot, Pool } from '../../data/model';
import { bpsToPercent, formatAmount, formatFixed, rayToPercent } from '../../data/format';
import { labeler } from '../../data/labels';
import { flag, num, text, type Field, type SnapshotMeta, type Table } from './cells';
import { directory } from './directory';
import { borrowRateRay, interestCurve, utilisationWad, type InterestCurve } from './interestModel';
import { snapshotMeta } from './meta';
import { creditManagerPath, poolPath } from './paths';

export interface PoolPageData {
  meta: SnapshotMeta;
  title: string;
  path: string;
  summary: Field[];
  liquidity: Field[];
  model: Field[];
  curve: InterestCurve;
  /** Text alternative of the chart. */
  curveText: string;
  gauge: Field[];
  tables: { quotas: Table; gauge: Table; debt: Table; zappers: Table };
}

const pct = (bps: number) => num(bpsToPercent(bps), bps, bps);

/** The gauge's rate for one token: minRate and maxRate weighted by CA-side and LP-side votes (GaugeV3.getRates). */
export function gaugeRate(minRate: number, maxRate: number, votesLp: bigint, votesCa: bigint): number {
  const total = votesLp + votesCa;
  if (total === 0n) return minRate;
  return Number((BigInt(minRate) * votesCa + BigInt(maxRate) * votesLp) / total);
}

export function utilisation(p: Pool): bigint {
  return utilisationWad(p.expectedLiquidity, p.availableLiquidity);
}

/** Utilisation as percent text, two decimals rounded down (as integer division on chain), from WAD. */
export const utilisationText = (uWad: bigint) => `${formatFixed(uWad / 10n ** 14n, 2, 2)}%`;

export function poolPage(snap: NetworkSnapshot, p: Pool): PoolPageData {
  const net = snap.network.id;
  const dir = directory(snap);
  const names = labeler(snap);
  const sym = names.tokenOrAddress(p.underlying);
  const amt = (v: bigint) => num(`${formatAmount(v, p.decimals)} ${sym}`, v, Number(v));
  const uWad = utilisation(p);
  const curve = interestCurve(p.interestModel, uWad);
  const m = p.interestModel;
  const tokenCell = (t: string) => dir.cell(t);
  const vote = (v: bigint) => num(`${formatAmount(v, 18, 2)} GEAR`, v, Number(v));

  return {
    meta: snapshotMeta(snap),
    title: p.name,
    path: poolPath(net, p.name),
    summary: [
      { label: 'Pool', cell: dir.cell(p.address, p.name) },
      { label: 'Name', cell: text(p.name) },
      { label: 'Diesel token symbol', cell: text(p.symbol) },
      { label: 'Underlying', cell: dir.cell(p.underlying) },
      { label: 'Decimals', cell: num(String(p.decimals), p.decimals) },
      { label: 'Version', cell: num(String(p.version), p.version) },
      { label: 'Paused', cell: flag(p.isPaused, true) },
      { label: 'Quota keeper', cell: dir.cell(p.quotaKeeper, 'PoolQuotaKeeperV3') },
      { label: 'Gauge', cell: dir.cell(p.gauge.address, 'GaugeV3') },
    ],
    liquidity: [
      { label: 'Expected liquidity', cell: amt(p.expectedLiquidity), note: 'Deposits plus interest accrued on loans.' },
      { label: 'Available liquidity', cell: amt(p.availableLiquidity), note: 'Held by the pool, ready to lend or withdraw.' },
      { label: 'Total borrowed', cell: amt(p.totalBorrowed) },
      { label: 'Utilisation', cell: num(utilisationText(uWad), uWad), note: '(expected − available) / expected, as the interest model computes it.' },
      { label: 'Total debt limit', cell: amt(p.totalDebtLimit) },
      { label: 'Supply rate', cell: num(`${rayToPercent(p.supplyRate)} per year`, p.supplyRate), note: 'RAY-scaled on chain (1e27 = 100%).' },
      { label: 'Base interest rate', cell: num(`${rayToPercent(p.baseInterestRate)} per year`, p.baseInterestRate), note: 'Borrow rate before quota interest; RAY-scaled.' },
      { label: 'Diesel rate', cell: num(`${formatFixed(p.dieselRate, 27, 6)} ${sym} per diesel token`, p.dieselRate), note: 'RAY-scaled.' },
      { label: 'Withdraw fee', cell: pct(p.withdrawFee) },
      { label: 'Total supply (diesel)', cell: num(`${formatAmount(p.totalSupply, p.decimals)} ${p.symbol}`, p.totalSupply) },
    ],
    model: [
      { label: 'Interest rate model', cell: dir.cell(m.address, 'LinearInterestRateModelV3') },
      { label: 'U1', cell: pct(m.U1) },
      { label: 'U2', cell: pct(m.U2) },
      { label: 'Rbase', cell: pct(m.Rbase) },
      { label: 'Rslope1', cell: pct(m.Rslope1) },
      { label: 'Rslope2', cell: pct(m.Rslope2) },
      { label: 'Rslope3', cell: pct(m.Rslope3) },
      { label: 'Borrowing above U2 forbidden', cell: flag(m.isBorrowingMoreU2Forbidden) },
      {
        label: 'Model rate at current utilisation',
        cell: num(`${rayToPercent(borrowRateRay(m, uWad))} per year`, borrowRateRay(m, uWad)),
        note: 'Computed here from the parameters; compare with the base interest rate above.',
      },
    ],
    curve,
    curveText: `Borrow rate against utilisation. The rate rises from ${bpsToPercent(m.Rbase)} at 0% to ${bpsToPercent(m.Rbase + m.Rslope1)} at U1 = ${bpsToPercent(m.U1)}, to ${bpsToPercent(m.Rbase + m.Rslope1 + m.Rslope2)} at U2 = ${bpsToPercent(m.U2)}, and to ${bpsToPercent(m.Rbase + m.Rslope1 + m.Rslope2 + m.Rslope3)} at 100%. Current utilisation ${utilisationText(uWad)}, rate ${rayToPercent(borrowRateRay(m, uWad))}.${m.isBorrowingMoreU2Forbidden ? ' Borrowing that would raise utilisation above U2 is forbidden.' : ''}`,
    gauge: [
      { label: 'Gauge', cell: dir.cell(p.gauge.address, 'GaugeV3') },
      { label: 'Current epoch', cell: num(String(p.gauge.currentEpoch), p.gauge.currentEpoch) },
      { label: 'Epoch frozen', cell: flag(p.gauge.epochFrozen, true) },
    ],
    tables: {
      quotas: {
        id: 'quotas',
        title: 'Quotas',
        intro: 'Per-token quota parameters in the pool quota keeper. Rate is the annual quota interest; the increase fee is charged once on every quota increase.',
        columns: [{ label: 'Token' }, { label: 'Rate', numeric: true }, { label: 'Increase fee', numeric: true }, { label: 'Total quoted', numeric: true }, { label: 'Limit', numeric: true }, { label: 'Active' }],
        rows: p.quotas.map((q) => [tokenCell(q.token), pct(q.rate), pct(q.quotaIncreaseFee), amt(q.totalQuoted), amt(q.limit), flag(q.isActive)]),
        empty: 'This pool has no quoted tokens.',
      },
      gauge: {
        id: 'gauge-rates',
        title: 'Gauge votes and rates',
        intro: 'The gauge sets each quota rate between its minimum and maximum by staked-GEAR votes: LP-side votes pull it up, credit-account-side votes pull it down. Rates are recomputed from the votes when the epoch is updated, so the rate in force can differ from the one the current votes give.',
        columns: [
          { label: 'Token' },
          { label: 'Min rate', numeric: true },
          { label: 'Max rate', numeric: true },
          { label: 'LP-side votes', numeric: true },
          { label: 'CA-side votes', numeric: true },
          { label: 'Rate in force', numeric: true },
          { label: 'Rate at current votes', numeric: true },
        ],
        rows: p.gauge.params.map((g) => [
          tokenCell(g.token),
          pct(g.minRate),
          pct(g.maxRate),
          vote(g.votesLpSide),
          vote(g.votesCaSide),
          pct(g.rate),
          pct(gaugeRate(g.minRate, g.maxRate, g.votesLpSide, g.votesCaSide)),
        ]),
        empty: 'The gauge has no tokens.',
      },
      debt: {
        id: 'debt-per-credit-manager',
        title: 'Debt per credit manager',
        columns: [{ label: 'Credit manager' }, { label: 'Borrowed', numeric: true }, { label: 'Limit', numeric: true }, { label: 'Available to borrow', numeric: true }],
        rows: p.debtParams.map((d) => {
          const cm = snap.creditManagers.find((c) => c.address.toLowerCase() === d.creditManager.toLowerCase());
          return [cm ? { t: 'link' as const, v: cm.name, h: creditManagerPath(net, cm.name) } : dir.cell(d.creditManager), amt(d.borrowed), amt(d.limit), amt(d.availableToBorrow)];
        }),
        empty: 'No credit manager borrows from this pool.',
      },
      zappers: {
        id: 'zappers',
        title: 'Zappers',
        intro: 'Helper contracts that deposit into the pool (and stake) from another token in one transaction.',
        columns: [{ label: 'Zapper' }, { label: 'Token in' }, { label: 'Token out' }],
        rows: p.zappers.map((z) => [dir.cell(z.zapper, 'Zapper'), tokenCell(z.tokenIn), tokenCell(z.tokenOut)]),
        empty: 'No zappers are registered for this pool.',
      },
    },
  };
}
