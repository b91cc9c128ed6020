// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

import {ICreditFacadeV3, MultiCall} from "./interfaces/ICreditFacadeV3.sol";
import {IUniswapV3Adapter, ISwapRouter} from "./interfaces/IUniswapV3Adapter.sol";
import {OpenAccount} from "./OpenAccount.sol";

/// @title Swaps on an existing credit account through the Uniswap V3 adapter
/// @notice Extends `OpenAccount`: this contract owns the account it opened, which is what
///         `CreditFacadeV3.multicall` requires of its caller.
contract SwapThroughAdapter is OpenAccount {
    error NoAccount();

    constructor(address _creditFacade) OpenAccount(_creditFacade) {}

    /// @notice Swaps `amountIn` of `tokenIn` held by the account for `tokenOut`
    /// @param adapter The credit manager's adapter for the Uniswap V3 router (`contractToAdapter(router)`)
    /// @param tokenOut Must be a collateral token of the credit manager; if it is quoted, the account
    ///        needs a quota for it large enough to pass the collateral check
    function swap(
        address adapter,
        address tokenIn,
        address tokenOut,
        uint24 fee,
        uint256 amountIn,
        uint256 amountOutMinimum,
        uint256 deadline
    ) external onlyOwner {
        address account = creditAccount;
        if (account == address(0)) revert NoAccount();

        ISwapRouter.ExactInputSingleParams memory params = ISwapRouter.ExactInputSingleParams({
            tokenIn: tokenIn,
            tokenOut: tokenOut,
            fee: fee,
            recipient: account, // ignored: the adapter always sets the credit account as recipient
            deadline: deadline,
            amountIn: amountIn,
            amountOutMinimum: amountOutMinimum,
            sqrtPriceLimitX96: 0
        });

        // An adapter call: the target is the adapter, the calldata is the adapter's own function.
        MultiCall[] memory calls = new MultiCall[](1);
        calls[0] = MultiCall({target: adapter, callData: abi.encodeCall(IUniswapV3Adapter.exactInputSingle, (params))});

        // Runs the call, then the full collateral check; reverts as a whole if the account ends unhealthy.
        ICreditFacadeV3(creditFacade).multicall(account, calls);
    }
}
