// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

/// @title The part of CreditManagerV3 that an adapter talks to (example)
/// @notice Signatures as declared in core-v3 `ICreditManagerV3` (contract version 3.01).
interface ICreditManagerV3 {
    /// @notice Credit facade connected to the manager; the only caller an adapter should accept
    function creditFacade() external view returns (address);

    /// @notice Address provider of the deployment
    function addressProvider() external view returns (address);

    /// @notice Account whose multicall is running; reverts when no multicall is in progress
    function getActiveCreditAccountOrRevert() external view returns (address creditAccount);

    /// @notice Collateral mask of `token`; reverts with `TokenNotAllowedException` for unknown tokens
    function getTokenMaskOrRevert(address token) external view returns (uint256 tokenMask);

    /// @notice Makes the active account approve `amount` of `token` to the calling adapter's target
    function approveCreditAccount(address token, uint256 amount) external;

    /// @notice Makes the active account call the calling adapter's target with `data`
    function execute(bytes calldata data) external returns (bytes memory result);
}
