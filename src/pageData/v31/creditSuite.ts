/**
 * A V3.1 credit suite's page: the credit manager (fees, liquidation thresholds, enabled-token cap), the facade (debt
 * bounds, expiry, pause), the configurator, the account factory and the adapters with their decoded parameters.
 */
import { isZeroAddress } from '../../domain/data/address';
import { amountText, bpsToPercent, formatUtc } from '../../domain/data/format';
import { v31CreditSuitePath, v31MarketPath } from '../../domain/data/paths';
import type { V31Data } from '../../domain/v31/data';
import type { V31Network } from '../../domain/v31/networks';
import type { V31CreditSuite, V31Market, V31State } from '../../domain/v31/states';
import { code, flag, link, num, text, type Cell, type Field, type Table } from '../state/cells';
import { fieldsBlock, paragraph, section, tableBlock, type StatePageData } from '../state/page';
import { SECTION } from '../state/sections';
import { curatorOf, v31Directory } from './directory';
import { v31Page } from './frame';
import { tokenOf } from './market';
import { contractFields, paramsCell } from './params';
import { abiCell, v31ContractAbi } from '../abiLinks';
import { v31ProofButtons } from './proofButtons';

export type V31CreditSuitePageData = StatePageData<'v31CreditSuite'>;

const pct = (bps: number): Cell => num(bpsToPercent(bps), `${bps} bps`);

