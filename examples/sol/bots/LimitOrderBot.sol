// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

import {ICreditFacadeV3, MultiCall} from "./interfaces/ICreditFacadeV3.sol";
import {EXTERNAL_CALLS_PERMISSION} from "./interfaces/ICreditFacadeV3Multicall.sol";
import {ICreditManagerV3} from "./interfaces/ICreditManagerV3.sol";
import {IBotListV3} from "./interfaces/IBotListV3.sol";
import {IPriceOracleV3} from "./interfaces/IPriceOracleV3.sol";
import {ISwapRouter, IUniswapV3Adapter} from "./interfaces/IUniswapV3Adapter.sol";

/// @title Limit-order bot for Gearbox V3 credit accounts (documentation example, not audited)
/// @notice An account owner places a limit sell: "swap `amountIn` of `tokenIn` into `tokenOut` once that amount
///         is worth at least `minAmountOut` of `tokenOut`". Any keeper may execute the order once the credit
///         manager's price oracle says the condition holds; the swap goes through the Uniswap V3 adapter with
///         `minAmountOut` as its slippage floor, inside `CreditFacadeV3.botMulticall`.
/// @dev The owner must first call `CreditFacadeV3.setBotPermissions(creditAccount, address(this), permissions)`
///      with at least `EXTERNAL_CALLS_PERMISSION` set.
contract LimitOrderBot {
    struct Order {
        address owner; // borrower who placed the order; set by the contract
        address creditFacade; // facade of the credit manager that holds the account
        address creditAccount; // account whose tokens are sold
        address adapter; // Uniswap V3 adapter registered in the same credit manager
        address tokenIn; // token to sell
        address tokenOut; // token to buy
        uint24 fee; // Uniswap V3 pool fee tier, e.g. 500 for 0.05%
        uint256 amountIn; // amount of `tokenIn` to sell, in `tokenIn` decimals
        uint256 minAmountOut; // limit: least `tokenOut` accepted for `amountIn`, in `tokenOut` decimals
        uint256 deadline; // unix timestamp after which the order can no longer be executed
    }

    /// @notice Id that the next submitted order receives
    uint256 public nextOrderId;

    /// @dev Order id => order; a deleted order has `owner == address(0)`
    mapping(uint256 => Order) internal _orders;

    event SubmitOrder(uint256 indexed orderId, address indexed owner, address indexed creditAccount);
    event CancelOrder(uint256 indexed orderId);
    event ExecuteOrder(uint256 indexed orderId, address indexed keeper);

    error CallerNotAccountOwner();
    error CallerNotOrderOwner();
    error BotNotPermitted();
    error OrderNotActive();
    error OrderExpired();
    error AccountOwnerChanged();
    error PriceConditionNotMet(uint256 oracleAmountOut, uint256 minAmountOut);

    /// @notice Places a limit order for a credit account owned by the caller
    /// @dev `order.owner` is ignored and replaced with `msg.sender`
    function submitOrder(Order memory order) external returns (uint256 orderId) {
        address creditManager = ICreditFacadeV3(order.creditFacade).creditManager();

        // Reverts with `CreditAccountDoesNotExistException` if the account is not open in this credit manager
        if (ICreditManagerV3(creditManager).getBorrowerOrRevert(order.creditAccount) != msg.sender) {
            revert CallerNotAccountOwner();
        }

        // Refuse orders that could never execute because the owner has not allowed adapter calls
        uint192 permissions = IBotListV3(ICreditFacadeV3(order.creditFacade).botList()).botPermissions(
            address(this), creditManager, order.creditAccount
        );
        if (permissions & EXTERNAL_CALLS_PERMISSION == 0) revert BotNotPermitted();

        order.owner = msg.sender;
        orderId = nextOrderId++;
        _orders[orderId] = order;

        emit SubmitOrder(orderId, msg.sender, order.creditAccount);
    }

    /// @notice Cancels an order; only the address that placed it may cancel
    function cancelOrder(uint256 orderId) external {
        if (_orders[orderId].owner != msg.sender) revert CallerNotOrderOwner();
        delete _orders[orderId];
        emit CancelOrder(orderId);
    }

    /// @notice Returns an order (all fields zero if it was executed, cancelled or never existed)
    function getOrder(uint256 orderId) external view returns (Order memory) {
        return _orders[orderId];
    }

    /// @notice Executes an order whose price condition holds; callable by anyone
    /// @dev Reverts, leaving the order in place, if the condition fails, the swap returns less than
    ///      `minAmountOut`, or the account fails the collateral check that `botMulticall` runs afterwards
    function executeOrder(uint256 orderId) external {
        Order memory order = _orders[orderId];
        if (order.owner == address(0)) revert OrderNotActive();
        if (block.timestamp > order.deadline) revert OrderExpired();

        address creditManager = ICreditFacadeV3(order.creditFacade).creditManager();

        // Credit accounts are reused after closure: make sure the account still belongs to the order's owner
        if (ICreditManagerV3(creditManager).getBorrowerOrRevert(order.creditAccount) != order.owner) {
            revert AccountOwnerChanged();
        }

        // Price condition, evaluated with the oracle that the credit manager itself uses
        uint256 oracleAmountOut = IPriceOracleV3(ICreditManagerV3(creditManager).priceOracle()).convert(
            order.amountIn, order.tokenIn, order.tokenOut
        );
        if (oracleAmountOut < order.minAmountOut) revert PriceConditionNotMet(oracleAmountOut, order.minAmountOut);

        // Effects before the external call
        delete _orders[orderId];

        MultiCall[] memory calls = new MultiCall[](1);
        calls[0] = MultiCall({
            target: order.adapter,
            callData: abi.encodeCall(
                IUniswapV3Adapter.exactInputSingle,
                (
                    ISwapRouter.ExactInputSingleParams({
                        tokenIn: order.tokenIn,
                        tokenOut: order.tokenOut,
                        fee: order.fee,
                        recipient: order.creditAccount, // the adapter overrides it with the account anyway
                        deadline: order.deadline,
                        amountIn: order.amountIn,
                        amountOutMinimum: order.minAmountOut,
                        sqrtPriceLimitX96: 0
                    })
                )
            )
        });

        // The facade checks this contract's permissions, runs the call, then the full collateral check
        ICreditFacadeV3(order.creditFacade).botMulticall(order.creditAccount, calls);

        emit ExecuteOrder(orderId, msg.sender);
    }
}
