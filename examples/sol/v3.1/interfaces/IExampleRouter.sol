// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

/// @dev A made-up DEX router for the adapter tutorial: swaps `amountIn` of `tokenIn` (pulled from the caller)
///      for at least `minAmountOut` of `tokenOut`, sent to `recipient`
interface IExampleRouter {
    function swap(address tokenIn, address tokenOut, uint256 amountIn, uint256 minAmountOut, address recipient)
        external
        returns (uint256 amountOut);
}
