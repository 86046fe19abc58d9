// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Permit.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @title StakeToken
/// @notice The ERC-20 users stake in `Staking` and receive as reward. 18 decimals.
/// ERC-2612 `permit` lets a holder approve `Staking` with a signature instead of a transaction.
contract StakeToken is ERC20, ERC20Permit, Ownable {
    constructor(address initialOwner) ERC20("Stake Token", "STK") ERC20Permit("Stake Token") Ownable(initialOwner) {}

    /// @notice Creates `amount` tokens for `to`; the owner funds dev accounts and reward pools with it.
    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}
