import { SiweHttpError } from './http.ts'
import type { BucketAnswer, BucketRule, SiweStore } from './store/types.ts'

/** What a verification may ask of the node: a code lookup (eth_getCode) or a signature check (eth_call). */
export type NodeCallKind = 'lookups' | 'calls'
export type NodeBudgetRules = Readonly<Record<NodeCallKind, BucketRule>>

/**
 * The defaults, for every instance together (the buckets live in the shared store): 300 code lookups and
 * 60 signature checks a minute, with ten seconds' worth as a burst. An honest visitor needs at most one of
 * each per sign-in, so this carries a few sign-ins a second by smart accounts, while whatever junk any number
 * of clients send costs the node no more than that. eth_getCode is a state read; eth_call runs code (capped
 * by the verifier's gas limit), so it gets the smaller share.
 */
export const DEFAULT_NODE_BUDGET: NodeBudgetRules = {
  lookups: { burst: 50, perSecond: 5 },
  calls: { burst: 10, perSecond: 1 },
}

/** How the budget is shared out (SIWE_NODE_CLIENT_PERCENT, SIWE_NODE_RESERVE_PERCENT, SIWE_NODE_WAIT_MS). */
export type NodeBudgetShares = {
  /** The part of each budget one client (address, IPv6 /64) may use, 0 < x ≤ 1. */
  readonly client: number
  /** The part kept for accounts that signed in through the node before (known accounts), 0 ≤ x < 1. */
  readonly reserve: number
  /** How long a call may wait in line for a token before the answer is 503 'busy'. */
  readonly waitMs: number
}

/**
 * A fifth per client: junk from one or two addresses leaves most of the budget to everyone else. Half is kept
 * for known accounts: a wallet that signed in before still can when many addresses spend the other half.
 */
export const DEFAULT_NODE_SHARES: NodeBudgetShares = { client: 0.2, reserve: 0.5, waitMs: 2_000 }

/** How long a known account stays known after its last sign-in through the node. */
export const KNOWN_ACCOUNT_TTL_MS = 30 * 24 * 60 * 60 * 1000

export const NODE_BUSY_MESSAGE = 'Sign-in is busy checking smart-account signatures right now: try again in'

/** On whose behalf a node call is made: the client's rate-limit key and the account (chain id and address). */
export type NodeCaller = { readonly client: string; readonly chainId: number; readonly address: string }

export interface NodeBudget {
  /** Takes a token for one node call of `kind`, waiting up to `waitMs`; else throws 503 with Retry-After. */
  take(kind: NodeCallKind, caller: NodeCaller): Promise<void>
  /** Records that the account proved itself through the node: its later calls may use the reserve. */
  markKnown(caller: NodeCaller): Promise<void>
}

/** A part of a bucket rule: the rate scaled, the burst scaled but at least one token. */
export function shareOf(rule: BucketRule, part: number): BucketRule {
  return { burst: Math.max(1, Math.round(rule.burst * part)), perSecond: rule.perSecond * part }
}

/**
 * The global budget split into a reserve (known accounts only) and an open pool; the two add up to the
 * budget (give or take a token of burst for tiny budgets). Every call takes a token from its client's share
 * first, so a client that has spent its share cannot spend the pools; then from the reserve when the account
 * is known, else (or when the reserve is empty) from the open pool. All buckets live in the store.
 */
export function poolRules(rule: BucketRule, shares: NodeBudgetShares) {
  const reserve = shareOf(rule, shares.reserve)
  const open: BucketRule = {
    burst: Math.max(1, rule.burst - (shares.reserve > 0 ? reserve.burst : 0)),
    perSecond: rule.perSecond * (1 - shares.reserve),
  }
  return { client: shareOf(rule, shares.client), reserve, open }
}

export function createNodeBudget(options: {
  store: SiweStore
  rules?: NodeBudgetRules
  shares?: NodeBudgetShares
  now: () => number
  sleep?: (ms: number) => Promise<void>
}): NodeBudget {
  const { store, now } = options
  const rules = options.rules ?? DEFAULT_NODE_BUDGET
  const shares = options.shares ?? DEFAULT_NODE_SHARES
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  const accountKey = (caller: NodeCaller) => `account:${caller.chainId}:${caller.address.toLowerCase()}`

  /** Takes from the first bucket that has a token; waits in line while the wait allows; else 503. */
  const takeFirst = async (buckets: readonly { key: string; rule: BucketRule }[], waited: { ms: number }) => {
    for (;;) {
      let soonest = Number.POSITIVE_INFINITY
      for (const { key, rule } of buckets) {
        const answer: BucketAnswer = await store.takeToken(key, rule, now())
        if (answer.allowed) return
        soonest = Math.min(soonest, answer.retryAfterMs)
      }
      if (waited.ms + soonest > shares.waitMs) {
        const seconds = Math.max(1, Math.ceil(soonest / 1000))
        throw new SiweHttpError(503, `${NODE_BUSY_MESSAGE} ${seconds} s`, { 'retry-after': String(seconds) })
      }
      await sleep(soonest)
      waited.ms += soonest
    }
  }

  return {
    async take(kind, caller) {
      const pools = poolRules(rules[kind], shares)
      const known = shares.reserve > 0 && (await store.isKnown(accountKey(caller)))
      const waited = { ms: 0 }
      // The client's own share first: a client out of tokens never spends the pools everyone shares.
      await takeFirst([{ key: `node:${kind}:client:${caller.client}`, rule: pools.client }], waited)
      await takeFirst(
        [
          ...(known ? [{ key: `node:${kind}:reserve`, rule: pools.reserve }] : []),
          { key: `node:${kind}:open`, rule: pools.open },
        ],
        waited,
      )
    },
    markKnown: (caller) => store.markKnown(accountKey(caller), now() + KNOWN_ACCOUNT_TTL_MS),
  }
}
