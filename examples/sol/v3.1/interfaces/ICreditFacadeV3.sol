// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

import {PriceUpdate} from "./IPriceFeedStore.sol";

/// @dev A call of a credit facade multicall: the facade itself or an adapter, and the calldata
struct MultiCall {
    address target;
    bytes callData;
}

/// @dev The credit facade 3.10 functions these examples call (core-v3 contracts/interfaces/ICreditFacadeV3.sol)
interface ICreditFacadeV3 {
    function creditManager() external view returns (address);

    function underlying() external view returns (address);

    function priceFeedStore() external view returns (address);

    function liquidateCreditAccount(
        address creditAccount,
        address to,
        MultiCall[] calldata calls,
        bytes memory lossPolicyData
    ) external;

    function partiallyLiquidateCreditAccount(
        address creditAccount,
        address token,
        uint256 repaidAmount,
        uint256 minSeizedAmount,
        address to,
        PriceUpdate[] calldata priceUpdates
    ) external returns (uint256 seizedAmount);
}
