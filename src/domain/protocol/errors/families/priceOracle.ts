import { at } from '../sources';
import type { FamilySpec } from '../types';
import { CHECKED_MULTICALLS, LIQUIDATE, PRICE_UPDATING_MULTICALLS } from './entryPoints';

const po = (line: number) => at('core-v3', 'contracts/core/PriceOracleV3.sol', line);
const pfv = (line: number) => at('core-v3', 'contracts/traits/PriceFeedValidationTrait.sol', line);
const lp = (line: number) => at('oracles-v3', 'contracts/oracles/LPPriceFeed.sol', line);
const rs = (line: number) => at('oracles-v3', 'contracts/oracles/updatable/RedstonePriceFeed.sol', line);
const P = (name: string) => `PriceOracleV3.${name}`;

/** Price reads of the oracle that run the feed checks. */
const PRICE_READS = ['getPrice', 'getPriceSafe', 'getPriceRaw', 'convertToUSD', 'convertFromUSD', 'convert', 'safeConvertToUSD'].map(P);
/** Everything that values an account. */
const VALUATIONS = [...CHECKED_MULTICALLS, LIQUIDATE, 'CreditManagerV3.calcDebtAndCollateral', 'CreditManagerV3.isLiquidatable', ...PRICE_READS];
/** Feeds that check the feeds below them when read. */
const FEED_READS = ['CompositePriceFeed.latestRoundData', 'BoundedPriceFeed.latestRoundData'];
const PRICE_UPDATES = [...PRICE_UPDATING_MULTICALLS, 'RedstonePriceFeed.updatePrice', 'LPPriceFeed.updateBounds'];

