/** The count of docs/core-concepts/quotas.mdx and docs/supported-tokens.md: collateral that needs no quota. */
import { statePath } from '../../domain/data/paths';
import { maskOrderVerified } from '../../domain/protocol/tokenMasks';
import type { LiveValue } from '../citations';
import type { NetworkSubject } from './subject';

/** Collateral tokens other than the underlying with LT > 0 whose bit is not in quotedTokensMask, over the network's credit managers. */
export function nonQuotedCollateralCount({ snap, net, fail }: NetworkSubject): LiveValue {
  let count = 0;
  for (const cm of snap.creditManagers) {
    if (!maskOrderVerified(cm)) return fail(`${cm.name}: the collateral list's order is not confirmed as mask order`);
    cm.collateralTokens.forEach((t, i) => {
      if (i > 0 && t.liquidationThreshold > 0 && ((cm.quotedTokensMask >> BigInt(i)) & 1n) === 0n) count += 1;
    });
  }
  return { text: String(count), raw: `over ${snap.creditManagers.length} credit managers`, href: statePath(net) };
}
