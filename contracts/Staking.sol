// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Permit.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";

/// @title Staking
/// @notice Time-locked staking of one ERC-20 with a fixed APR per lock period.
/// The whole reward of a stake is reserved from the reward pool when it is created, so the
/// contract never promises more than it holds. Reward accrues linearly from start to unlock.
contract Staking is Ownable, ReentrancyGuard {
    using SafeERC20 for IERC20;

    struct StakeView {
        uint256 id;
        uint256 amount;
        uint64 start;
        uint64 unlockTime;
        uint32 lockPeriod;
        uint16 aprBps;
        /// accrued but not yet claimed, now
        uint256 reward;
        uint256 claimed;
        bool withdrawn;
    }

    struct StakeRecord {
        address owner;
        uint64 start;
        uint64 unlockTime;
        uint32 lockPeriod;
        uint16 aprBps;
        bool withdrawn;
        uint256 amount;
        /// full reward for the lock, reserved at stake time
        uint256 totalReward;
        uint256 claimed;
    }

    uint256 private constant BPS = 10_000;
    uint256 private constant YEAR = 365 days;

    IERC20 public immutable token;

    /// @notice Reward tokens held and not yet reserved for any stake.
    uint256 public rewardPool;
    /// @notice Principal of active (not withdrawn) stakes.
    uint256 public totalLocked;
    /// @notice Principal ever staked.
    uint256 public totalDeposited;

    /// stake ids start at 1: id n lives at _stakes[n - 1]
    StakeRecord[] private _stakes;
    mapping(address => uint256[]) private _stakeIdsOf;

    event Staked(
        address indexed user, uint256 indexed stakeId, uint256 amount, uint32 lockPeriod, uint64 unlockTime, uint256 reward
    );
    event Claimed(address indexed user, uint256 amount);
    event Withdrawn(address indexed user, uint256 indexed stakeId, uint256 amount, uint256 reward);
    event RewardsFunded(address indexed from, uint256 amount);
    event RewardsRecovered(address indexed to, uint256 amount);

    error ZeroAmount();
    error UnknownLockPeriod(uint32 lockPeriod);
    error InsufficientRewardPool(uint256 available, uint256 required);
    error NothingToClaim();
    error StillLocked(uint256 stakeId, uint64 unlockTime);
    error NotStakeOwner(uint256 stakeId);
    error AlreadyWithdrawn(uint256 stakeId);
    error UnknownStake(uint256 stakeId);

    constructor(IERC20 stakeToken, address initialOwner) Ownable(initialOwner) {
        token = stakeToken;
    }

    /// @notice The lock periods offered (seconds) and their APR in basis points, rising with the lock.
    function lockPeriods() external pure returns (uint32[] memory periods, uint16[] memory aprBps) {
        periods = new uint32[](3);
        aprBps = new uint16[](3);
        (periods[0], aprBps[0]) = (30 days, 500);
        (periods[1], aprBps[1]) = (90 days, 1000);
        (periods[2], aprBps[2]) = (180 days, 2000);
    }

    /// @notice Adds `amount` to the reward pool (needs approve). Anyone may fund it.
    function fundRewards(uint256 amount) external nonReentrant {
        if (amount == 0) revert ZeroAmount();
        rewardPool += amount;
        token.safeTransferFrom(msg.sender, address(this), amount);
        emit RewardsFunded(msg.sender, amount);
    }

    /// @notice Takes unreserved rewards back out of the pool; reserved rewards stay untouchable.
    function recoverRewards(uint256 amount, address to) external onlyOwner nonReentrant {
        if (amount == 0) revert ZeroAmount();
        if (amount > rewardPool) revert InsufficientRewardPool(rewardPool, amount);
        rewardPool -= amount;
        token.safeTransfer(to, amount);
        emit RewardsRecovered(to, amount);
    }

    /// @notice Locks `amount` for `lockPeriod` seconds (needs approve) and reserves its full reward.
    function stake(uint256 amount, uint32 lockPeriod) external nonReentrant returns (uint256 stakeId) {
        return _stake(amount, lockPeriod);
    }

    /// @notice `stake` with an ERC-2612 permit of the token instead of a separate approve.
    /// As IERC20Permit's documentation advises, a failing permit is not fatal: anyone may submit a
    /// signed permit first (front-running it), and then the allowance it set is already in place.
    /// Only when the allowance does not cover `amount` does the permit's own error revert the stake.
    function stakeWithPermit(uint256 amount, uint32 lockPeriod, uint256 deadline, uint8 v, bytes32 r, bytes32 s)
        external
        nonReentrant
        returns (uint256 stakeId)
    {
        try IERC20Permit(address(token)).permit(msg.sender, address(this), amount, deadline, v, r, s) {}
        catch (bytes memory reason) {
            if (token.allowance(msg.sender, address(this)) < amount) {
                assembly ("memory-safe") {
                    revert(add(reason, 32), mload(reason))
                }
            }
        }
        return _stake(amount, lockPeriod);
    }

    function _stake(uint256 amount, uint32 lockPeriod) private returns (uint256 stakeId) {
        if (amount == 0) revert ZeroAmount();
        uint16 apr = _aprFor(lockPeriod);
        if (apr == 0) revert UnknownLockPeriod(lockPeriod);
        uint256 reward = rewardFor(amount, lockPeriod);
        if (reward > rewardPool) revert InsufficientRewardPool(rewardPool, reward);

        rewardPool -= reward;
        totalLocked += amount;
        totalDeposited += amount;
        uint64 start = uint64(block.timestamp);
        uint64 unlockTime = start + lockPeriod;
        _stakes.push(
            StakeRecord({
                owner: msg.sender,
                start: start,
                unlockTime: unlockTime,
                lockPeriod: lockPeriod,
                aprBps: apr,
                withdrawn: false,
                amount: amount,
                totalReward: reward,
                claimed: 0
            })
        );
        stakeId = _stakes.length;
        _stakeIdsOf[msg.sender].push(stakeId);

        token.safeTransferFrom(msg.sender, address(this), amount);
        emit Staked(msg.sender, stakeId, amount, lockPeriod, unlockTime, reward);
    }

    /// @notice Pays every reward the caller has accrued so far, across all their stakes.
    function claim() external nonReentrant returns (uint256 paid) {
        uint256[] storage ids = _stakeIdsOf[msg.sender];
        for (uint256 i = 0; i < ids.length; i++) {
            StakeRecord storage s = _stakes[ids[i] - 1];
            if (s.withdrawn) continue;
            uint256 accrued = _accrued(s);
            paid += accrued - s.claimed;
            s.claimed = accrued;
        }
        if (paid == 0) revert NothingToClaim();
        token.safeTransfer(msg.sender, paid);
        emit Claimed(msg.sender, paid);
    }

    /// @notice Returns an unlocked stake's principal plus the rest of its reward.
    function withdraw(uint256 stakeId) external nonReentrant {
        if (stakeId == 0 || stakeId > _stakes.length) revert UnknownStake(stakeId);
        StakeRecord storage s = _stakes[stakeId - 1];
        if (s.owner != msg.sender) revert NotStakeOwner(stakeId);
        if (s.withdrawn) revert AlreadyWithdrawn(stakeId);
        if (block.timestamp < s.unlockTime) revert StillLocked(stakeId, s.unlockTime);

        uint256 reward = s.totalReward - s.claimed;
        s.claimed = s.totalReward;
        s.withdrawn = true;
        totalLocked -= s.amount;

        token.safeTransfer(msg.sender, s.amount + reward);
        emit Withdrawn(msg.sender, stakeId, s.amount, reward);
    }

    /// @notice Every stake of `user` (withdrawn ones included), oldest first.
    function stakesOf(address user) external view returns (StakeView[] memory views) {
        uint256[] storage ids = _stakeIdsOf[user];
        views = new StakeView[](ids.length);
        for (uint256 i = 0; i < ids.length; i++) {
            StakeRecord storage s = _stakes[ids[i] - 1];
            views[i] = StakeView({
                id: ids[i],
                amount: s.amount,
                start: s.start,
                unlockTime: s.unlockTime,
                lockPeriod: s.lockPeriod,
                aprBps: s.aprBps,
                reward: s.withdrawn ? 0 : _accrued(s) - s.claimed,
                claimed: s.claimed,
                withdrawn: s.withdrawn
            });
        }
    }

    /// @notice Reward `user` could claim now.
    function pendingReward(address user) external view returns (uint256 pending) {
        uint256[] storage ids = _stakeIdsOf[user];
        for (uint256 i = 0; i < ids.length; i++) {
            StakeRecord storage s = _stakes[ids[i] - 1];
            if (!s.withdrawn) pending += _accrued(s) - s.claimed;
        }
    }

    /// @notice Number of stakes ever made (the highest stake id).
    function stakeCount() external view returns (uint256) {
        return _stakes.length;
    }

    /// @notice Full reward of a lock: amount * apr * period / (365 days * 10000). Zero for unknown periods.
    function rewardFor(uint256 amount, uint32 lockPeriod) public pure returns (uint256) {
        return (amount * _aprFor(lockPeriod) * lockPeriod) / (YEAR * BPS);
    }

    function _aprFor(uint32 lockPeriod) private pure returns (uint16) {
        if (lockPeriod == 30 days) return 500;
        if (lockPeriod == 90 days) return 1000;
        if (lockPeriod == 180 days) return 2000;
        return 0;
    }

    /// reward earned from start until now, capped at unlock
    function _accrued(StakeRecord storage s) private view returns (uint256) {
        uint256 end = block.timestamp < s.unlockTime ? block.timestamp : s.unlockTime;
        return (s.totalReward * (end - s.start)) / s.lockPeriod;
    }
}