export const priceOracle: FamilySpec = {
  id: 'priceOracle',
  slug: 'price-oracle',
  title: 'Price oracle and price feed errors',
  label: 'Price oracle and feeds',
  contracts: ['PriceOracleV3', 'LPPriceFeed', 'RedstonePriceFeed', 'CompositePriceFeed', 'BoundedPriceFeed'],
  errors: [
    {
      signature: 'error StalePriceException()',
      raisedBy: [{ fns: [...VALUATIONS, ...FEED_READS], src: pfv(25), note: '`_checkAnswer`, for feeds without `skipPriceCheck`' }],
      when: 'A feed\'s last update (`updatedAt`) is at least its staleness period old. The oracle checks every feed it reads, and composite and bounded feeds check the feeds below them. For pull-based feeds (RedStone) the price stays stale until someone pushes an update.',
      action: 'For a RedStone feed, put an `onDemandPriceUpdate` call with a fresh signed payload at the start of the multicall. For a Chainlink feed, wait for the next round. The staleness period of each feed is on the [price feeds](/state/mainnet/price-feeds) page. See [staleness](/docs/oracles/staleness).',
    },
    {
      signature: 'error IncorrectPriceException()',
      raisedBy: [
        { fns: [...VALUATIONS, ...FEED_READS], src: pfv(24), note: '`_checkAnswer`' },
        { fns: PRICE_UPDATES, src: rs(150), note: 'the signed RedStone value is 0' },
      ],
      when: 'A feed returned zero or a negative price. For a RedStone update: the signed value in the payload is zero.',
      action: 'The feed is broken or the asset has no market. There is nothing to fix in your call; check the feed on the [price feeds](/state/mainnet/price-feeds) page and tell the Gearbox team.',
    },
    {
      signature: 'error PriceFeedDoesNotExistException()',
      raisedBy: [
        { fns: [...PRICE_READS, P('priceFeeds'), P('priceFeedsRaw'), P('priceFeedParams')], src: po(180), note: '`_getPriceFeedParams`' },
        { fns: [...PRICE_UPDATING_MULTICALLS], src: po(180), note: '`priceFeedsRaw(token, reserve)` for an `onDemandPriceUpdate`' },
        { fns: [P('setReservePriceFeed')], src: po(229), note: 'the token has no main feed' },
        { fns: [P('setReservePriceFeedStatus')], src: po(251), note: 'the token has no reserve feed' },
      ],
      when: 'The oracle has no feed for the token: no main feed, or no reserve feed when the reserve one was asked for (as in `onDemandPriceUpdate(token, true, data)` or `getPriceRaw(token, true)`).',
      action: 'Check `priceFeedsRaw(token, false)` and `priceFeedsRaw(token, true)` before sending updates or reading prices; use the credit manager\'s own oracle (`CreditManagerV3.priceOracle()`).',
    },
    {
      signature: 'error ExchangeRateOutOfBoundsException()',
      raisedBy: [
        { fns: [...VALUATIONS, 'LPPriceFeed.latestRoundData'], src: lp(81), note: 'the exchange rate is below the lower bound' },
        { fns: ['LPPriceFeed.updateBounds', 'LPPriceFeed.setLimiter'], src: lp(185), note: 'below the bounds' },
        { fns: ['LPPriceFeed.updateBounds', 'LPPriceFeed.setLimiter'], src: lp(187), note: 'above the bounds' },
      ],
      when: 'An LP token feed read an exchange rate (LP token to its underlying assets) below its lower bound. Rates above the upper bound are capped, not rejected. On `updateBounds` and `setLimiter`: the rate falls outside the new bounds.',
      action: 'The LP token lost value relative to its assets, which may mean an exploit or depeg. Positions priced by this feed cannot be checked until governance resets the bounds. Avoid the token and watch for announcements. See [LP feeds](/docs/oracles/lp-feeds).',
    },
    {
      signature: 'error UpdateBoundsNotAllowedException()',
      raisedBy: [{ fns: ['LPPriceFeed.updateBounds'], src: lp(147) }],
      when: '`updateBounds` was called on a feed where governance has not allowed permissionless bound updates (`updateBoundsAllowed() == false`).',
      action: 'Only governance can move this feed\'s bounds (`setLimiter`).',
    },
    {
      signature: 'error UpdateBoundsBeforeCooldownException()',
      raisedBy: [{ fns: ['LPPriceFeed.updateBounds'], src: lp(149) }],
      when: 'The bounds were already updated less than a day ago (`lastBoundsUpdate + 1 day`).',
      action: 'Wait until a day has passed since `lastBoundsUpdate()`.',
    },
    {
      signature: 'error ReserveFeedMustNotBeSelfException()',
      raisedBy: [{ fns: ['LPPriceFeed.updateBounds'], src: lp(153) }],
      when: 'The oracle\'s reserve feed for the LP token is this same feed, so it cannot serve as an independent reference for new bounds.',
      action: 'Governance only: set another reserve feed first.',
    },
    {
      signature: 'error LowerBoundCantBeZeroException()',
      raisedBy: [{ fns: ['LPPriceFeed.setLimiter', 'LPPriceFeed.updateBounds'], src: lp(167) }],
      when: 'The new lower bound is zero.',
      action: 'Governance only.',
    },
    {
      signature: 'error RedstonePayloadTimestampIncorrect()',
      raisedBy: [
        { fns: PRICE_UPDATES, src: rs(199), note: 'more than 1 minute ahead of the block' },
        { fns: PRICE_UPDATES, src: rs(202), note: 'more than 10 minutes behind the block' },
      ],
      when: 'The payload timestamp given with a RedStone update is more than 1 minute after the block\'s timestamp, or more than 10 minutes before it. Updates older than the feed\'s last payload are skipped, not rejected.',
      action: 'Fetch a fresh signed payload right before sending, and send promptly. See [RedStone feeds](/docs/oracles/redstone-feeds).',
    },
    {
      signature: 'error DataPackageTimestampIncorrect()',
      raisedBy: [{ fns: PRICE_UPDATES, src: rs(189), note: '`validateTimestamp`, for each signed data package' }],
      when: 'A signed data package in the RedStone payload has a timestamp different from the payload timestamp you passed as the first field of `data`.',
      action: 'Encode `data` as `abi.encode(timestamp, payload)` with the timestamp of the packages in the payload (in seconds), as the SDK does.',
    },
    {
      signature: 'error SignerNotAuthorised(address receivedSigner)',
      raisedBy: [
        { fns: PRICE_UPDATES, src: rs(165), note: 'the signature recovers to the zero address' },
        { fns: PRICE_UPDATES, src: rs(178), note: 'the signer is not one of the feed\'s signers' },
      ],
      when: 'A data package in the RedStone payload was signed by an address that is not one of this feed\'s signers (`signerAddress0` to `signerAddress9`). The error is declared in RedStone\'s connector library; this feed raises it.',
      action: 'Request the payload from the data service this feed trusts (`dataFeedId()` and the signer addresses on the feed), not from another RedStone service.',
    },
    {
      signature: 'error IncorrectPriceFeedException()',
      raisedBy: [
        { fns: [P('setPriceFeed'), P('setReservePriceFeed')], src: pfv(36), note: 'decimals not 8' },
        { fns: [P('setPriceFeed'), P('setReservePriceFeed')], src: pfv(38), note: '`decimals()` reverted' },
        { fns: [P('setPriceFeed'), P('setReservePriceFeed')], src: pfv(59), note: '`latestRoundData()` reverted' },
      ],
      when: 'The new feed does not behave like a Chainlink feed with 8 decimals: `decimals()` is not 8 or reverts, or `latestRoundData()` reverts.',
      action: 'Governance only. A feed that reverts until it is updated must be updated in the same transaction.',
    },
    {
      signature: 'error IncorrectParameterException()',
      raisedBy: [
        { fns: [P('setPriceFeed'), P('setReservePriceFeed')], src: pfv(48), note: 'non-zero period for a feed that skips checks' },
        { fns: [P('setPriceFeed'), P('setReservePriceFeed')], src: pfv(50), note: 'zero period for a feed that is checked' },
      ],
      when: 'The staleness period does not match the feed: it must be 0 for a feed that sets `skipPriceCheck`, and non-zero for any other.',
      action: 'Governance only.',
    },
    {
      signature: 'error AddressIsNotContractException(address)',
      raisedBy: [
        { fns: [P('setPriceFeed')], src: po(262), note: 'the token' },
        { fns: [P('setPriceFeed'), P('setReservePriceFeed')], src: pfv(33), note: 'the feed' },
      ],
      when: 'The token or the feed has no code.',
      action: 'Governance only.',
    },
    {
      signature: 'error IncorrectTokenContractException()',
      raisedBy: [
        { fns: [P('setPriceFeed')], src: po(264), note: 'decimals 0 or above 18' },
        { fns: [P('setPriceFeed')], src: po(267), note: '`decimals()` reverted' },
      ],
      when: 'The token\'s `decimals()` reverts, is 0, or is above 18.',
      action: 'Governance only.',
    },
    {
      signature: 'error CallerNotConfiguratorException()',
      raisedBy: [
        { fns: [P('setPriceFeed'), P('setReservePriceFeed'), 'LPPriceFeed.allowBoundsUpdate'], src: at('core-v3', 'contracts/traits/ACLTrait.sol', 35) },
      ],
      when: 'The caller is not a configurator in the ACL.',
      action: 'Governance only.',
    },
    {
      signature: 'error CallerNotControllerException()',
      raisedBy: [
        { fns: [P('setReservePriceFeedStatus'), 'LPPriceFeed.forbidBoundsUpdate', 'LPPriceFeed.setLimiter'], src: at('core-v3', 'contracts/traits/ACLNonReentrantTrait.sol', 38) },
      ],
      when: 'The caller is neither the controller nor a configurator.',
      action: 'Governance only: a switch to the reserve feed goes through the controller timelock.',
    },
    {
      signature: 'error ZeroAddressException()',
      raisedBy: [{ fns: [P('setPriceFeed'), P('setReservePriceFeed')], src: at('core-v3', 'contracts/traits/SanityCheckTrait.sol', 18) }],
      when: 'The token or feed address is zero.',
      action: 'Governance only.',
    },
  ],
};
