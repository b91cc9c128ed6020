// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

/// @dev An on-demand update: the updatable feed and the data its `updatePrice(bytes)` takes
struct PriceUpdate {
    address priceFeed;
    bytes data;
}

/// @dev The price feed store 3.10 as the facade sees it (core-v3 contracts/interfaces/base/IPriceFeedStore.sol)
interface IPriceFeedStore {
    function updatePrices(PriceUpdate[] calldata updates) external;
}
