// SPDX-License-Identifier: MIT
// Test-tree declaration (docs site tests): core-v2 1.19.0-base.16, which core-v3 1.45.0 was built against, declares
// these interfaces; the only published core-v2 (1.21.1) does not. Declared here from their signatures. The Chainlink
// aggregator interface it extends is declared in this file too (its five functions), so no Chainlink tree is needed.
pragma solidity ^0.8.10;

interface AggregatorV3Interface {
    function decimals() external view returns (uint8);

    function description() external view returns (string memory);

    function version() external view returns (uint256);

    function getRoundData(uint80 _roundId)
        external
        view
        returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound);

    function latestRoundData()
        external
        view
        returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound);
}

interface ILPPriceFeedV2Events {
    event NewLimiterParams(uint256 lowerBound, uint256 upperBound);
}

interface ILPPriceFeedV2Exceptions {
    error ValueOutOfRangeException();

    error IncorrectLimitsException();
}

interface ILPPriceFeedV2 is AggregatorV3Interface, ILPPriceFeedV2Events, ILPPriceFeedV2Exceptions {
    function setLimiter(uint256 _lowerBound) external;

    function lowerBound() external view returns (uint256);

    function upperBound() external view returns (uint256);

    function delta() external view returns (uint256);
}
