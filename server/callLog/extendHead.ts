import type { CheckpointSegmentEntry } from '../../src/wallet/index.ts'
import type { SessionHead } from './headStore.ts'

export type Extension =
  | { readonly ok: true; readonly head: SessionHead }
  | { readonly ok: false; readonly reason: string }

/**
 * Whether a segment (non-empty, linked within itself: checkpointRequest.ts) extends the head held for its
 * session, and the head it leads to:
 * - no head yet: the first segment is taken as it is, whatever its first seq;
 * - its first entry follows the head (seq head.seq + 1, prevHash the head's hash);
 * - it holds the head itself (seq and hash), as a retry after a lost answer does: only what follows extends,
 *   and a segment ending at the head gets the head signed again.
 * Anything else would fork or skip part of the chain the server has signed.
 */
export function extendHead(head: SessionHead | undefined, entries: readonly CheckpointSegmentEntry[]): Extension {
  const first = entries[0]
  const last = entries[entries.length - 1]
  if (!first || !last) return { ok: false, reason: 'The segment is empty' }
  const extended = { ok: true as const, head: { seq: last.seq, hash: last.hash } }
  if (!head) return extended
  if (first.seq === head.seq + 1) {
    if (first.prevHash === head.hash) return extended
    return refused(`entry ${first.seq}'s prevHash is not the hash of entry ${head.seq}, the head this server signed`)
  }
  if (first.seq <= head.seq && head.seq <= last.seq) {
    if (entries[head.seq - first.seq]?.hash === head.hash) return extended
    return refused(`entry ${head.seq}'s hash differs from the head this server signed`)
  }
  if (last.seq < head.seq)
    return refused(`it ends at entry ${last.seq}, before entry ${head.seq}, the head this server signed`)
  return refused(`it starts at entry ${first.seq}, after entry ${head.seq + 1}, the next one this server expects`)
}

function refused(why: string): Extension {
  return { ok: false, reason: `The segment does not extend this session's signed chain: ${why}` }
}
