/**
 * serialize() layouts of oracles-v3 price feeds. A feed whose `serialize()` is inherited (the LP feeds take theirs
 * from `LPPriceFeed`) cites the parent's line. Where the published package holds another version than the states
 * (its LP, bounded and Pendle feeds are 3.11), the 3.10 layout cites the repository at the commit the 3.10 bytecode
 * was uploaded from (fc8d3a0…, named by the V3.1 bytecode upload script).
 */
import type { ParamLayout, ParamSource, ParamUnit } from './layout';

const ORACLES = '@gearbox-protocol/oracles-v3';
const ORACLES_VERSION = '1.16.0';
const ORACLES_REPO = 'Gearbox-protocol/oracles-v3';
/** The oracles-v3 commit the 3.10 price feeds' bytecode was uploaded from. */
const ORACLES_310 = 'fc8d3a0ab5bd7eb50ce3f6b87dde5cd3d887bafe';
/** The oracles-v3 commit the 3.11 price feeds' bytecode was uploaded from (script Upload_2025_10_21_Oracles). */
const ORACLES_311 = '64a386a25d24ad5984926a3f624c93c7c32c92c9';

/** `LPPriceFeed.serialize()`: the LP token, its pool, and the exchange-rate window (upper = lower × 1.02). */
const LP_PARAMS = 'address lpToken, address lpContract, uint256 lowerBound, uint256 upperBound';
/** The `abi.encode` of `LPPriceFeed.serialize()`: line 69 at the 3.10 commit, 65 at the 3.11 one (as in the package). */
const LP_SOURCE_310: ParamSource = { repo: ORACLES_REPO, commit: ORACLES_310, file: 'contracts/oracles/LPPriceFeed.sol', line: 69 };
const LP_SOURCE_311: ParamSource = { repo: ORACLES_REPO, commit: ORACLES_311, file: 'contracts/oracles/LPPriceFeed.sol', line: 65 };
const WAD_BOUNDS: Readonly<Record<string, ParamUnit>> = { lowerBound: 'wad', upperBound: 'wad' };

const lp = (type: string, version: number, what: string, units?: Readonly<Record<string, ParamUnit>>): ParamLayout => ({
  type,
  versions: [version],
  what,
  params: LP_PARAMS,
  ...(units ? { units } : {}),
  source: version === 310 ? LP_SOURCE_310 : LP_SOURCE_311,
});

const CURVE_STABLE_WHAT = "Prices a Curve stableswap LP token as the pool's virtual price, kept inside its bounds, times the cheapest coin's price.";
const ERC4626_WHAT = "Prices ERC-4626 vault shares as the assets one share redeems for, kept inside its bounds, times the asset's price (bounds in the asset's own decimals).";
const PENDLE_WHAT = "Prices a Pendle PT from the market's time-weighted implied rate until expiry, applied to the underlying feed's price (to the SY or to the asset).";
const PENDLE_PARAMS = 'address market, address sy, address yt, uint256 expiry, uint32 twapWindow, bool priceToSy';
const PENDLE_UNITS: Readonly<Record<string, ParamUnit>> = { expiry: 'timestamp', twapWindow: 'seconds' };

export const PRICE_FEED_LAYOUTS: readonly ParamLayout[] = [
  {
    type: 'PRICE_FEED::BOUNDED',
    versions: [310],
    what: "Passes on an underlying feed's answer but never above a fixed cap, for assets meant to stay near a price such as stablecoins.",
    params: 'int256 upperBound',
    units: { upperBound: 'price' },
    source: { repo: ORACLES_REPO, commit: ORACLES_310, file: 'contracts/oracles/BoundedPriceFeed.sol', line: 59 },
  },
  {
    type: 'PRICE_FEED::CONSTANT',
    versions: [310],
    what: 'Answers one fixed USD price, set when the feed is deployed.',
    params: 'int256 price',
    units: { price: 'price' },
    source: { package: ORACLES, version: ORACLES_VERSION, file: 'contracts/oracles/ConstantPriceFeed.sol', line: 51 },
  },
  lp('PRICE_FEED::CURVE_CRYPTO', 310, "Prices a Curve cryptoswap LP token from the pool's virtual price, kept inside its bounds, and its coins' prices.", WAD_BOUNDS),
  lp('PRICE_FEED::CURVE_STABLE', 310, CURVE_STABLE_WHAT, WAD_BOUNDS),
  lp('PRICE_FEED::CURVE_STABLE', 311, CURVE_STABLE_WHAT, WAD_BOUNDS),
  lp('PRICE_FEED::ERC4626', 310, ERC4626_WHAT),
  lp('PRICE_FEED::ERC4626', 311, ERC4626_WHAT),
  lp('PRICE_FEED::WSTETH', 310, "Prices wstETH as the stETH one wstETH is worth, kept inside its bounds, times its underlying feed's price.", WAD_BOUNDS),
  {
    type: 'PRICE_FEED::PENDLE_PT_TWAP',
    versions: [310],
    what: PENDLE_WHAT,
    params: PENDLE_PARAMS,
    units: PENDLE_UNITS,
    source: { repo: ORACLES_REPO, commit: ORACLES_310, file: 'contracts/oracles/pendle/PendleTWAPPTPriceFeed.sol', line: 79 },
  },
  {
    type: 'PRICE_FEED::PENDLE_PT_TWAP',
    versions: [311],
    what: PENDLE_WHAT,
    params: PENDLE_PARAMS,
    units: PENDLE_UNITS,
    source: { package: ORACLES, version: ORACLES_VERSION, file: 'contracts/oracles/pendle/PendleTWAPPTPriceFeed.sol', line: 79 },
  },
  {
    type: 'PRICE_FEED::PYTH',
    versions: [310],
    what: 'Stores the price pushed in a signed Pyth update for one token, refusing answers whose confidence interval is too wide for the price.',
    params: 'address token, bytes32 priceFeedId, address pyth, uint256 maxConfToPriceRatio',
    units: { maxConfToPriceRatio: 'bps' },
    source: { package: ORACLES, version: ORACLES_VERSION, file: 'contracts/oracles/updatable/PythPriceFeed.sol', line: 106 },
  },
  {
    type: 'PRICE_FEED::REDSTONE',
    versions: [310],
    what: 'Stores the price pushed in a Redstone payload for one token, once enough of its listed signers have signed it.',
    params: 'address token, bytes32 dataFeedId, string dataServiceId, address[10] signers, uint8 signersThreshold, uint128 lastPrice, uint40 lastPayloadTimestamp',
    units: { dataFeedId: 'bytes32Text', lastPrice: 'price', lastPayloadTimestamp: 'timestamp' },
    // the last price pushed in a payload and that payload's time: set by whoever updates the feed, not configured
    readings: ['lastPrice', 'lastPayloadTimestamp'],
    source: { package: ORACLES, version: ORACLES_VERSION, file: 'contracts/oracles/updatable/RedstonePriceFeed.sol', line: 161 },
  },
];
