// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

/// @dev Struct from integrations-v3 contracts/integrations/uniswap/IUniswapV3.sol
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

/// @dev The function of integrations-v3 `IUniswapV3Adapter`
///      (contracts/interfaces/uniswap/IUniswapV3Adapter.sol) used by the examples.
interface IUniswapV3Adapter {
    function exactInputSingle(ISwapRouter.ExactInputSingleParams calldata params)
        external
        returns (uint256 tokensToEnable, uint256 tokensToDisable);
}
