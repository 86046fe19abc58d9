// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Base64} from "@openzeppelin/contracts/utils/Base64.sol";
import {Strings} from "@openzeppelin/contracts/utils/Strings.sol";

/// @title CollectionArt
/// @notice On-chain metadata for `Collection`: a JSON document whose image is an SVG drawn from the token id.
library CollectionArt {
    using Strings for uint256;

    /// @notice Hue (0-359) of a token; the golden-angle step spreads neighbouring ids around the wheel.
    function hueOf(uint256 tokenId) internal pure returns (uint256) {
        return (tokenId * 137) % 360;
    }

    /// @notice data:application/json;base64 metadata with name, description, image and a Hue attribute.
    function tokenURI(uint256 tokenId) internal pure returns (string memory) {
        string memory image = string.concat("data:image/svg+xml;base64,", Base64.encode(bytes(svg(tokenId))));
        string memory json = string.concat(
            '{"name":"StakeMint #',
            tokenId.toString(),
            '","description":"StakeMint Genesis: generative on-chain art, drawn from the token id.","image":"',
            image,
            '","attributes":[{"trait_type":"Hue","value":',
            hueOf(tokenId).toString(),
            "}]}"
        );
        return string.concat("data:application/json;base64,", Base64.encode(bytes(json)));
    }

    /// @notice A 512x512 SVG: a two-hue gradient, a ring and the token number.
    function svg(uint256 tokenId) internal pure returns (string memory) {
        string memory hue = hueOf(tokenId).toString();
        string memory accent = ((hueOf(tokenId) + 120) % 360).toString();
        string memory radius = (96 + (tokenId % 7) * 16).toString();
        return string.concat(
            '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">',
            '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
            '<stop offset="0" stop-color="hsl(', hue, ',80%,55%)"/>',
            '<stop offset="1" stop-color="hsl(', accent, ',70%,35%)"/>',
            '</linearGradient></defs><rect width="512" height="512" fill="url(#g)"/>',
            '<circle cx="256" cy="256" r="', radius, '" fill="none" stroke="white" stroke-width="12" opacity="0.8"/>',
            '<text x="256" y="272" font-family="monospace" font-size="48" fill="white" text-anchor="middle">#',
            tokenId.toString(),
            "</text></svg>"
        );
    }
}
