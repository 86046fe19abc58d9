// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {IERC1271} from "@openzeppelin/contracts/interfaces/IERC1271.sol";

/// A minimal smart account for the sign-in tests: one owner key, ERC-1271 signature checks.
contract OwnedAccount is IERC1271 {
    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        (address signer, ECDSA.RecoverError failure, ) = ECDSA.tryRecover(hash, signature);
        return failure == ECDSA.RecoverError.NoError && signer == owner ? IERC1271.isValidSignature.selector : bytes4(0xffffffff);
    }
}

/// Deploys OwnedAccount with CREATE2, so its address is known before deployment (ERC-6492 counterfactual sign-in).
contract AccountFactory {
    function deploy(address owner, bytes32 salt) external returns (address) {
        return address(new OwnedAccount{salt: salt}(owner));
    }
}
