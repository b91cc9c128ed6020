// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

/// @title A hypothetical yield vault used by the adapter tutorial
/// @notice The vault contract is also the ERC-20 token of its shares. Depositing pulls `asset()` from the
///         caller with `transferFrom`, so it needs an allowance; withdrawing burns the caller's shares and
///         needs none. Rewards accrue in a separate `rewardToken()`.
interface IMyVault {
    /// @notice Token the vault accepts
    function asset() external view returns (address);

    /// @notice Token paid out by `claimRewards`
    function rewardToken() external view returns (address);

    /// @notice Pulls `assets` of `asset()` from the caller and mints shares to `receiver`
    function deposit(uint256 assets, address receiver) external returns (uint256 shares);

    /// @notice Burns `shares` of the caller and sends the assets they represent to `receiver`
    function withdraw(uint256 shares, address receiver) external returns (uint256 assets);

    /// @notice Sends the caller's accrued rewards to `receiver`
    function claimRewards(address receiver) external returns (uint256 claimed);
}
