// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

import {AdapterBase} from "./interfaces/AdapterBase.sol";
import {IERC20} from "./interfaces/IERC20.sol";
import {IMyVault} from "./interfaces/IMyVault.sol";

/// @title MyVault adapter (tutorial)
/// @notice Lets Gearbox V3 credit accounts deposit into, withdraw from and claim rewards of `IMyVault`.
///         Every state-changing function:
///         - accepts calls only from the credit facade (`creditFacadeOnly`),
///         - sends whatever the vault pays out to the credit account, never to an address from calldata,
///         - returns `(tokensToEnable, tokensToDisable)` collateral masks for the facade to apply.
contract MyVaultAdapter is AdapterBase {
    /// @notice Adapter type reported to off-chain tools. 0 is `AdapterType.ABSTRACT` in sdk-gov;
    ///         a production adapter gets its own enum member there.
    uint8 public constant override _gearboxAdapterType = 0;

    /// @notice Version in Gearbox's three-digit convention (3_00 = 3.0)
    uint16 public constant override _gearboxAdapterVersion = 3_00;

    /// @notice Token deposited into the vault
    address public immutable asset;

    /// @notice Token paid by `claimRewards`
    address public immutable rewardToken;

    /// @notice Collateral mask of `rewardToken`, cached because `claimRewards` needs nothing else
    uint256 public immutable rewardTokenMask;

    /// @param creditManager_ Credit manager the adapter will be allowed in
    /// @param vault Vault address; it becomes `targetContract`
    /// @dev Deployment reverts unless the asset, the share token and the reward token are already collateral
    ///      tokens of `creditManager_`. Governance has to add them before deploying the adapter.
    constructor(address creditManager_, address vault) AdapterBase(creditManager_, vault) {
        asset = IMyVault(vault).asset();
        rewardToken = IMyVault(vault).rewardToken();

        _getMaskOrRevert(asset);
        _getMaskOrRevert(vault);
        rewardTokenMask = _getMaskOrRevert(rewardToken);
    }

    // ------- //
    // DEPOSIT //
    // ------- //

    /// @notice Deposits `assets` of `asset` from the credit account
    /// @dev The second parameter mirrors the vault's `receiver` and is ignored: shares always go to the account
    function deposit(uint256 assets, address)
        external
        creditFacadeOnly
        returns (uint256 tokensToEnable, uint256 tokensToDisable)
    {
        (tokensToEnable, tokensToDisable) = _depositFor(_creditAccount(), assets, false);
    }

    /// @notice Deposits the account's whole `asset` balance except `leftoverAmount`
    /// @dev With `leftoverAmount` of 0 or 1 the asset is reported for disabling, since (almost) nothing remains
    function depositDiff(uint256 leftoverAmount)
        external
        creditFacadeOnly
        returns (uint256 tokensToEnable, uint256 tokensToDisable)
    {
        address creditAccount = _creditAccount();
        uint256 amount = _amountAbove(asset, creditAccount, leftoverAmount);
        if (amount == 0) return (0, 0);
        (tokensToEnable, tokensToDisable) = _depositFor(creditAccount, amount, leftoverAmount <= 1);
    }

    // -------- //
    // WITHDRAW //
    // -------- //

    /// @notice Burns `shares` of the account and returns the assets to it
    /// @dev The second parameter mirrors the vault's `receiver` and is ignored
    function withdraw(uint256 shares, address)
        external
        creditFacadeOnly
        returns (uint256 tokensToEnable, uint256 tokensToDisable)
    {
        (tokensToEnable, tokensToDisable) = _withdrawFor(_creditAccount(), shares, false);
    }

    /// @notice Burns all of the account's shares except `leftoverAmount`
    function withdrawDiff(uint256 leftoverAmount)
        external
        creditFacadeOnly
        returns (uint256 tokensToEnable, uint256 tokensToDisable)
    {
        address creditAccount = _creditAccount();
        uint256 shares = _amountAbove(targetContract, creditAccount, leftoverAmount);
        if (shares == 0) return (0, 0);
        (tokensToEnable, tokensToDisable) = _withdrawFor(creditAccount, shares, leftoverAmount <= 1);
    }

    // ----- //
    // CLAIM //
    // ----- //

    /// @notice Claims the account's rewards into the account
    /// @dev The parameter mirrors the vault's `receiver` and is ignored
    function claimRewards(address) external creditFacadeOnly returns (uint256 tokensToEnable, uint256 tokensToDisable) {
        _execute(abi.encodeCall(IMyVault.claimRewards, (_creditAccount())));
        (tokensToEnable, tokensToDisable) = (rewardTokenMask, 0);
    }

    // --------- //
    // INTERNALS //
    // --------- //

    /// @dev Vault pulls the asset, so the allowance-managing helper is used
    function _depositFor(address creditAccount, uint256 assets, bool spendsAll)
        internal
        returns (uint256 tokensToEnable, uint256 tokensToDisable)
    {
        (tokensToEnable, tokensToDisable,) = _executeSwapSafeApprove(
            asset, targetContract, abi.encodeCall(IMyVault.deposit, (assets, creditAccount)), spendsAll
        );
    }

    /// @dev Vault burns the caller's own shares, so no allowance is needed
    function _withdrawFor(address creditAccount, uint256 shares, bool burnsAll)
        internal
        returns (uint256 tokensToEnable, uint256 tokensToDisable)
    {
        (tokensToEnable, tokensToDisable,) = _executeSwapNoApprove(
            targetContract, asset, abi.encodeCall(IMyVault.withdraw, (shares, creditAccount)), burnsAll
        );
    }

    /// @dev Balance of `token` on `account` above `leftover`, or 0 if there is nothing above it
    function _amountAbove(address token, address account, uint256 leftover) internal view returns (uint256) {
        uint256 balance = IERC20(token).balanceOf(account);
        unchecked {
            return balance > leftover ? balance - leftover : 0;
        }
    }
}
