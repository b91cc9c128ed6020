// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

import {AdapterBase} from "./AdapterBase.sol";
import {IERC20} from "./interfaces/IERC20.sol";
import {IExampleRouter} from "./interfaces/IExampleRouter.sol";

/// @title Adapter for the made-up IExampleRouter, written the 3.1 way
/// @notice Each operation returns `useSafePrices`. The facade then checks collateral at safe prices and refuses
///         to end the multicall with a forbidden token enabled. A swap's result depends on the router's market
///         price, so the swaps here return true; a call that does nothing returns false.
contract ExampleRouterAdapter is AdapterBase {
    /// @notice Version and type: the bytecode repository checks both against the entry the adapter is deployed from
    uint256 public constant override version = 3_10;
    bytes32 public constant override contractType = "ADAPTER::EXAMPLE_ROUTER";

    uint256 internal constant RAY = 1e27;

    /// @param creditManager_ Credit manager; the credit factory requires it as the first constructor argument
    /// @param router The router, which becomes `targetContract`
    constructor(address creditManager_, address router) AdapterBase(creditManager_, router) {}

    /// @notice Swaps `amountIn` of `tokenIn` on the credit account for at least `minAmountOut` of `tokenOut`
    /// @dev The last parameter mirrors the router's `recipient` and is ignored: output always goes to the account
    function swap(address tokenIn, address tokenOut, uint256 amountIn, uint256 minAmountOut, address)
        external
        creditFacadeOnly
        returns (bool useSafePrices)
    {
        address creditAccount = _creditAccount();
        _swap(creditAccount, tokenIn, tokenOut, amountIn, minAmountOut);
        return true;
    }

    /// @notice Swaps the account's whole `tokenIn` balance except `leftoverAmount`, at no less than `rateMinRAY`
    ///         (units of `tokenOut` per unit of `tokenIn`, times 1e27)
    function swapDiff(address tokenIn, address tokenOut, uint256 leftoverAmount, uint256 rateMinRAY)
        external
        creditFacadeOnly
        returns (bool useSafePrices)
    {
        address creditAccount = _creditAccount();
        uint256 balance = IERC20(tokenIn).balanceOf(creditAccount);
        if (balance <= leftoverAmount) return false; // nothing happens, so no safety measures are asked for
        uint256 amountIn = balance - leftoverAmount;
        _swap(creditAccount, tokenIn, tokenOut, amountIn, amountIn * rateMinRAY / RAY);
        return true;
    }

    /// @notice What off-chain readers (the compressors) decode; the layout is the adapter's own choice
    function serialize() external view override returns (bytes memory serializedData) {
        serializedData = abi.encode(creditManager, targetContract);
    }

    /// @dev Both tokens must be collateral tokens of the credit manager: `tokenIn` because the manager refuses to
    ///      approve any other token, `tokenOut` so that the account never receives a token the manager can't price
    function _swap(address creditAccount, address tokenIn, address tokenOut, uint256 amountIn, uint256 minAmountOut)
        internal
    {
        _getMaskOrRevert(tokenOut);
        _executeSwapSafeApprove(
            tokenIn, abi.encodeCall(IExampleRouter.swap, (tokenIn, tokenOut, amountIn, minAmountOut, creditAccount))
        );
    }
}
