/**
 * The governed parameters in words: the one place that labels them. A state page heads a parameter's field or
 * column with its `label`, inside the section that says what it belongs to ("Rate" in the quotas table). The snapshot
 * comparison names it without that section (`parameterName`: "Quota rate"), so a change reads the same words as the
 * page it points at.
 */
import type { PolicyCheckName } from './timelock';

export interface ParameterWords {
  /** As the state pages label the field or column. */
  readonly label: string;
  /** What it belongs to, when the page says that by its section: "Quota" for the quotas table's "Rate". */
  readonly of?: string;
  /** The label is a symbol (U1, Rbase) that keeps its case inside a sentence. */
  readonly symbol?: true;
}

const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
/** A timelock policy check by the words of its flag (POLICY_FLAGS in ./timelock.ts): "Min % change check". */
const check = (flag: PolicyCheckName): ParameterWords => ({ label: `${capital(flag)} check` });

export const PARAMETERS = {
  // Pools.
  totalDebtLimit: { label: 'Total debt limit' },
  withdrawFee: { label: 'Withdraw fee' },
  isPaused: { label: 'Paused' },
  'interestModel.U1': { label: 'U1', of: 'Interest model', symbol: true },
  'interestModel.U2': { label: 'U2', of: 'Interest model', symbol: true },
  'interestModel.Rbase': { label: 'Rbase', of: 'Interest model', symbol: true },
  'interestModel.Rslope1': { label: 'Rslope1', of: 'Interest model', symbol: true },
  'interestModel.Rslope2': { label: 'Rslope2', of: 'Interest model', symbol: true },
  'interestModel.Rslope3': { label: 'Rslope3', of: 'Interest model', symbol: true },
  'interestModel.isBorrowingMoreU2Forbidden': { label: 'Borrowing above U2 forbidden' },
  'quota.rate': { label: 'Rate', of: 'Quota' },
  'quota.quotaIncreaseFee': { label: 'Increase fee', of: 'Quota' },
  'quota.limit': { label: 'Limit', of: 'Quota' },
  'quota.isActive': { label: 'Active', of: 'Quota' },
  'gauge.minRate': { label: 'Min rate', of: 'Gauge' },
  'gauge.maxRate': { label: 'Max rate', of: 'Gauge' },
  /** A credit manager's debt limit in its pool: the "Limit" column of the pool's debt per credit manager. */
  creditManagerDebtLimit: { label: 'Limit', of: 'Debt' },
  // Credit managers and their facades.
  'facade.minDebt': { label: 'Minimum debt' },
  'facade.maxDebt': { label: 'Maximum debt' },
  'facade.maxDebtPerBlockMultiplier': { label: 'Max debt per block multiplier' },
  'facade.maxCumulativeLoss': { label: 'Max cumulative loss' },
  'facade.isPaused': { label: 'Paused' },
  'facade.expirable': { label: 'Expirable' },
  'facade.expirationDate': { label: 'Expiration date' },
  feeInterest: { label: 'Interest fee' },
  feeLiquidation: { label: 'Liquidation fee' },
  liquidationDiscount: { label: 'Liquidation discount' },
  feeLiquidationExpired: { label: 'Liquidation fee (expired)' },
  liquidationDiscountExpired: { label: 'Liquidation discount (expired)' },
  liquidationThreshold: { label: 'Liquidation threshold' },
  // Price feeds (the price-feeds page shows them in each feed's tree).
  'mainFeed.type': { label: 'Kind', of: 'Main price feed' },
  'mainFeed.staleness': { label: 'Staleness', of: 'Main price feed' },
  'reserveFeed.type': { label: 'Kind', of: 'Reserve price feed' },
  'reserveFeed.staleness': { label: 'Staleness', of: 'Reserve price feed' },
  // Controller timelock policies.
  policy: { label: 'Definition' },
  'policy.enabled': { label: 'Enabled' },
  'policy.admin': { label: 'Admin' },
  'policy.delay': { label: 'Delay' },
  'policy.exactValue': check('exact value'),
  'policy.minValue': check('min value'),
  'policy.maxValue': check('max value'),
  'policy.minChange': check('min change'),
  'policy.maxChange': check('max change'),
  'policy.minPctChange': check('min % change'),
  'policy.maxPctChange': check('max % change'),
  'policy.referencePointUpdatePeriod': { label: 'Reference period' },
} as const satisfies Readonly<Record<string, ParameterWords>>;

/** Stable ids of the parameters the state pages label and the comparison compares. */
export type ParameterId = keyof typeof PARAMETERS;

/** How the state pages label a parameter, inside its section. */
export const parameterLabel = (id: ParameterId): string => PARAMETERS[id].label;

/** A parameter named without its section: "Quota rate", "Interest model Rbase", "Maximum debt". */
export function parameterName(id: ParameterId): string {
  const words: ParameterWords = PARAMETERS[id];
  if (!words.of) return words.label;
  const label = words.symbol ? words.label : words.label.charAt(0).toLowerCase() + words.label.slice(1);
  return `${words.of} ${label}`;
}
