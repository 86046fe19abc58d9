import {
  createPublicClient,
  custom,
  http,
  HttpRequestError,
  numberToHex,
  TimeoutError,
  type EIP1193RequestFn,
  type Transport,
} from 'viem'
import type { SiweVerifier } from './checkSignature.ts'
import { createNodeCircuit, DEFAULT_BACK_OFF, type BackOff, type NodeCircuit } from './nodeCircuit.ts'

/**
 * The most gas one verification eth_call may burn (SIWE_CALL_GAS_LIMIT). Deploying a smart account through its
 * factory and checking a passkey signature (ERC-6492) takes well under a million; a node's own cap is usually 50M+.
 */
export const DEFAULT_CALL_GAS_LIMIT = 2_000_000n
/** How long a sign-in waits on nodes whose chain id is not known yet, when its chain is not among those known. */
export const DEFAULT_REACH_WAIT_MS = 1_000
/** How long a node may take to say its chain id (asked in the background): one that takes longer is down. */
const CHAIN_ID_TIMEOUT_MS = 5_000
/** How long a node may take for eth_getCode or a verification eth_call before the next node is asked. */
export const DEFAULT_CALL_TIMEOUT_MS = 3_000

export type RpcVerifierOptions = {
  callGasLimit?: bigint
  reachWaitMs?: number
  callTimeoutMs?: number
  backOff?: BackOff
  now?: () => number
}

/** No node for the chain answered (all timed out, refused, or are being skipped after failing). */
export class NodeUnavailableError extends Error {
  override name = 'NodeUnavailableError'
}

type Node = {
  readonly url: string
  readonly circuit: NodeCircuit
  readonly reach: EIP1193RequestFn
  readonly call: EIP1193RequestFn
  chainId: number | undefined
  learning: Promise<number | undefined> | undefined
}

/**
 * Verifies through the configured RPC URLs (one or more per chain): smart accounts by ERC-1271 / ERC-6492 calls
 * (viem's verifySiweMessage decides), each eth_call with a gas limit. Each node's chain id is learned once, asked
 * when the verifier is made; a sign-in waits on that answer only when it needs it, and only briefly (reachWaitMs).
 * A node that times out or fails is skipped for a back-off
 * (nodeCircuit.ts) and the chain's next node is asked instead, so a hung node costs one timeout per back-off.
 * Nothing here waits on a node the check at hand does not need: once a chain's id is known, whether a message's
 * chain is served needs no node at all. No caching or budget here: createSiweHandler.ts puts both in front.
 */
