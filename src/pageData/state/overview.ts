/** A network at a glance: every pool and credit manager with its key numbers, linked to its page. */
import type { Address, NetworkSnapshot } from '../../domain/data/model';
import { amountText, rayToPercent, wadToPercent } from '../../domain/data/format';
import { labeler } from '../../domain/data/labels';
import { poolUtilisation } from '../../domain/protocol/interestModel';
import { creditManagerPath, governancePath, poolPath, priceFeedsPath, statePath, tokensPath } from '../../domain/data/paths';
import { flag, link, num } from './cells';
import { directory } from './addressCells';
import { statePage } from './header';
import { SECTION } from './sections';
import { parameterLabel, parameterName } from '../../domain/protocol/parameters';
import { paragraph, tableSection, type StatePageData } from './page';

export type OverviewPageData = StatePageData<'overview'>;

/** `changes`: the "Changes since block N" page, when the build is given the previous snapshots. */
export function overviewPage(snap: NetworkSnapshot, changes?: { label: string; href: string }): OverviewPageData {
  const net = snap.network.id;
  const names = labeler(snap);
  const dir = directory(snap);
  /** An amount of a pool's underlying, with `fraction` decimals. */
  const amount = (v: bigint, underlying: Address, decimals: number, fraction: number) => num(amountText(v, { symbol: names.tokenOrAddress(underlying), decimals }, fraction), v);
  return statePage(snap, 'overview', {
    path: statePath(net),
    title: `${snap.network.name} protocol state`,
    description: `Pools and credit managers of Gearbox V3 on ${snap.network.name} at a glance: liquidity, utilisation, rates, debt limits and flags.`,
    intro: [
      paragraph(
        `Every pool and credit manager of Gearbox V3 on ${snap.network.name} in this snapshot. Open one for all its parameters. Also: `,
        link('price feeds', priceFeedsPath(net)),
        ', ',
        link('governance', governancePath(net)),
        ', ',
        link('supported tokens', tokensPath(net)),
        ...(changes ? [', ', link(changes.label, changes.href)] : []),
        '.',
      ),
    ],
    sections: [
      tableSection(SECTION.overview.pools, 'Pools', {
        columns: [
          { label: 'Pool' },
          { label: 'Underlying' },
          { label: 'Expected liquidity', numeric: true },
          { label: 'Available liquidity', numeric: true },
          { label: 'Utilisation', numeric: true },
          { label: 'Borrow rate', numeric: true },
          { label: parameterLabel('totalDebtLimit'), numeric: true },
          { label: parameterLabel('isPaused') },
        ],
        rows: snap.pools.map((p) => {
          const u = poolUtilisation(p);
          return [
            link(p.name, poolPath(net, p.name)),
            dir.cell(p.underlying),
            amount(p.expectedLiquidity, p.underlying, p.decimals, 0),
            amount(p.availableLiquidity, p.underlying, p.decimals, 0),
            num(wadToPercent(u), u),
            num(rayToPercent(p.baseInterestRate, 2), p.baseInterestRate),
            amount(p.totalDebtLimit, p.underlying, p.decimals, 0),
            flag(p.isPaused, true),
          ];
        }),
        empty: 'No pools in this snapshot.',
      }),
      tableSection(SECTION.overview.creditManagers, 'Credit managers', {
        columns: [
          { label: 'Credit manager' },
          { label: 'Underlying' },
          { label: parameterLabel('facade.minDebt'), numeric: true },
          { label: parameterLabel('facade.maxDebt'), numeric: true },
          { label: 'Borrowed', numeric: true },
          { label: parameterName('creditManagerDebtLimit'), numeric: true },
          { label: 'Degen mode' },
          { label: parameterLabel('facade.isPaused') },
        ],
        rows: snap.creditManagers.map((cm) => {
          const amt = (v: bigint) => amount(v, cm.pool.underlying, cm.pool.decimals, 2);
          return [
            link(cm.name, creditManagerPath(net, cm.name)),
            dir.cell(cm.pool.underlying),
            amt(cm.facade.minDebt),
            amt(cm.facade.maxDebt),
            amt(cm.debt.borrowed),
            amt(cm.debt.limit),
            flag(cm.facade.isDegenMode),
            flag(cm.facade.isPaused, true),
          ];
        }),
        empty: 'No credit managers in this snapshot.',
      }),
    ],
  });
}
