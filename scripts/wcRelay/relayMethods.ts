/**
 * The relay's JSON-RPC methods (WalletConnect relay protocol, irn_*), plus the two session methods of
 * sign-client 2.x that publish on a topic the sender must then listen to.
 */
import { createHash } from 'node:crypto'
import type { Delivery, Mailbox, StoredMessage } from './mailbox.ts'
import type { FrameId } from './frames.ts'

export interface RelayRequest {
  readonly id: FrameId
  readonly method: string
  readonly params?: Record<string, unknown>
}

export interface RelayOutcome {
  readonly reply: { result: unknown } | { error: { code: number; message: string } }
  /** Stored messages the sender should now receive (it just subscribed). */
  readonly deliverToSender: StoredMessage[]
  readonly deliveries: Delivery[]
}

/** Session proposals and settlements live 5 minutes, like the SDK's own proposal expiry. */
const SESSION_TTL_SECONDS = 300

const subscriptionId = (topic: string): string => createHash('sha256').update(topic).digest('hex')

export function handleRelayRequest(mailbox: Mailbox, clientId: string, request: RelayRequest): RelayOutcome {
  const params = request.params ?? {}
  const text = (name: string): string => {
    const value = params[name]
    if (typeof value !== 'string' || value === '') throw new TypeError(`${request.method}: missing ${name}`)
    return value
  }
  const ok = (result: unknown, deliverToSender: StoredMessage[] = [], deliveries: Delivery[] = []): RelayOutcome => ({
    reply: { result },
    deliverToSender,
    deliveries,
  })
  const publish = (topic: string, message: string, ttl: unknown, tag: unknown): Delivery[] =>
    mailbox.publish({
      topic,
      message,
      ttlSeconds: typeof ttl === 'number' && ttl > 0 ? ttl : SESSION_TTL_SECONDS,
      tag: typeof tag === 'number' ? tag : undefined,
      senderId: clientId,
    })

  try {
    switch (request.method) {
      case 'irn_subscribe': {
        const topic = text('topic')
        return ok(subscriptionId(topic), mailbox.subscribe(clientId, topic))
      }
      case 'irn_batchSubscribe': {
        const topics = Array.isArray(params.topics) ? params.topics.filter((t) => typeof t === 'string') : []
        const pending = topics.flatMap((topic: string) => mailbox.subscribe(clientId, topic))
        return ok(topics.map(subscriptionId), pending)
      }
      case 'irn_unsubscribe':
        mailbox.unsubscribe(clientId, text('topic'))
        return ok(true)
      case 'irn_publish':
        return ok(true, [], publish(text('topic'), text('message'), params.ttl, params.tag))
      case 'wc_proposeSession': {
        const pairingTopic = text('pairingTopic')
        const pending = mailbox.subscribe(clientId, pairingTopic)
        return ok(true, pending, publish(pairingTopic, text('sessionProposal'), params.ttl, params.tag))
      }
      case 'wc_approveSession': {
        const sessionTopic = text('sessionTopic')
        const pending = mailbox.subscribe(clientId, sessionTopic)
        const deliveries = [
          ...publish(text('pairingTopic'), text('sessionProposalResponse'), SESSION_TTL_SECONDS, undefined),
          ...publish(sessionTopic, text('sessionSettlementRequest'), SESSION_TTL_SECONDS, undefined),
        ]
        return ok(true, pending, deliveries)
      }
      default:
        return {
          reply: { error: { code: -32601, message: `Method not found: ${request.method}` } },
          deliverToSender: [],
          deliveries: [],
        }
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return { reply: { error: { code: -32602, message } }, deliverToSender: [], deliveries: [] }
  }
}
