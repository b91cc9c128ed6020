// SPDX-License-Identifier: MIT
// Contracts written for the docs site's tests of the V3.0 deployment (tests/helpers/protocol30.ts). None is a Gearbox
// contract: mock tokens and price feeds, and stand-ins for the periphery contracts the address provider lists and the
// snapshot generator reads (they live in repositories that are not published on npm at their 3.00 versions).
pragma solidity ^0.8.17;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @notice Mock ERC-20: OpenZeppelin's token with the decimals it is given and minting open to anyone.
contract MockERC20 is ERC20 {
    uint8 private immutable _decimals;

    constructor(string memory name_, string memory symbol_, uint8 decimals_) ERC20(name_, symbol_) {
        _decimals = decimals_;
    }

    function decimals() public view override returns (uint8) {
        return _decimals;
    }

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }
}

/// @notice Mock price feed in the shape of a Chainlink aggregator (no priceFeedType(), like an external one): 8
///         decimals, an answer the test sets, updated at the current block's time unless the test pins a time.
contract MockPriceFeed {
    uint8 public constant decimals = 8;
    uint256 public constant version = 1;
    bool public constant skipPriceCheck = false;
    string public description;
    int256 public answer;
    uint256 public pinnedUpdatedAt;

    constructor(string memory description_, int256 answer_) {
        description = description_;
        answer = answer_;
    }

    function setAnswer(int256 answer_) external {
        answer = answer_;
    }

    /// @dev 0 unpins: the answer is then as fresh as the block.
    function pinUpdatedAt(uint256 updatedAt_) external {
        pinnedUpdatedAt = updatedAt_;
    }

    function latestRoundData() external view returns (uint80, int256, uint256, uint256, uint80) {
        uint256 at = pinnedUpdatedAt == 0 ? block.timestamp : pinnedUpdatedAt;
        return (1, answer, at, at, 1);
    }
}

/// @notice Stand-in for a periphery contract the address provider lists and the generator only locates (data
///         compressor, router, multipause, Degen NFT): it answers version() and nothing else.
contract VersionedStandIn {
    uint256 public immutable version;

    constructor(uint256 version_) {
        version = version_;
    }
}

/// @notice Stand-in for periphery-v3's zapper register: version 3.00, and no zapper for any pool.
contract ZapperRegisterStandIn {
    uint256 public constant version = 300;

    function zappers(address) external pure returns (address[] memory) {
        return new address[](0);
    }
}
