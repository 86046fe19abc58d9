// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC721Enumerable} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721Enumerable.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {CollectionArt} from "./CollectionArt.sol";

/// @title Collection
/// @notice ERC-721 with a fixed mint price, a max supply and a per-wallet limit; metadata is fully on-chain.
/// Token ids start at 1.
contract Collection is ERC721Enumerable, Ownable {
    uint256 public immutable price;
    uint256 public immutable maxSupply;
    uint256 public immutable maxPerWallet;

    /// @notice How many tokens each wallet has minted (transfers do not change it).
    mapping(address => uint256) public mintedBy;

    uint256 private _nextId = 1;

    event Minted(address indexed to, uint256 firstTokenId, uint256 quantity);
    event ProceedsWithdrawn(address indexed to, uint256 amount);

    error ZeroQuantity();
    error SoldOut();
    error ExceedsMaxSupply(uint256 available);
    error WalletLimitExceeded(uint256 limit, uint256 alreadyMinted);
    error WrongPayment(uint256 expected, uint256 sent);
    error NothingToWithdraw();
    error WithdrawFailed(address to, uint256 amount);

    constructor(uint256 mintPrice, uint256 supplyCap, uint256 walletLimit, address initialOwner)
        ERC721("StakeMint Genesis", "SMG")
        Ownable(initialOwner)
    {
        price = mintPrice;
        maxSupply = supplyCap;
        maxPerWallet = walletLimit;
    }

    /// @notice Mints `quantity` tokens to the caller for exactly `price * quantity` wei.
    function mint(uint256 quantity) external payable {
        if (quantity == 0) revert ZeroQuantity();
        uint256 minted = _nextId - 1;
        if (minted >= maxSupply) revert SoldOut();
        uint256 available = maxSupply - minted;
        if (quantity > available) revert ExceedsMaxSupply(available);
        uint256 already = mintedBy[msg.sender];
        if (already + quantity > maxPerWallet) revert WalletLimitExceeded(maxPerWallet, already);
        uint256 cost = price * quantity;
        if (msg.value != cost) revert WrongPayment(cost, msg.value);

        // effects before the receiver callbacks of _safeMint
        uint256 first = _nextId;
        _nextId = first + quantity;
        mintedBy[msg.sender] = already + quantity;
        for (uint256 i = 0; i < quantity; i++) {
            _safeMint(msg.sender, first + i);
        }
        emit Minted(msg.sender, first, quantity);
    }

    /// @notice Sends the whole mint revenue to the owner.
    function withdraw() external onlyOwner {
        uint256 amount = address(this).balance;
        if (amount == 0) revert NothingToWithdraw();
        address to = owner();
        (bool ok,) = to.call{value: amount}("");
        if (!ok) revert WithdrawFailed(to, amount);
        emit ProceedsWithdrawn(to, amount);
    }

    /// @notice Every token id `owner_` holds, in enumeration order.
    function tokensOfOwner(address owner_) external view returns (uint256[] memory ids) {
        uint256 count = balanceOf(owner_);
        ids = new uint256[](count);
        for (uint256 i = 0; i < count; i++) {
            ids[i] = tokenOfOwnerByIndex(owner_, i);
        }
    }

    /// @notice The metadata `tokenURI` returns once `tokenId` is minted, readable before it is (the art depends
    /// only on the id), so a mint page can show what the next token will look like. Ids run 1..maxSupply.
    function previewTokenURI(uint256 tokenId) external view returns (string memory) {
        if (tokenId == 0 || tokenId > maxSupply) revert ERC721NonexistentToken(tokenId);
        return CollectionArt.tokenURI(tokenId);
    }

    /// @inheritdoc ERC721
    function tokenURI(uint256 tokenId) public view override returns (string memory) {
        _requireOwned(tokenId);
        return CollectionArt.tokenURI(tokenId);
    }
}
