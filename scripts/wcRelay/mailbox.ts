/**
 * The relay's memory: messages per topic (kept for their TTL), who listens to which topic, and what
 * each client already acknowledged. Client ids are the ed25519 issuers of their JWTs, so a client that
 * reconnects (same key, new socket) is recognised and gets only what it has not acknowledged.
 */
export interface StoredMessage {
  readonly key: string
  readonly topic: string
  readonly message: string
  readonly publishedAt: number
  readonly expiresAt: number
  readonly tag: number | undefined
  readonly senderId: string
}

export interface Delivery {
  readonly clientId: string
  readonly stored: StoredMessage
}

export interface Mailbox {
  subscribe(clientId: string, topic: string): StoredMessage[]
  unsubscribe(clientId: string, topic: string): void
  /** Stores the message; returns the clients to push it to now (subscribers except the sender). */
  publish(input: Omit<StoredMessage, 'key' | 'publishedAt' | 'expiresAt'> & { ttlSeconds: number }): Delivery[]
  acknowledge(clientId: string, key: string): void
  /** Unacknowledged messages for a client on the topics it listens to (a reconnect re-delivers them). */
  pendingFor(clientId: string): StoredMessage[]
}

export function createMailbox(now: () => number = Date.now): Mailbox {
  const messages = new Map<string, StoredMessage[]>()
  const subscribers = new Map<string, Set<string>>()
  const acked = new Map<string, Set<string>>()

  const live = (topic: string): StoredMessage[] => {
    const kept = (messages.get(topic) ?? []).filter((stored) => stored.expiresAt > now())
    messages.set(topic, kept)
    return kept
  }
  const unacked = (clientId: string, topic: string): StoredMessage[] =>
    live(topic).filter((stored) => stored.senderId !== clientId && !acked.get(clientId)?.has(stored.key))

  return {
    subscribe(clientId, topic) {
      const set = subscribers.get(topic) ?? new Set<string>()
      set.add(clientId)
      subscribers.set(topic, set)
      return unacked(clientId, topic)
    },
    unsubscribe(clientId, topic) {
      subscribers.get(topic)?.delete(clientId)
    },
    publish({ ttlSeconds, ...input }) {
      const key = `${input.topic}:${input.message}`
      const existing = live(input.topic)
      if (existing.some((stored) => stored.key === key)) return [] // a client re-sending after a reconnect
      const stored: StoredMessage = { ...input, key, publishedAt: now(), expiresAt: now() + ttlSeconds * 1000 }
      existing.push(stored)
      return [...(subscribers.get(input.topic) ?? [])]
        .filter((clientId) => clientId !== input.senderId)
        .map((clientId) => ({ clientId, stored }))
    },
    acknowledge(clientId, key) {
      const set = acked.get(clientId) ?? new Set<string>()
      set.add(key)
      acked.set(clientId, set)
    },
    pendingFor(clientId) {
      const topics = [...subscribers].filter(([, set]) => set.has(clientId)).map(([topic]) => topic)
      return topics.flatMap((topic) => unacked(clientId, topic))
    },
  }
}
