/**
 * Price feeds (oracles-v3 at 9fa370b, 2024-08-06; core-v2 interfaces). Every Gearbox feed
 * reports its kind and version; external (Chainlink-style) aggregators report only a version.
 * - core-v2 contracts/interfaces/IPriceFeedType.sol:8 priceFeedType() (enum PriceFeedType, a uint8)
 * - core-v2 contracts/interfaces/IPriceFeedAddress.sol:12 version(); IVersion.sol:10
 * - one underlying feed (priceFeed, stalenessPeriod, skipCheck): BoundedPriceFeed.sol:29-31,
 *   SingleAssetLPPriceFeed.sol:13-15 (Yearn, wstETH, wrapped Aave, Compound, ERC-4626, crvUSD,
 *   Mellow feeds derive from it), pendle/PendleTWAPPTPriceFeed.sol:48-50
 * - numbered feeds (priceFeedN, stalenessPeriodN, skipCheckN): CompositePriceFeed.sol:21-27
 *   (slot 0 has no skipCheck0: latestRoundData always checks it, :64), curve/CurveStableLPPriceFeed.sol:19-35
 *   (nCoins), curve/CurveCryptoLPPriceFeed.sol:24-36 (nCoins), balancer/BPTStablePriceFeed.sol:18-38
 *   (numAssets, uint8), balancer/BPTWeightedPriceFeed.sol:44-71 (numAssets, uint256)
 * - updatable/RedstonePriceFeed.sol:22 MAX_SIGNERS = 10, :67 dataFeedId, :69-78 signerAddress0..9,
 *   :159 getUniqueSignersThreshold
 */
import { parseAbi } from 'viem';

export const priceFeed = {
  name: 'PriceFeed',
  abi: parseAbi([
    'function priceFeedType() view returns (uint8)',
    'function version() view returns (uint256)',
    'function skipPriceCheck() view returns (bool)',
    'function decimals() view returns (uint8)',
    'function description() view returns (string)',
    'function priceFeed() view returns (address)',
    'function stalenessPeriod() view returns (uint32)',
    'function skipCheck() view returns (bool)',
    'function priceFeed0() view returns (address)',
    'function priceFeed1() view returns (address)',
    'function priceFeed2() view returns (address)',
    'function priceFeed3() view returns (address)',
    'function priceFeed4() view returns (address)',
    'function priceFeed5() view returns (address)',
    'function priceFeed6() view returns (address)',
    'function priceFeed7() view returns (address)',
    'function stalenessPeriod0() view returns (uint32)',
    'function stalenessPeriod1() view returns (uint32)',
    'function stalenessPeriod2() view returns (uint32)',
    'function stalenessPeriod3() view returns (uint32)',
    'function stalenessPeriod4() view returns (uint32)',
    'function stalenessPeriod5() view returns (uint32)',
    'function stalenessPeriod6() view returns (uint32)',
    'function stalenessPeriod7() view returns (uint32)',
    'function skipCheck0() view returns (bool)',
    'function skipCheck1() view returns (bool)',
    'function skipCheck2() view returns (bool)',
    'function skipCheck3() view returns (bool)',
    'function skipCheck4() view returns (bool)',
    'function skipCheck5() view returns (bool)',
    'function skipCheck6() view returns (bool)',
    'function skipCheck7() view returns (bool)',
    'function nCoins() view returns (uint16)',
    // uint8 in BPTStablePriceFeed, uint256 in BPTWeightedPriceFeed: both return one ABI word.
    'function numAssets() view returns (uint256)',
  ]),
} as const;

export const redstonePriceFeed = {
  name: 'RedstonePriceFeed',
  abi: parseAbi([
    'function dataFeedId() view returns (bytes32)',
    'function signerAddress0() view returns (address)',
    'function signerAddress1() view returns (address)',
    'function signerAddress2() view returns (address)',
    'function signerAddress3() view returns (address)',
    'function signerAddress4() view returns (address)',
    'function signerAddress5() view returns (address)',
    'function signerAddress6() view returns (address)',
    'function signerAddress7() view returns (address)',
    'function signerAddress8() view returns (address)',
    'function signerAddress9() view returns (address)',
    'function getUniqueSignersThreshold() view returns (uint8)',
  ]),
} as const;

/** Number of signer slots of a RedstonePriceFeed (RedstonePriceFeed.sol:22). */
export const REDSTONE_SIGNER_SLOTS = 10;
