// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title BatchExecutor
/// @notice Code an account delegates to with EIP-7702 so that it can run several calls as one
/// atomic transaction (EIP-5792 `wallet_sendCalls`). Only the account itself may call `execute`:
/// the account sends the transaction to its own address, so `msg.sender == address(this)`.
contract BatchExecutor {
    struct Call {
        address to;
        uint256 value;
        bytes data;
    }

    /// @notice A caller other than the delegating account itself.
    error Unauthorized(address caller);
    /// @notice Call `index` reverted with `reason`; every earlier call is undone with it.
    error CallFailed(uint256 index, bytes reason);

    /// @notice Runs `calls` in order; if one reverts, the whole batch reverts.
    function execute(Call[] calldata calls) external payable {
        if (msg.sender != address(this)) revert Unauthorized(msg.sender);
        for (uint256 i = 0; i < calls.length; i++) {
            (bool ok, bytes memory reason) = calls[i].to.call{value: calls[i].value}(calls[i].data);
            if (!ok) revert CallFailed(i, reason);
        }
    }

    receive() external payable {}
}