export function rpcVerifier(rpcUrls: string | readonly string[], options: RpcVerifierOptions = {}): SiweVerifier {
  const now = options.now ?? Date.now
  const gas = numberToHex(options.callGasLimit ?? DEFAULT_CALL_GAS_LIMIT)
  const requestFn = (url: string, timeout: number) => http(url, { timeout, retryCount: 0 })({}).request
  const nodes: Node[] = (typeof rpcUrls === 'string' ? [rpcUrls] : rpcUrls).map((url) => ({
    url,
    circuit: createNodeCircuit(options.backOff ?? DEFAULT_BACK_OFF, now),
    reach: requestFn(url, CHAIN_ID_TIMEOUT_MS),
    call: requestFn(url, options.callTimeoutMs ?? DEFAULT_CALL_TIMEOUT_MS),
    chainId: undefined,
    learning: undefined,
  }))
  if (nodes.length === 0) throw new Error('rpcVerifier needs at least one RPC URL')

  /** The node's chain id: known, asked now (one request in flight at most), or undefined while it is skipped. */
  const learn = (node: Node): Promise<number | undefined> => {
    if (node.chainId !== undefined) return Promise.resolve(node.chainId)
    if (node.circuit.isOpen()) return Promise.resolve(undefined)
    node.learning ??= node
      .reach({ method: 'eth_chainId' })
      .then((hex) => {
        node.chainId = Number(hex)
        node.circuit.answered()
        return node.chainId
      })
      .catch(() => {
        node.circuit.failed()
        return undefined
      })
      .finally(() => {
        node.learning = undefined
      })
    return node.learning
  }
  for (const node of nodes) void learn(node)

  const known = () => [...new Set(nodes.flatMap((node) => (node.chainId === undefined ? [] : [node.chainId])))]
  const unreachable = (what: string) =>
    new NodeUnavailableError(`no RPC node answered ${what} (one that fails is skipped for a few seconds)`)

  /** Resolves true as soon as a node says it serves `chainId`; false when every node answered otherwise. */
  const supportsChain = async (chainId: number): Promise<boolean> => {
    if (nodes.some((node) => node.chainId === chainId)) return true
    const unknown = nodes.filter((node) => node.chainId === undefined)
    const found = await new Promise<boolean>((resolve) => {
      let left = unknown.length
      if (left === 0) resolve(false)
      // A node slower than this is not waited for: the answer goes on in the background, for the next sign-in.
      setTimeout(() => resolve(false), options.reachWaitMs ?? DEFAULT_REACH_WAIT_MS).unref()
      for (const node of unknown)
        void learn(node).then((id) => {
          if (id === chainId) resolve(true)
          else if (--left === 0) resolve(false)
        })
    })
    if (!found && nodes.some((node) => node.chainId === undefined))
      throw unreachable(`for every configured chain, so chain ${chainId} could not be checked`)
    return found
  }

  /** The chain's nodes in configured order, skipping those in back-off; a node that fails hands over to the next. */
  const chainTransport = (chainId: number, onFailure: (error: Error) => void): Transport =>
    custom(
      {
        async request({ method, params }) {
          const candidates = nodes.filter((node) => node.chainId === chainId && !node.circuit.isOpen())
          if (candidates.length === 0) throw unreachable(`for chain ${chainId}`)
          let failure: unknown
          for (const node of candidates) {
            try {
              const result: unknown = await node.call({ method, params } as Parameters<EIP1193RequestFn>[0])
              node.circuit.answered()
              return result
            } catch (error) {
              if (!(error instanceof HttpRequestError || error instanceof TimeoutError)) throw error // it answered
              node.circuit.failed()
              failure = error
            }
          }
          const error = unreachable(`for chain ${chainId}`)
          error.cause = failure
          onFailure(error)
          throw error
        },
      },
      { retryCount: 0 },
    )

  const clientFor = (chainId: number, onFailure: (error: Error) => void = () => {}) =>
    createPublicClient({ transport: withCallGasLimit(chainTransport(chainId, onFailure), gas) })

  return {
    chainIds: async () => {
      await Promise.all(nodes.map(learn))
      const ids = known()
      if (ids.length === 0) throw unreachable('with its chain id')
      return ids
    },
    supportsChain,
    hasCode: async (chainId, address) => {
      const code = await clientFor(chainId).getCode({ address })
      return code !== undefined && code !== '0x'
    },
    verifySiweMessage: async (chainId, args) => {
      // viem reads any failed eth_call as 'not valid'; a node that did not answer is an outage, not a refusal.
      let outage: Error | undefined
      const valid = await clientFor(chainId, (error) => {
        outage = error
      }).verifySiweMessage(args)
      if (!valid && outage) throw outage
      return valid
    },
  }
}

/** viem's verification sets no gas on its eth_call; this transport adds the limit to every eth_call it sends. */
function withCallGasLimit(transport: Transport, gas: string): Transport {
  return (config) => {
    const made = transport(config)
    const request: typeof made.request = (args, requestOptions) => {
      if (args.method !== 'eth_call' || !Array.isArray(args.params)) return made.request(args, requestOptions)
      const [call, ...rest] = args.params as unknown[]
      const capped = typeof call === 'object' && call !== null ? { ...call, gas } : call
      return made.request({ ...args, params: [capped, ...rest] }, requestOptions)
    }
    return { ...made, request }
  }
}
