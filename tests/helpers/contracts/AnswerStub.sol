// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @notice A test stand-in for any contract: answers each call with the bytes stored for its
///         exact calldata, reverts on any other call, and emits the logs it is told to.
///         Placed with anvil_setCode at the address of the contract it stands in for.
contract AnswerStub {
    mapping(bytes32 => bytes) private answers;
    mapping(bytes32 => bool) private known;

    error UnknownCall(bytes data);

    /// @notice Stores `results[i]` as the answer to calldata `calls[i]`, then emits each log
    ///         (`topics[i]`, `data[i]`) in order.
    function stubSeed(bytes[] calldata calls, bytes[] calldata results, bytes32[][] calldata topics, bytes[] calldata data)
        external
    {
        require(calls.length == results.length && topics.length == data.length, "length");
        for (uint256 i; i < calls.length; ++i) {
            bytes32 key = keccak256(calls[i]);
            answers[key] = results[i];
            known[key] = true;
        }
        for (uint256 i; i < topics.length; ++i) {
            bytes32[] calldata t = topics[i];
            bytes memory d = data[i];
            uint256 n = t.length;
            require(n <= 4, "topics");
            assembly {
                let ptr := add(d, 32)
                let len := mload(d)
                switch n
                case 0 { log0(ptr, len) }
                case 1 { log1(ptr, len, calldataload(t.offset)) }
                case 2 { log2(ptr, len, calldataload(t.offset), calldataload(add(t.offset, 32))) }
                case 3 {
                    log3(ptr, len, calldataload(t.offset), calldataload(add(t.offset, 32)), calldataload(add(t.offset, 64)))
                }
                default {
                    log4(
                        ptr,
                        len,
                        calldataload(t.offset),
                        calldataload(add(t.offset, 32)),
                        calldataload(add(t.offset, 64)),
                        calldataload(add(t.offset, 96))
                    )
                }
            }
        }
    }

    fallback(bytes calldata input) external returns (bytes memory) {
        bytes32 key = keccak256(input);
        if (!known[key]) revert UnknownCall(input);
        return answers[key];
    }
}