export function v31CreditSuitePage(data: V31Data, network: V31Network, market: V31Market, suite: V31CreditSuite, state: V31State): V31CreditSuitePageData {
  const dir = v31Directory(data, network).forMarket(market);
  const proofs = v31ProofButtons(data, network);
  const net = network.slug;
  const cm = suite.creditManager;
  const f = suite.creditFacade;
  const p = market.pool;
  const underlying = { symbol: tokenOf(market, p.underlying)?.symbol ?? p.symbol, decimals: p.decimals };
  const amt = (v: bigint) => num(amountText(v, underlying), v);
  const s = SECTION.v31CreditSuite;
  const curator = curatorOf(network, market.configurator);
  const addrOrNone = (a: string, what: string): Cell => (isZeroAddress(a) ? text(`none (${what} is the zero address)`) : dir.cell(a));

  const summary: Field[] = [
    { key: 'creditManager', label: 'Credit manager', cell: proofs.cell(dir.cell(cm.address, cm.name), 'creditManager') },
    { key: 'market', label: 'Market', cell: link(p.name, v31MarketPath(net, p.address)) },
    { key: 'curator', label: 'Curator', cell: text(`${curator.name}${curator.test ? ' (test curator)' : ''}`) },
    { key: 'underlying', label: 'Underlying', cell: dir.cell(p.underlying, underlying.symbol) },
    { key: 'creditFacade', label: 'Credit facade', cell: proofs.cell(dir.cell(f.address), 'creditFacade') },
    { key: 'creditConfigurator', label: 'Credit configurator', cell: proofs.cell(dir.cell(suite.creditConfigurator.address), 'creditConfigurator') },
    { key: 'accountFactory', label: 'Account factory', cell: dir.cell(suite.accountFactory.address) },
  ];
  const managerFields: Field[] = [
    ...contractFields(cm, dir, 'Credit manager'),
    { key: 'feeInterest', label: 'Interest fee', cell: pct(cm.feeInterest), note: 'The share of interest the curator and the DAO take.' },
    { key: 'feeLiquidation', label: 'Liquidation fee', cell: pct(cm.feeLiquidation) },
    { key: 'liquidationDiscount', label: 'Liquidation discount', cell: pct(cm.liquidationDiscount), note: 'A liquidator pays this share of the collateral value; the rest is the premium.' },
    { key: 'feeLiquidationExpired', label: 'Liquidation fee after expiry', cell: pct(cm.feeLiquidationExpired) },
    { key: 'liquidationDiscountExpired', label: 'Liquidation discount after expiry', cell: pct(cm.liquidationDiscountExpired) },
    { key: 'maxEnabledTokens', label: 'Max enabled tokens', cell: num(String(cm.maxEnabledTokens), cm.maxEnabledTokens), note: 'Collateral tokens an account may hold enabled at once, besides the underlying.' },
  ];
  const collateral: Table = {
    columns: [{ label: 'Token', key: 'token' }, { label: 'Liquidation threshold', numeric: true, key: 'lt' }, { label: 'Forbidden' }],
    rows: cm.collateralTokens.map((t, i) => [dir.cell(t.token, tokenOf(market, t.token)?.symbol), pct(t.liquidationThreshold), flag((f.forbiddenTokensMask >> BigInt(i)) & 1n ? true : false, true)]),
    empty: 'The credit manager has no collateral tokens.',
  };
  const facadeFields: Field[] = [
    ...contractFields(f, dir, 'Credit facade'),
    { key: 'minDebt', label: 'Minimum debt', cell: amt(f.minDebt) },
    { key: 'maxDebt', label: 'Maximum debt', cell: amt(f.maxDebt) },
    { key: 'maxDebtPerBlockMultiplier', label: 'Max debt per block multiplier', cell: num(String(f.maxDebtPerBlockMultiplier), f.maxDebtPerBlockMultiplier), note: 'New debt in one block is capped at this many times the maximum debt.' },
    { key: 'expirable', label: 'Expirable', cell: flag(f.expirable) },
    { key: 'expirationDate', label: 'Expiration date', cell: f.expirable && f.expirationDate > 0 ? num(formatUtc(f.expirationDate), f.expirationDate) : num('none', f.expirationDate) },
    { key: 'paused', label: 'Paused', cell: flag(f.isPaused, true) },
    { key: 'botList', label: 'Bot list', cell: dir.cell(f.botList) },
    { key: 'degenNFT', label: 'Degen NFT', cell: addrOrNone(f.degenNFT, 'the NFT'), note: 'When set, opening an account takes one of these NFTs.' },
  ];
  const adapters: Table = {
    columns: [{ label: 'Adapter', wide: true }, { label: 'Type' }, { label: 'Version', numeric: true }, { label: 'ABI' }, { label: 'Target contract', wide: true }, { label: 'Parameters' }],
    rows: suite.adapters.map((a) => [dir.cell(a.address), code(a.type), num(String(a.version), a.version), abiCell(v31ContractAbi(a.type, a.version)), dir.cell(a.targetContract), paramsCell(a, dir, ['creditManager', 'targetContract'])]),
    empty: 'The credit manager has no adapters.',
  };
  return v31Page(network, state, 'v31CreditSuite', {
    path: v31CreditSuitePath(net, cm.address),
    title: cm.name,
    description: `The Gearbox V3.1 credit suite ${cm.name} of the market ${p.name} on ${network.name}: fees, liquidation thresholds, debt bounds and adapters.`,
    trail: [{ label: p.name, href: v31MarketPath(net, p.address) }, { label: cm.name }],
    sections: [
      section(s.summary, 'Summary', fieldsBlock(summary)),
      section(s.creditManager, 'Credit manager', fieldsBlock(managerFields)),
      section(s.collateral, 'Collateral tokens', paragraph('A token\'s liquidation threshold is the share of its value that counts toward an account\'s health; a forbidden token may be held but not increased.'), tableBlock(collateral)),
      section(s.creditFacade, 'Credit facade', fieldsBlock(facadeFields)),
      section(s.creditConfigurator, 'Credit configurator', fieldsBlock(contractFields(suite.creditConfigurator, dir, 'Credit configurator'))),
      section(s.accountFactory, 'Account factory', fieldsBlock(contractFields(suite.accountFactory, dir, 'Account factory'))),
      section(s.adapters, 'Adapters', paragraph('Each adapter lets credit accounts of this manager call one target contract; its parameters are decoded from its serialize() output (its credit manager and target are in their own columns).'), tableBlock(adapters)),
    ],
  });
}
