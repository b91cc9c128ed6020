/** The pool page: everything the snapshot says about one pool, in human units. */
import type { NetworkSnapshot, Pool } from '../../domain/data/model';
import { amountText, bpsToPercent, formatFixed, rayToPercent, wadToPercent } from '../../domain/data/format';
import { labeler } from '../../domain/data/labels';
import { borrowRateRay, poolUtilisation } from '../../domain/protocol/interestModel';
import { GEAR, gaugeRate } from '../../domain/protocol/gauge';
import { creditManagerPath, poolPath, statePath } from '../../domain/data/paths';
import { flag, link, num, text } from './cells';
import { directory } from './addressCells';
import { ROLES } from '../../domain/protocol/roles';
import { parameterLabel } from '../../domain/protocol/parameters';
import { interestCurve } from './interestCurve';
import { statePage } from './header';
import { SECTION } from './sections';
import { fieldsBlock, paragraph, section, tableSection, type ChartBlock, type StatePageData } from './page';

export type PoolPageData = StatePageData<'pool'>;

const pct = (bps: number) => num(bpsToPercent(bps), `${bps} bps`);

export function poolPage(snap: NetworkSnapshot, p: Pool): PoolPageData {
  const net = snap.network.id;
  const dir = directory(snap);
  const sym = labeler(snap).tokenOrAddress(p.underlying);
  const underlying = { symbol: sym, decimals: p.decimals };
  const amt = (v: bigint) => num(amountText(v, underlying), v);
  const vote = (v: bigint) => num(amountText(v, GEAR, 2), v);
  const uWad = poolUtilisation(p);
  const m = p.interestModel;
  const rate = borrowRateRay(m, uWad);
  const chart: ChartBlock = {
    kind: 'chart',
    id: 'rate-curve',
    curve: interestCurve(m, uWad),
    text: `Borrow rate against utilisation. The rate rises from ${bpsToPercent(m.Rbase)} at 0% to ${bpsToPercent(m.Rbase + m.Rslope1)} at U1 = ${bpsToPercent(m.U1)}, to ${bpsToPercent(m.Rbase + m.Rslope1 + m.Rslope2)} at U2 = ${bpsToPercent(m.U2)}, and to ${bpsToPercent(m.Rbase + m.Rslope1 + m.Rslope2 + m.Rslope3)} at 100%. Current utilisation ${wadToPercent(uWad)}, rate ${rayToPercent(rate)}.${m.isBorrowingMoreU2Forbidden ? ' Borrowing that would raise utilisation above U2 is forbidden.' : ''}`,
  };

  return statePage(snap, 'pool', {
    path: poolPath(net, p.name),
    title: p.name,
    description: `Parameters of the Gearbox V3 pool ${p.name} on ${snap.network.name}: liquidity, interest rate model, quotas, gauge and debt limits.`,
    trail: [{ label: 'Pools', href: statePath(net, 'pools') }, { label: p.name }],
    sections: [
      section(
        SECTION.pool.summary,
        'Summary',
        fieldsBlock([
          { key: 'address', label: 'Pool', cell: dir.cell(p.address, p.name) },
          { key: 'name', label: 'Name', cell: text(p.name) },
          { key: 'symbol', label: 'Diesel token symbol', cell: text(p.symbol) },
          { key: 'underlying', label: 'Underlying', cell: dir.cell(p.underlying) },
          { key: 'decimals', label: 'Decimals', cell: num(String(p.decimals), p.decimals) },
          { key: 'version', label: 'Version', cell: num(String(p.version), p.version) },
          { key: 'isPaused', label: parameterLabel('isPaused'), cell: flag(p.isPaused, true) },
          { key: 'quotaKeeper', label: 'Quota keeper', cell: dir.cell(p.quotaKeeper, ROLES.poolQuotaKeeper.contract) },
          { key: 'gauge', label: 'Gauge', cell: dir.cell(p.gauge.address, ROLES.gauge.contract) },
        ]),
      ),
      section(
        SECTION.pool.liquidity,
        'Liquidity and rates',
        fieldsBlock([
          { key: 'expectedLiquidity', label: 'Expected liquidity', cell: amt(p.expectedLiquidity), note: 'Deposits plus interest accrued on loans.' },
          { key: 'availableLiquidity', label: 'Available liquidity', cell: amt(p.availableLiquidity), note: 'Held by the pool, ready to lend or withdraw.' },
          { key: 'totalBorrowed', label: 'Total borrowed', cell: amt(p.totalBorrowed) },
          { key: 'utilisation', label: 'Utilisation', cell: num(wadToPercent(uWad), uWad), note: '(expected − available) / expected, as the interest model computes it.' },
          { key: 'totalDebtLimit', label: parameterLabel('totalDebtLimit'), cell: amt(p.totalDebtLimit) },
          { key: 'supplyRate', label: 'Supply rate', cell: num(`${rayToPercent(p.supplyRate)} per year`, p.supplyRate), note: 'RAY-scaled on chain (1e27 = 100%).' },
          { key: 'baseInterestRate', label: 'Base interest rate', cell: num(`${rayToPercent(p.baseInterestRate)} per year`, p.baseInterestRate), note: 'Borrow rate before quota interest; RAY-scaled.' },
          { key: 'dieselRate', label: 'Diesel rate', cell: num(`${formatFixed(p.dieselRate, 27, 6)} ${sym} per diesel token`, p.dieselRate), note: 'RAY-scaled.' },
          { key: 'withdrawFee', label: parameterLabel('withdrawFee'), cell: pct(p.withdrawFee) },
          { key: 'totalSupply', label: 'Total supply (diesel)', cell: num(amountText(p.totalSupply, { symbol: p.symbol, decimals: p.decimals }), p.totalSupply) },
        ]),
      ),
      section(
        SECTION.pool.interestRateModel,
        'Interest rate model',
        chart,
        fieldsBlock([
          { key: 'interestModel', label: 'Interest rate model', cell: dir.cell(m.address, ROLES.interestModel.contract) },
          { key: 'U1', label: parameterLabel('interestModel.U1'), cell: pct(m.U1) },
          { key: 'U2', label: parameterLabel('interestModel.U2'), cell: pct(m.U2) },
          { key: 'Rbase', label: parameterLabel('interestModel.Rbase'), cell: pct(m.Rbase) },
          { key: 'Rslope1', label: parameterLabel('interestModel.Rslope1'), cell: pct(m.Rslope1) },
          { key: 'Rslope2', label: parameterLabel('interestModel.Rslope2'), cell: pct(m.Rslope2) },
          { key: 'Rslope3', label: parameterLabel('interestModel.Rslope3'), cell: pct(m.Rslope3) },
          { key: 'isBorrowingMoreU2Forbidden', label: parameterLabel('interestModel.isBorrowingMoreU2Forbidden'), cell: flag(m.isBorrowingMoreU2Forbidden) },
          { key: 'modelRate', label: 'Model rate at current utilisation', cell: num(`${rayToPercent(rate)} per year`, rate), note: 'Computed here from the parameters; compare with the base interest rate above.' },
        ]),
      ),
      tableSection(
        SECTION.pool.quotas,
        'Quotas',
        {
          columns: [
            { label: 'Token', key: 'token' },
            { label: parameterLabel('quota.rate'), key: 'quotaRate', numeric: true },
            { label: parameterLabel('quota.quotaIncreaseFee'), key: 'quotaIncreaseFee', numeric: true },
            { label: 'Total quoted', key: 'totalQuoted', numeric: true },
            { label: parameterLabel('quota.limit'), key: 'quotaLimit', numeric: true },
            { label: parameterLabel('quota.isActive'), key: 'isActive' },
          ],
          rows: p.quotas.map((q) => [dir.cell(q.token), pct(q.rate), pct(q.quotaIncreaseFee), amt(q.totalQuoted), amt(q.limit), flag(q.isActive)]),
          empty: 'This pool has no quoted tokens.',
        },
        'Per-token quota parameters in the pool quota keeper. Rate is the annual quota interest; the increase fee is charged once on every quota increase.',
      ),
      section(
        SECTION.pool.gauge,
        'Gauge',
        fieldsBlock([
          { key: 'gaugeContract', label: 'Gauge', cell: dir.cell(p.gauge.address, ROLES.gauge.contract) },
          { key: 'currentEpoch', label: 'Current epoch', cell: num(String(p.gauge.currentEpoch), p.gauge.currentEpoch) },
          { key: 'epochFrozen', label: 'Epoch frozen', cell: flag(p.gauge.epochFrozen, true) },
        ]),
        {
          kind: 'section',
          section: tableSection(
            SECTION.pool.gaugeRates,
            'Gauge votes and rates',
            {
              columns: [
                { label: 'Token', key: 'token' },
                { label: parameterLabel('gauge.minRate'), numeric: true },
                { label: parameterLabel('gauge.maxRate'), numeric: true },
                { label: 'LP-side votes', numeric: true },
                { label: 'CA-side votes', numeric: true },
                { label: 'Rate in force', numeric: true },
                { label: 'Rate at current votes', numeric: true },
              ],
              rows: p.gauge.params.map((g) => [
                dir.cell(g.token),
                pct(g.minRate),
                pct(g.maxRate),
                vote(g.votesLpSide),
                vote(g.votesCaSide),
                pct(g.rate),
                pct(gaugeRate(g.minRate, g.maxRate, g.votesLpSide, g.votesCaSide)),
              ]),
              empty: 'The gauge has no tokens.',
            },
            'The gauge sets each quota rate between its minimum and maximum by staked-GEAR votes: LP-side votes pull it up, credit-account-side votes pull it down. Rates are recomputed from the votes when the epoch is updated, so the rate in force can differ from the one the current votes give.',
          ),
        },
      ),
      tableSection(SECTION.pool.debtPerCreditManager, 'Debt per credit manager', {
        columns: [{ label: 'Credit manager' }, { label: 'Borrowed', numeric: true }, { label: parameterLabel('creditManagerDebtLimit'), numeric: true }, { label: 'Available to borrow', numeric: true }],
        rows: snap.creditManagers
          .filter((cm) => cm.pool === p)
          .map((cm) => [link(cm.name, creditManagerPath(net, cm.name)), amt(cm.debt.borrowed), amt(cm.debt.limit), amt(cm.debt.availableToBorrow)]),
        empty: 'No credit manager borrows from this pool.',
      }),
      tableSection(
        SECTION.pool.zappers,
        'Zappers',
        {
          columns: [{ label: 'Zapper' }, { label: 'Token in' }, { label: 'Token out' }],
          rows: p.zappers.map((z) => [dir.cell(z.zapper, 'Zapper'), dir.cell(z.tokenIn), dir.cell(z.tokenOut)]),
          empty: 'No zappers are registered for this pool.',
        },
        'Helper contracts that deposit into the pool (and stake) from another token in one transaction.',
      ),
    ],
  });
}
