/** The zero price feed: a token priced by it is worth nothing and cannot serve as collateral. */
import { ZERO_ORACLE_CODE } from '../data/enums';
import { sameAddress } from '../data/address';
import type { NetworkSnapshot, PriceFeed } from '../data/model';

/**
 * A test of whether a feed of this snapshot is the zero price feed: the
 * address provider's ZERO_PRICE_FEED entry, a contract labelled ZeroPriceFeed,
 * or any feed of the ZERO_ORACLE type.
 */
export function zeroPriceFeedTest(snapshot: NetworkSnapshot): (feed: PriceFeed) => boolean {
  const zero = [
    ...snapshot.core.addressProvider.entries.filter((e) => e.role === 'ZERO_PRICE_FEED').map((e) => e.address as string),
    ...[...snapshot.contractLabels].filter(([, label]) => label === 'ZeroPriceFeed').map(([address]) => address),
  ];
  return (feed) => feed.type === ZERO_ORACLE_CODE || zero.some((a) => sameAddress(a, feed.address));
}
