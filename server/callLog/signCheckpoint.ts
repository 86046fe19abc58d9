import { sign } from 'node:crypto'
import { canonicalJson, type CallLogCheckpoint, type SignedCallLogCheckpoint } from '../../src/wallet/index.ts'
import type { SessionHead } from './headStore.ts'
import type { SigningKeys } from './signingKeys.ts'

/**
 * The signed tree head of a session's call log: `{ v: 1, sessionId, seq, headHash, issuedAt }` signed with
 * Ed25519 over its canonical JSON (keys sorted, no whitespace), the signature base64url without padding.
 */
export function signCheckpoint(
  keys: SigningKeys,
  sessionId: string,
  head: SessionHead,
  issuedAt: Date,
): SignedCallLogCheckpoint {
  const checkpoint: CallLogCheckpoint = {
    v: 1,
    sessionId,
    seq: head.seq,
    headHash: head.hash,
    issuedAt: issuedAt.toISOString(),
  }
  const signature = sign(null, Buffer.from(canonicalJson(checkpoint), 'utf8'), keys.current.privateKey)
  return { checkpoint, kid: keys.current.kid, signature: signature.toString('base64url') }
}
