import { SiweHttpError } from './http.ts'
import type { BucketRule, SiweStore } from './store/types.ts'

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

export const NODE_BUSY_MESSAGE = 'Sign-in is busy checking smart-account signatures right now: try again in'

export interface NodeBudget {
  /** Takes a token for one node call of `kind`, or throws 503 with Retry-After when the budget is spent. */
  take(kind: NodeCallKind): Promise<void>
}

export function createNodeBudget(options: {
  store: SiweStore
  rules?: NodeBudgetRules
  now: () => number
}): NodeBudget {
  const rules = options.rules ?? DEFAULT_NODE_BUDGET
  return {
    async take(kind) {
      const answer = await options.store.takeToken(`node:${kind}`, rules[kind], options.now())
      if (answer.allowed) return
      const seconds = Math.max(1, Math.ceil(answer.retryAfterMs / 1000))
      throw new SiweHttpError(503, `${NODE_BUSY_MESSAGE} ${seconds} s`, { 'retry-after': String(seconds) })
    },
  }
}
