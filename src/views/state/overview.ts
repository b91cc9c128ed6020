/** A network at a glance: every pool and credit manager with its key numbers, linked to its page. */
import type { NetworkSnapshot } from '../../data/model';
import { formatAmount, rayToPercent } from '../../data/format';
import { labeler } from '../../data/labels';
import { flag, link, num, type SnapshotMeta, type Table } from './cells';
import { directory } from './directory';
import { snapshotMeta } from './meta';
import { creditManagerPath, governancePath, poolPath, priceFeedsPath, tokensPath } from './paths';
import { utilisation, utilisationText } from './pool';

export interface OverviewPageData {
  meta: SnapshotMeta;
  pools: Table;
  creditManagers: Table;
  links: { label: string; href: string }[];
}

export function overviewPage(snap: NetworkSnapshot): OverviewPageData {
  const net = snap.network.id;
  const names = labeler(snap);
  const dir = directory(snap);
  const decimalsOf = (pool: string) => snap.pools.find((p) => p.address.toLowerCase() === pool.toLowerCase())?.decimals ?? 18;
  return {
    meta: snapshotMeta(snap),
    links: [
      { label: 'Price feeds', href: priceFeedsPath(net) },
      { label: 'Governance', href: governancePath(net) },
      { label: 'Supported tokens', href: tokensPath(net) },
    ],
    pools: {
      id: 'pools',
      title: 'Pools',
      columns: [
        { label: 'Pool' },
        { label: 'Underlying' },
        { label: 'Expected liquidity', numeric: true },
        { label: 'Available liquidity', numeric: true },
        { label: 'Utilisation', numeric: true },
        { label: 'Borrow rate', numeric: true },
        { label: 'Total debt limit', numeric: true },
        { label: 'Paused' },
      ],
      rows: snap.pools.map((p) => {
        const sym = names.tokenOrAddress(p.underlying);
        const amt = (v: bigint) => num(`${formatAmount(v, p.decimals, 0)} ${sym}`, v, Number(v));
        const u = utilisation(p);
        return [
          link(p.name, poolPath(net, p.name)),
          dir.cell(p.underlying),
          amt(p.expectedLiquidity),
          amt(p.availableLiquidity),
          num(utilisationText(u), u),
          num(rayToPercent(p.baseInterestRate, 2), p.baseInterestRate),
          amt(p.totalDebtLimit),
          flag(p.isPaused, true),
        ];
      }),
      empty: 'No pools in this snapshot.',
    },
    creditManagers: {
      id: 'credit-managers',
      title: 'Credit managers',
      columns: [
        { label: 'Credit manager' },
        { label: 'Underlying' },
        { label: 'Min debt', numeric: true },
        { label: 'Max debt', numeric: true },
        { label: 'Borrowed', numeric: true },
        { label: 'Debt limit', numeric: true },
        { label: 'Degen mode' },
        { label: 'Paused' },
      ],
      rows: snap.creditManagers.map((cm) => {
        const d = decimalsOf(cm.pool);
        const sym = names.tokenOrAddress(cm.underlying);
        const amt = (v: bigint) => num(`${formatAmount(v, d, 2)} ${sym}`, v, Number(v));
        const pool = snap.pools.find((p) => p.address.toLowerCase() === cm.pool.toLowerCase());
        const debt = pool?.debtParams.find((x) => x.creditManager.toLowerCase() === cm.address.toLowerCase());
        return [
          link(cm.name, creditManagerPath(net, cm.name)),
          dir.cell(cm.underlying),
          amt(cm.facade.minDebt),
          amt(cm.facade.maxDebt),
          debt ? amt(debt.borrowed) : num('n/a', ''),
          debt ? amt(debt.limit) : num('n/a', ''),
          flag(cm.facade.isDegenMode),
          flag(cm.facade.isPaused, true),
        ];
      }),
      empty: 'No credit managers in this snapshot.',
    },
  };
}
