/** A stored token bucket and when it will be full again (then forgetting it changes nothing). */
type TimedBucket = { readonly fullAt: number }

/** The share of the buckets dropped at once when none is full: the sort is then paid once per that many new keys. */
const EVICT_SHARE = 0.1

/**
 * Makes room for a new key in a bounded bucket map without letting a drained client reset itself by churning other
 * keys (an LRU would forget it after `max` others). Full buckets go first: a missing bucket reads as full, so that
 * forgets nothing. Only when none is full do the buckets nearest to full go, a tenth at a time: forgetting a bucket
 * gives its client what it still lacked, and those lack least; a drained client's bucket is the last to go.
 */
export function makeRoomForBucket(buckets: Map<string, TimedBucket>, time: number, max: number): void {
  if (buckets.size < max) return
  for (const [key, bucket] of buckets) if (bucket.fullAt <= time) buckets.delete(key)
  if (buckets.size < max) return
  const byFullAt = [...buckets].sort(([, a], [, b]) => a.fullAt - b.fullAt)
  const drop = Math.max(1, Math.ceil(max * EVICT_SHARE), buckets.size - max + 1)
  for (const [key] of byFullAt.slice(0, drop)) buckets.delete(key)
}
