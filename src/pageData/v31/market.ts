/**
 * A V3.1 market's page: its pool, interest rate model, rate keeper and quotas, price feeds (the oracle's map and the
 * feed tree decoded), loss policy, tokens and credit suites, all from the newest state that holds the market.
 */
import type { Address } from 'viem';
import { addressKey } from '../../domain/data/address';
import { amountText, bpsToPercent, limitText, formatDuration, formatFixed, formatUtc, rayToPercent } from '../../domain/data/format';
import { v31CreditSuitePath, v31CuratorPath, v31MarketPath, v31PriceFeedsPath } from '../../domain/data/paths';
import type { V31Data } from '../../domain/v31/data';
import type { V31Network } from '../../domain/v31/networks';
import type { V31Market, V31State } from '../../domain/v31/states';
import { code, flag, link, list, num, pair, text, type Field, type Table } from '../state/cells';
import { fieldsBlock, paragraph, section, tableBlock, type StatePageData } from '../state/page';
import { SECTION } from '../state/sections';
import { curatorSlug } from './curators';
import { curatorOf, v31Directory } from './directory';
import { v31Page } from './frame';
import { contractFields, paramsCell } from './params';
import { v31ProofButtons } from './proofButtons';

export type V31MarketPageData = StatePageData<'v31Market'>;

/** A token of the market by address: its symbol and decimals (the pool's underlying is one of them). */
export function tokenOf(market: V31Market, address: Address): { symbol: string; decimals: number } | undefined {
  return market.tokens.find((t) => addressKey(t.address) === addressKey(address));
}

