// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

import {ICreditFacadeV3, MultiCall} from "./interfaces/ICreditFacadeV3.sol";
import {ICreditFacadeV3Multicall} from "./interfaces/ICreditFacadeV3Multicall.sol";
import {IERC20Minimal} from "./interfaces/IERC20Minimal.sol";

/// @title Opens a Gearbox V3 credit account owned by this contract
/// @notice One `openCreditAccount` call adds underlying collateral, borrows, and buys a quota for the
///         token the account will hold. The contract, not its deployer, is the account's owner, so
///         only this contract can later run multicalls on the account or close it.
/// @dev Uses plain `approve`/`transferFrom` return values; for tokens that return nothing
///      (USDT on mainnet) use a safe-transfer library instead.
contract OpenAccount {
    address public immutable owner;
    address public immutable creditFacade;

    /// @notice The account opened by `open`, zero until then
    address public creditAccount;

    error CallerNotOwner();
    error AccountAlreadyOpened();
    error QuotaTooLarge();
    error TokenCallFailed();

    modifier onlyOwner() {
        if (msg.sender != owner) revert CallerNotOwner();
        _;
    }

    constructor(address _creditFacade) {
        owner = msg.sender;
        creditFacade = _creditFacade;
    }

    /// @param underlying The credit manager's underlying token
    /// @param collateral Collateral pulled from the owner, in underlying units
    /// @param debt Amount to borrow, in underlying units, within the facade's `debtLimits()`
    /// @param quotedToken Collateral token to reserve a quota for
    /// @param quota Quota to buy, in underlying units (at most `2 * maxDebt`); rounded down to a
    ///        multiple of 10000, as the facade does, so that it can also serve as `minQuota`
    function open(address underlying, uint256 collateral, uint256 debt, address quotedToken, uint96 quota)
        external
        onlyOwner
        returns (address account)
    {
        if (creditAccount != address(0)) revert AccountAlreadyOpened();
        if (quota > uint96(type(int96).max)) revert QuotaTooLarge();
        quota = quota / 10_000 * 10_000;

        // The facade makes the credit manager pull collateral from `msg.sender` of the facade call,
        // i.e. from this contract, so the credit manager is the spender to approve.
        if (!IERC20Minimal(underlying).transferFrom(msg.sender, address(this), collateral)) revert TokenCallFailed();
        address creditManager = ICreditFacadeV3(creditFacade).creditManager();
        if (!IERC20Minimal(underlying).approve(creditManager, collateral)) revert TokenCallFailed();

        MultiCall[] memory calls = new MultiCall[](3);
        calls[0] = MultiCall({
            target: creditFacade,
            callData: abi.encodeCall(ICreditFacadeV3Multicall.addCollateral, (underlying, collateral))
        });
        calls[1] = MultiCall({
            target: creditFacade,
            callData: abi.encodeCall(ICreditFacadeV3Multicall.increaseDebt, (debt))
        });
        // Must follow `increaseDebt`: quotas cannot change while the debt is zero.
        // minQuota = quota makes the call revert if the token's limit would cut the quota.
        calls[2] = MultiCall({
            target: creditFacade,
            callData: abi.encodeCall(ICreditFacadeV3Multicall.updateQuota, (quotedToken, int96(quota), quota))
        });

        // `onBehalfOf` must equal `msg.sender` when the facade requires a Degen NFT,
        // and this contract then needs to hold one.
        account = ICreditFacadeV3(creditFacade).openCreditAccount(address(this), calls, 0);
        creditAccount = account;
    }
}
