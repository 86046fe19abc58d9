// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC721Receiver} from "@openzeppelin/contracts/token/ERC721/IERC721Receiver.sol";
import {ERC721Holder} from "@openzeppelin/contracts/token/ERC721/utils/ERC721Holder.sol";
import {ERC1155Holder} from "@openzeppelin/contracts/token/ERC1155/utils/ERC1155Holder.sol";

/// @title BatchExecutor
/// @notice Code an account delegates to with EIP-7702 so that it can run several calls as one
/// atomic transaction (EIP-5792 `wallet_sendCalls`). Only the account itself may call `execute`:
/// the account sends the transaction to its own address, so `msg.sender == address(this)`.
/// @dev An account that delegates here is a smart account: like real EIP-7702 delegates it accepts
/// ERC-721 and ERC-1155 tokens sent with the safe transfer and mint functions (their receiver hooks),
/// and says so through ERC-165.
contract BatchExecutor is ERC721Holder, ERC1155Holder {
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

    /// @notice ERC-165: the ERC-1155 receiver (from ERC1155Holder), the ERC-721 receiver and ERC-165 itself.
    function supportsInterface(bytes4 interfaceId) public view virtual override returns (bool) {
        return interfaceId == type(IERC721Receiver).interfaceId || super.supportsInterface(interfaceId);
    }

    receive() external payable {}
}
