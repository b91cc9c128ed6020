/**
 * Token masks of CreditManagerV3: bit i stands for the manager's i-th
 * collateral token, in the order the manager assigned them.
 */
import { sameAddress } from '../data/address';
import type { Address, CreditManager } from '../data/model';

export interface MaskBit {
  index: number;
  /** The collateral token at that index, when the manager has one. */
  token?: Address;
}

/** The bits set in a mask, with the collateral token of each (by the order of the snapshot's collateral list). */
export function tokensInMask(cm: CreditManager, mask: bigint): MaskBit[] {
  const out: MaskBit[] = [];
  for (let i = 0; mask >> BigInt(i) > 0n; i++) {
    if ((mask >> BigInt(i)) & 1n) {
      const token = cm.collateralTokens[i]?.token;
      out.push(token ? { index: i, token } : { index: i });
    }
  }
  return out;
}

/** Whether bit i of the mask is set. */
export const maskHas = (mask: bigint, index: number): boolean => ((mask >> BigInt(index)) & 1n) === 1n;

/**
 * The snapshot's collateral list is in mask order when the quoted-tokens mask
 * selects exactly the collateral tokens the manager's pool has quotas for.
 */
export function maskOrderVerified(cm: CreditManager): boolean {
  const expected = cm.collateralTokens.filter((c) => cm.pool.quotas.some((q) => sameAddress(q.token, c.token))).map((c) => c.token);
  const fromMask = tokensInMask(cm, cm.quotedTokensMask).map((t) => t.token);
  return expected.length === fromMask.length && expected.every((t, i) => fromMask[i] !== undefined && sameAddress(t, fromMask[i]));
}
