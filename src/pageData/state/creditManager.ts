/** The credit manager page: parameters, collateral, adapters and roles of one credit manager. */
import type { CreditManager, NetworkSnapshot } from '../../domain/data/model';
import { amountText, bpsToPercent, formatUtc } from '../../domain/data/format';
import { labeler } from '../../domain/data/labels';
import { isZeroAddress } from '../../domain/data/address';
import { liquidationPremium } from '../../domain/protocol/liquidation';
import { maskHas, maskOrderVerified, tokensInMask } from '../../domain/protocol/tokenMasks';
import { creditManagerPath, poolPath, statePath } from '../../domain/data/paths';
import { flag, link, num, text, type Cell } from './cells';
import { directory } from './addressCells';
import { ROLES } from '../../domain/protocol/roles';
import { parameterLabel } from '../../domain/protocol/parameters';
import { statePage } from './header';
import { SECTION } from './sections';
import { fieldsBlock, section, tableSection, type StatePageData } from './page';

export type CreditManagerPageData = StatePageData<'creditManager'>;

const pct = (bps: number) => num(bpsToPercent(bps), `${bps} bps`);

export function creditManagerPage(snap: NetworkSnapshot, cm: CreditManager): CreditManagerPageData {
  const net = snap.network.id;
  const dir = directory(snap);
  const names = labeler(snap);
  const { pool } = cm;
  const sym = names.tokenOrAddress(pool.underlying);
  const underlying = { symbol: sym, decimals: pool.decimals };
  const amt = (v: bigint) => num(amountText(v, underlying, pool.decimals), v);
  const f = cm.facade;
  const ordered = maskOrderVerified(cm);
  const addrOrNone = (a: string, label?: string): Cell => (isZeroAddress(a) ? text('none (zero address)') : dir.cell(a, label));

  return statePage(snap, 'creditManager', {
    path: creditManagerPath(net, cm.name),
    title: cm.name,
    description: `Parameters of the Gearbox V3 credit manager ${cm.name} on ${snap.network.name}: debt limits, fees, collateral tokens and liquidation thresholds, adapters.`,
    trail: [{ label: 'Credit managers', href: statePath(net, 'credit-managers') }, { label: cm.name }],
    sections: [
      section(
        SECTION.creditManager.summary,
        'Summary',
        fieldsBlock([
          { key: 'address', label: 'Credit manager', cell: dir.cell(cm.address, cm.name) },
          { key: 'version', label: 'Version', cell: num(String(cm.version), cm.version) },
          { key: 'underlying', label: 'Underlying', cell: dir.cell(pool.underlying) },
          { key: 'pool', label: 'Pool', cell: link(pool.name, poolPath(net, pool.name)) },
          { key: 'creditFacade', label: 'Credit facade', cell: dir.cell(f.address, ROLES.creditFacade.contract), note: `Version ${f.version}.` },
          { key: 'creditConfigurator', label: 'Credit configurator', cell: dir.cell(cm.configurator.address, ROLES.creditConfigurator.contract), note: `Version ${cm.configurator.version}.` },
          { key: 'priceOracle', label: 'Price oracle', cell: dir.cell(cm.priceOracle) },
          { key: 'botList', label: 'Bot list', cell: dir.cell(f.botList, ROLES.botList.contract) },
        ]),
      ),
      section(
        SECTION.creditManager.debt,
        'Debt limits',
        fieldsBlock([
          { key: 'minDebt', label: parameterLabel('facade.minDebt'), cell: amt(f.minDebt) },
          { key: 'maxDebt', label: parameterLabel('facade.maxDebt'), cell: amt(f.maxDebt) },
          { key: 'maxDebtPerBlockMultiplier', label: parameterLabel('facade.maxDebtPerBlockMultiplier'), cell: num(String(f.maxDebtPerBlockMultiplier), f.maxDebtPerBlockMultiplier), note: 'Debt taken in one block is capped at this many times the maximum debt: 0 forbids new borrowing (set automatically after a loss), 255 lifts the cap.' },
          { key: 'maxEnabledTokens', label: 'Max enabled tokens', cell: num(String(cm.maxEnabledTokens), cm.maxEnabledTokens), note: 'Collateral tokens an account may hold enabled at once, besides the underlying.' },
          { key: 'maxQuotaMultiplier', label: 'Max quota multiplier', cell: num(String(f.maxQuotaMultiplier), f.maxQuotaMultiplier), note: 'A token quota may be at most this many times the maximum debt.' },
        ]),
      ),
      section(
        SECTION.creditManager.fees,
        'Fees and liquidation',
        fieldsBlock([
          { key: 'feeInterest', label: parameterLabel('feeInterest'), cell: pct(cm.feeInterest), note: 'Share of interest paid to the treasury.' },
          { key: 'feeLiquidation', label: parameterLabel('feeLiquidation'), cell: pct(cm.feeLiquidation), note: 'Share of the account value paid to the treasury on liquidation.' },
          { key: 'liquidationDiscount', label: parameterLabel('liquidationDiscount'), cell: pct(cm.liquidationDiscount), note: 'Share of the account value that goes to paying the debt and the borrower.' },
          { key: 'liquidationPremium', label: 'Liquidation premium', cell: pct(liquidationPremium(cm.liquidationDiscount)), note: '100% − discount: what the liquidator keeps.' },
          { key: 'feeLiquidationExpired', label: parameterLabel('feeLiquidationExpired'), cell: pct(cm.feeLiquidationExpired) },
          { key: 'liquidationDiscountExpired', label: parameterLabel('liquidationDiscountExpired'), cell: pct(cm.liquidationDiscountExpired) },
          { key: 'liquidationPremiumExpired', label: 'Liquidation premium (expired)', cell: pct(liquidationPremium(cm.liquidationDiscountExpired)) },
        ]),
      ),
      section(
        SECTION.creditManager.status,
        'Status',
        fieldsBlock([
          { key: 'isPaused', label: parameterLabel('facade.isPaused'), cell: flag(f.isPaused, true) },
          { key: 'expirable', label: parameterLabel('facade.expirable'), cell: flag(f.expirable) },
          { key: 'expirationDate', label: parameterLabel('facade.expirationDate'), cell: f.expirationDate === 0 ? text('none') : num(formatUtc(f.expirationDate), f.expirationDate) },
          { key: 'isDegenMode', label: 'Degen mode', cell: flag(f.isDegenMode), note: 'Opening an account requires a degen NFT.' },
          { key: 'degenNFT', label: 'Degen NFT', cell: addrOrNone(f.degenNFT, ROLES.degenNFT.contract) },
          { key: 'currentCumulativeLoss', label: 'Current cumulative loss', cell: amt(f.currentCumulativeLoss) },
          { key: 'maxCumulativeLoss', label: parameterLabel('facade.maxCumulativeLoss'), cell: amt(f.maxCumulativeLoss), note: 'The facade pauses itself once cumulative losses exceed this amount.' },
        ]),
      ),
      tableSection(
        SECTION.creditManager.collateralTokens,
        'Collateral tokens',
        {
          columns: [
            { label: 'Mask bit', numeric: true },
            { label: 'Token', key: 'token' },
            { label: parameterLabel('liquidationThreshold'), key: 'liquidationThreshold', numeric: true },
            { label: 'Quoted' },
          ],
          rows: cm.collateralTokens.map((c, i) => [num(String(i), `1 << ${i}`), dir.cell(c.token), pct(c.liquidationThreshold), flag(maskHas(cm.quotedTokensMask, i))]),
          empty: 'This credit manager lists no collateral tokens.',
        },
        "Liquidation threshold per token: the share of its value that counts towards the account's collateral. 0% means the token is not collateral.",
      ),
      tableSection(
        SECTION.creditManager.forbiddenTokens,
        'Forbidden tokens',
        {
          columns: [{ label: 'Mask bit', numeric: true }, { label: 'Token' }],
          rows: tokensInMask(cm, f.forbiddenTokenMask).map((t) => [
            num(String(t.index), `1 << ${t.index}`),
            ordered && t.token ? dir.cell(t.token) : text(`token #${t.index} (order not established)`),
          ]),
          empty: 'No token is forbidden.',
        },
        ordered
          ? `Raw forbiddenTokenMask ${f.forbiddenTokenMask.toString()}. Bits map to collateral tokens in list order; the order is confirmed by the quoted-tokens mask (${cm.quotedTokensMask.toString()}), which selects exactly the tokens the pool has quotas for.`
          : `Raw forbiddenTokenMask ${f.forbiddenTokenMask.toString()}. The snapshot's token order could not be confirmed against the quoted-tokens mask, so bits are shown by index only.`,
      ),
      tableSection(
        SECTION.creditManager.adapters,
        'Adapters',
        {
          columns: [{ label: 'Target contract' }, { label: 'Adapter' }],
          rows: cm.adapters.map((a) => [dir.cell(a.target), dir.cell(a.adapter, `Adapter for ${names.contractOrAddress(a.target)}`)]),
          empty: 'No adapters are allowed.',
        },
        'Each allowed target contract and the adapter an account must call to reach it.',
      ),
      tableSection(
        SECTION.creditManager.emergencyLiquidators,
        'Emergency liquidators',
        {
          columns: [{ label: 'Address' }],
          rows: cm.configurator.emergencyLiquidators.map((a) => [dir.cell(a)]),
          empty: 'No emergency liquidators are set.',
        },
        'Addresses allowed to liquidate accounts while the facade is paused.',
      ),
    ],
  });
}
