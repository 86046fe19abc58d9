// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @title StakeToken
/// @notice The ERC-20 users stake in `Staking` and receive as reward. 18 decimals.
contract StakeToken is ERC20, Ownable {
    constructor(address initialOwner) ERC20("Stake Token", "STK") Ownable(initialOwner) {}

    /// @notice Creates `amount` tokens for `to`; the owner funds dev accounts and reward pools with it.
    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}