export function v31MarketPage(data: V31Data, network: V31Network, market: V31Market, state: V31State): V31MarketPageData {
  const dir = v31Directory(data, network).forMarket(market);
  const net = network.slug;
  const p = market.pool;
  const curator = curatorOf(network, market.configurator);
  const underlying = { symbol: tokenOf(market, p.underlying)?.symbol ?? p.symbol, decimals: p.decimals };
  const amt = (v: bigint) => num(amountText(v, underlying), v);
  const ray = (v: bigint) => num(rayToPercent(v), v);
  const s = SECTION.v31Market;
  const tokenCell = (a: Address) => dir.cell(a, tokenOf(market, a)?.symbol);

  const summary: Field[] = [
    { key: 'pool', label: 'Pool', cell: v31ProofButtons(data, network).cell(dir.cell(p.address, p.name), 'pool') },
    { key: 'curator', label: 'Curator', cell: link(`${curator.name}${curator.test ? ' (test curator)' : ''}`, v31CuratorPath(net, curatorSlug(network, curator))) },
    { key: 'underlying', label: 'Underlying', cell: tokenCell(p.underlying) },
    { key: 'symbol', label: 'Pool share symbol', cell: text(p.symbol) },
    { key: 'quotaKeeper', label: 'Quota keeper', cell: dir.cell(market.quotaKeeper.address) },
    { key: 'interestRateModel', label: 'Interest rate model', cell: dir.cell(market.interestRateModel.address) },
    { key: 'rateKeeper', label: 'Rate keeper', cell: dir.cell(market.rateKeeper.address) },
    { key: 'priceOracle', label: 'Price oracle', cell: dir.cell(market.priceOracle.address) },
    { key: 'lossPolicy', label: 'Loss policy', cell: dir.cell(market.lossPolicy.address) },
    { key: 'paused', label: 'Paused', cell: flag(p.isPaused, true) },
  ];
  const poolFields: Field[] = [
    ...contractFields(p, dir, 'Pool'),
    { key: 'expectedLiquidity', label: 'Expected liquidity', cell: amt(p.expectedLiquidity), note: 'What the pool holds and is owed, with interest.' },
    { key: 'availableLiquidity', label: 'Available liquidity', cell: amt(p.availableLiquidity) },
    { key: 'totalBorrowed', label: 'Total borrowed', cell: amt(p.totalBorrowed) },
    { key: 'totalDebtLimit', label: 'Total debt limit', cell: num(limitText(p.totalDebtLimit, underlying), p.totalDebtLimit) },
    { key: 'baseInterestRate', label: 'Base borrow rate', cell: ray(p.baseInterestRate), note: 'A year, before quota rates.' },
    { key: 'supplyRate', label: 'Supply rate', cell: ray(p.supplyRate), note: 'A year, to depositors.' },
    { key: 'dieselRate', label: 'Share price', cell: num(formatFixed(p.dieselRate, 27, 6), p.dieselRate), note: `${underlying.symbol} per pool share.` },
    { key: 'totalSupply', label: 'Pool shares', cell: num(formatFixed(p.totalSupply, p.decimals, 4), p.totalSupply) },
    { key: 'withdrawFee', label: 'Withdrawal fee', cell: num(bpsToPercent(p.withdrawFee), `${p.withdrawFee} bps`) },
    { key: 'quotaRevenue', label: 'Quota revenue', cell: amt(p.quotaRevenue), note: 'A year, at the current quotas and rates.' },
    { key: 'lastBaseInterestUpdate', label: 'Last interest update', cell: num(formatUtc(p.lastBaseInterestUpdate), p.lastBaseInterestUpdate) },
  ];
  const debtTable: Table = {
    columns: [{ label: 'Credit manager' }, { label: 'Borrowed', numeric: true }, { label: 'Limit', numeric: true }, { label: 'Can borrow', numeric: true }],
    rows: p.debtParams.map((d) => [dir.cell(d.creditManager), amt(d.borrowed), amt(d.limit), amt(d.available)]),
    empty: 'No credit manager borrows from this pool.',
  };
  const rates = new Map(market.rateKeeper.rates.map((r) => [addressKey(r.token), r.rate]));
  const quotaTable: Table = {
    columns: [
      { label: 'Token', key: 'token' },
      { label: 'Quota rate', numeric: true, key: 'rate' },
      { label: 'Rate keeper rate', numeric: true },
      { label: 'Increase fee', numeric: true },
      { label: 'Quoted', numeric: true },
      { label: 'Limit', numeric: true },
      { label: 'Active' },
    ],
    rows: market.quotaKeeper.quotas.map((q) => {
      const keeper = rates.get(addressKey(q.token));
      return [
        tokenCell(q.token),
        num(bpsToPercent(q.rate), `${q.rate} bps`),
        keeper === undefined ? text('not set') : num(bpsToPercent(keeper), `${keeper} bps`),
        num(bpsToPercent(q.quotaIncreaseFee), `${q.quotaIncreaseFee} bps`),
        amt(q.totalQuoted),
        amt(q.limit),
        flag(q.isActive),
      ];
    }),
    empty: 'No token is quoted in this market.',
  };
  const tokensTable: Table = {
    columns: [{ label: 'Token', key: 'token' }, { label: 'Name' }, { label: 'Decimals', numeric: true }],
    rows: market.tokens.map((t) => [dir.cell(t.address, t.symbol), text(t.name), num(String(t.decimals), t.decimals)]),
    empty: 'The market lists no tokens.',
  };
  const suitesTable: Table = {
    columns: [{ label: 'Credit suite' }, { label: 'Credit manager', wide: true }, { label: 'Debt bounds', numeric: true }, { label: 'Adapters', numeric: true }, { label: 'Paused' }],
    rows: market.creditSuites.map((c) => [
      link(c.creditManager.name, v31CreditSuitePath(net, c.creditManager.address)),
      dir.cell(c.creditManager.address),
      text(`${amountText(c.creditFacade.minDebt, underlying)} to ${amountText(c.creditFacade.maxDebt, underlying)}`),
      num(String(c.adapters.length), c.adapters.length),
      flag(c.creditFacade.isPaused, true),
    ]),
    empty: 'The market has no credit suites.',
  };
  return v31Page(network, state, 'v31Market', {
    path: v31MarketPath(net, p.address),
    title: p.name,
    description: `The Gearbox V3.1 market ${p.name} of ${curator.name} on ${network.name}: pool, rates, quotas, price feeds, loss policy and credit suites.`,
    trail: [{ label: curator.name, href: v31CuratorPath(net, curatorSlug(network, curator)) }, { label: p.name }],
    sections: [
      section(s.summary, 'Summary', fieldsBlock(summary)),
      section(s.pool, 'Pool', fieldsBlock(poolFields)),
      section(s.debt, 'Debt per credit manager', tableBlock(debtTable)),
      section(s.interestRateModel, 'Interest rate model', fieldsBlock(contractFields(market.interestRateModel, dir, 'Interest rate model'))),
      section(
        s.quotas,
        'Quotas and their rates',
        paragraph('The rate keeper sets each token\'s quota rate; the quota keeper applies them. A credit account pays the quota rate a year on the amount of a token it quotes, on top of the base borrow rate.'),
        fieldsBlock([...contractFields(market.rateKeeper, dir, 'Rate keeper'), ...contractFields(market.quotaKeeper, dir, 'Quota keeper').map((f) => ({ ...f, key: `quotaKeeper.${f.key}` })), { key: 'lastQuotaRateUpdate', label: 'Last quota rate update', cell: num(formatUtc(market.quotaKeeper.lastQuotaRateUpdate), market.quotaKeeper.lastQuotaRateUpdate) }]),
        tableBlock(quotaTable),
      ),
      section(
        s.priceFeeds,
        'Price feeds',
        paragraph(
          `The price oracle prices ${market.priceOracle.feedMap.filter((e) => !e.reserve).length} tokens with main feeds and ${market.priceOracle.feedMap.filter((e) => e.reserve).length} with reserve feeds, reading ${market.priceOracle.feedTree.length} feeds in all: `,
          link('each token\'s feed and the feed tree, decoded', v31PriceFeedsPath(net, p.address)),
          '.',
        ),
        fieldsBlock([{ key: 'priceOracle', label: 'Price oracle', cell: dir.cell(market.priceOracle.address) }]),
      ),
      section(s.lossPolicy, 'Loss policy', fieldsBlock(contractFields(market.lossPolicy, dir, 'Loss policy'))),
      section(s.tokens, 'Tokens', tableBlock(tokensTable)),
      section(s.creditSuites, 'Credit suites', tableBlock(suitesTable)),
    ],
  });
}
