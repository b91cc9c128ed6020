// SPDX-License-Identifier: MIT
// Test-tree declaration (docs site tests): core-v2 1.19.0-base.16, which core-v3 1.45.0 was built against, declares
// these interfaces; the only published core-v2 (1.21.1) does not. Declared here from their signatures. The price-feed
// type enum of sdk-gov is a uint8 in the ABI and is written as one, so no sdk-gov tree is needed.
pragma solidity ^0.8.0;

interface IPriceFeed {
    function priceFeedType() external view returns (uint8);

    function version() external view returns (uint256);

    function decimals() external view returns (uint8);

    function description() external view returns (string memory);

    function skipPriceCheck() external view returns (bool);

    function latestRoundData() external view returns (uint80, int256 answer, uint256, uint256 updatedAt, uint80);
}

interface IUpdatablePriceFeed is IPriceFeed {
    function updatable() external view returns (bool);

    function updatePrice(bytes calldata data) external;
}
