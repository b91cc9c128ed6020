/** Liquidation terms of a credit manager. */
import { PERCENTAGE_FACTOR } from './units';

/** What the liquidator keeps (bps): 100% minus the liquidation discount. */
export function liquidationPremium(liquidationDiscount: number): number {
  return Number(PERCENTAGE_FACTOR) - liquidationDiscount;
}
