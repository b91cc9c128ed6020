// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

/// @dev Struct layout from integrations-v3 `integrations/uniswap/IUniswapV3.sol`.
interface ISwapRouter {
    struct ExactInputSingleParams {
        address tokenIn;
        address tokenOut;
        uint24 fee;
        address recipient;
        uint256 deadline;
        uint256 amountIn;
        uint256 amountOutMinimum;
        uint160 sqrtPriceLimitX96;
    }
}

/// @dev The part of integrations-v3 `IUniswapV3Adapter` that the limit-order bot uses.
interface IUniswapV3Adapter {
    function exactInputSingle(ISwapRouter.ExactInputSingleParams calldata params)
        external
        returns (uint256 tokensToEnable, uint256 tokensToDisable);
}
