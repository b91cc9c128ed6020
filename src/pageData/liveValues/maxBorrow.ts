/**
 * The worked numbers of docs/how-to/max-borrow.mdx, "how much can I borrow": the caps on a credit manager's debt
 * (the pool's borrowable amount, the account's quota cap, the pool's quota room) and the largest debt for a
 * collateral (inputs token, collateral in whole units, optional minHealthFactor in bps).
 */
import { amountText } from '../../domain/data/format';
import { poolPath, withAnchor } from '../../domain/data/paths';
import { maxBorrow as maxBorrowOf, quotaStep } from '../../domain/protocol/maxBorrow';
import type { LiveValue } from '../citations';
import { amountInput, bpsInput, quotaOf } from './inputs';
import type { CreditManagerSubject } from './subject';
import { SECTION } from '../state/sections';

/** An amount of the underlying, linked to `href`. */
function amount({ pool, sym }: CreditManagerSubject, v: bigint, href: string, raw?: string): LiveValue {
  return { text: amountText(v, { symbol: sym, decimals: pool.decimals }, 2), raw: raw ?? v.toString(), href };
}

const quotaCap = ({ cm }: CreditManagerSubject) => BigInt(cm.facade.maxQuotaMultiplier) * cm.facade.maxDebt;

export function borrowable(s: CreditManagerSubject): LiveValue {
  const v = s.cm.debt.availableToBorrow;
  return amount(s, v, withAnchor(poolPath(s.net, s.pool.name), SECTION.pool.liquidity), `${v} (PoolV3.creditManagerBorrowable)`);
}

export function accountQuotaCap(s: CreditManagerSubject): LiveValue {
  return amount(s, quotaCap(s), withAnchor(s.href, SECTION.creditManager.debt), `${s.cm.facade.maxQuotaMultiplier} × ${s.cm.facade.maxDebt}`);
}

export function poolQuotaRoom(s: CreditManagerSubject): LiveValue {
  const { quota } = quotaOf(s);
  const room = quota.limit > quota.totalQuoted ? quota.limit - quota.totalQuoted : 0n;
  return amount(s, room, withAnchor(poolPath(s.net, s.pool.name), SECTION.pool.quotas), `limit ${quota.limit} − totalQuoted ${quota.totalQuoted}`);
}

/** The largest increaseDebt for the cited collateral, with the cap that binds it. */
function largestDebt(s: CreditManagerSubject) {
  const { cm, pool, fail } = s;
  const { lt, quota } = quotaOf(s);
  const collateral = amountInput(s, 'collateral', pool.decimals);
  const h = bpsInput(s, 'minHealthFactor', 10_000);
  let r;
  try {
    r = maxBorrowOf({
      collateral,
      ltBps: lt,
      minHealthFactorBps: h,
      quotaIncreaseFeeBps: quota.quotaIncreaseFee,
      accountQuotaCap: quotaCap(s),
      poolQuotaRoom: quota.limit > quota.totalQuoted ? quota.limit - quota.totalQuoted : 0n,
      minDebt: cm.facade.minDebt,
      maxDebt: cm.facade.maxDebt,
      borrowable: cm.debt.availableToBorrow,
      quotaRateBps: quota.rate,
      quotaStep: quotaStep(cm.facade.version),
    });
  } catch (e) {
    return fail((e as Error).message);
  }
  const raw = `caps: health ${r.caps.health}, quota ${r.caps.quota}, maxDebt ${r.caps.maxDebt}, borrowable ${r.caps.borrowable}`;
  return { r, raw };
}

export function maxBorrow(s: CreditManagerSubject): LiveValue {
  const { r, raw } = largestDebt(s);
  return r.feasible ? amount(s, r.maxDebt, withAnchor(s.href, SECTION.creditManager.debt), raw) : { text: `nothing (the largest allowed debt is below minDebt)`, raw, href: withAnchor(s.href, SECTION.creditManager.debt) };
}

export function maxBorrowHealth(s: CreditManagerSubject): LiveValue {
  const { r, raw } = largestDebt(s);
  return amount(s, r.caps.health, withAnchor(s.href, SECTION.creditManager.collateralTokens), raw);
}

export function maxBorrowQuota(s: CreditManagerSubject): LiveValue {
  const { r, raw } = largestDebt(s);
  return amount(s, r.caps.quota, withAnchor(s.href, SECTION.creditManager.debt), raw);
}

export function maxBorrowQuotaToBuy(s: CreditManagerSubject): LiveValue {
  const { r, raw } = largestDebt(s);
  return amount(s, r.quota, withAnchor(poolPath(s.net, s.pool.name), SECTION.pool.quotas), raw);
}

export function maxBorrowBinding(s: CreditManagerSubject): LiveValue {
  const { r, raw } = largestDebt(s);
  const names = { health: 'the health factor', quota: 'the quota cap', maxDebt: 'maxDebt', borrowable: "the pool's borrowable amount" } as const;
  return { text: names[r.binding], raw, href: withAnchor(s.href, SECTION.creditManager.debt) };
}
