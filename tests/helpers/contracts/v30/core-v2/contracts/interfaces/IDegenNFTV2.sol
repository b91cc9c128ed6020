// SPDX-License-Identifier: MIT
// Test-tree declaration (docs site tests): core-v2 1.19.0-base.16, which core-v3 1.45.0 was built against, declares
// these interfaces; the only published core-v2 (1.21.1) does not. Declared here from their signatures.
pragma solidity ^0.8.10;

import {IVersion} from "./IVersion.sol";
import {IERC721Metadata} from "@openzeppelin/contracts/token/ERC721/extensions/IERC721Metadata.sol";

interface IDegenNFTV2Exceptions {
    error CreditFacadeOrConfiguratorOnlyException();

    error MinterOnlyException();

    error InvalidCreditFacadeException();

    error InsufficientBalanceException();
}

interface IDegenNFTV2Events {
    event NewMinterSet(address indexed);

    event NewCreditFacadeAdded(address indexed);

    event NewCreditFacadeRemoved(address indexed);
}

interface IDegenNFTV2 is IDegenNFTV2Exceptions, IDegenNFTV2Events, IVersion, IERC721Metadata {
    function minter() external view returns (address);

    function totalSupply() external view returns (uint256);

    function baseURI() external view returns (string memory);

    function mint(address to, uint256 amount) external;

    function burn(address from, uint256 amount) external;
}
