// SPDX-License-Identifier: MIT
// Test-tree declaration (docs site tests): core-v2 1.19.0-base.16, which core-v3 1.45.0 was built against, declares
// this interface; the only published core-v2 (1.21.1) does not. Declared here from its signatures.
pragma solidity ^0.8.10;

import {IVersion} from "./IVersion.sol";

interface IPriceOracleBase is IVersion {
    function getPrice(address token) external view returns (uint256);

    function convertToUSD(uint256 amount, address token) external view returns (uint256);

    function convertFromUSD(uint256 amount, address token) external view returns (uint256);

    function convert(uint256 amount, address tokenFrom, address tokenTo) external view returns (uint256);

    function priceFeeds(address token) external view returns (address priceFeed);
}
