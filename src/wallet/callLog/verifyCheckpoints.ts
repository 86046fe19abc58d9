/**
 * Checks an export's signed checkpoints against the app server's public keys (a JWKS of Ed25519 keys):
 * each signature, that it was signed for this log's session, and that the chain had the signed head at
 * the signed seq. A forged, foreign or contradicted checkpoint breaks the export; one signed by a key not
 * in the set is skipped (it cannot be checked). Ed25519 comes from WebCrypto (Node 20, current browsers).
 */
import { canonicalJson, type SignedCallLogCheckpoint } from './checkpoint.ts'
import { isRecord, MAX_LINE_CHARS, parseBounded } from './readExport.ts'

export type CallLogAnchorCheck =
  | { readonly status: 'not-checked' }
  | {
      readonly status: 'anchored'
      /** The newest checkpoint that holds: the chain up to `seq` is what the server signed at `issuedAt`. */
      readonly seq: number
      readonly issuedAt: string
      readonly kid: string
      /** Entries after that checkpoint: in the export, but not yet vouched for by the server. */
      readonly unanchoredCount: number
      readonly checkpointCount: number
    }
  | { readonly status: 'not-anchored'; readonly reason: string }

export interface CheckpointFailure {
  readonly index: number
  readonly seq?: number | undefined
  readonly message: string
}

interface ChainFacts {
  readonly sessionId: string
  readonly firstSeq: number
  readonly lastSeq: number
  /** The hash the chain has at a seq (the export's entries), and the first entry's prevHash at firstSeq - 1. */
  hashAt(seq: number): string | undefined
}

export async function checkCheckpoints(
  checkpoints: readonly SignedCallLogCheckpoint[],
  keys: unknown,
  chain: ChainFacts,
): Promise<CallLogAnchorCheck | CheckpointFailure> {
  const keyMap = readKeys(keys)
  if (keyMap.size === 0) return { status: 'not-anchored', reason: 'the key set holds no Ed25519 key' }
  let newest: { seq: number; issuedAt: string; kid: string } | undefined
  let held = 0
  let previousSeq = -1
  const imported = new Map<string, Promise<CryptoKey | 'unsupported'>>()
  for (const [index, signed] of checkpoints.entries()) {
    const { checkpoint, kid, signature } = signed
    const name = `checkpoint ${index + 1} (seq ${checkpoint.seq})`
    if (checkpoint.seq <= previousSeq)
      return { index, seq: checkpoint.seq, message: `${name} does not follow the one before it` }
    previousSeq = checkpoint.seq
    const jwk = keyMap.get(kid)
    if (!jwk) continue
    // Each key imported once per check, however many checkpoints it signed.
    const key = imported.get(kid) ?? importEd25519(jwk)
    imported.set(kid, key)
    const verified = await verifyEd25519(await key, signature, canonicalJson(checkpoint))
    if (verified === 'unsupported') return { status: 'not-anchored', reason: 'this runtime cannot verify Ed25519' }
    if (!verified)
      return { index, seq: checkpoint.seq, message: `${name}: the signature does not verify: forged or altered` }
    if (checkpoint.sessionId !== chain.sessionId)
      return { index, seq: checkpoint.seq, message: `${name} was signed for another session (${checkpoint.sessionId})` }
    if (checkpoint.seq > chain.lastSeq)
      return {
        index,
        seq: checkpoint.seq,
        message: `${name}: the server signed the chain up to seq ${checkpoint.seq}, the export ends at ${chain.lastSeq}: entries were removed`,
      }
    const hash = chain.hashAt(checkpoint.seq)
    if (hash === undefined) continue // before the export's first entry: nothing to compare
    if (hash !== checkpoint.headHash)
      return {
        index,
        seq: checkpoint.seq,
        message: `${name}: the chain at seq ${checkpoint.seq} is not what the server signed at ${checkpoint.issuedAt}: entries were rewritten`,
      }
    // Signed for the entry just before the export's first: the first one's prevHash matches it, yet that vouches
    // for no entry the export holds, nor for the header's description (only an entry's hash commits to it).
    if (checkpoint.seq < chain.firstSeq) continue
    held++
    newest = { seq: checkpoint.seq, issuedAt: checkpoint.issuedAt, kid }
  }
  if (!newest)
    return {
      status: 'not-anchored',
      reason:
        checkpoints.length === 0
          ? 'the export carries no checkpoint'
          : 'no checkpoint in the export was signed by a key in the set for an entry the export holds',
    }
  return { status: 'anchored', ...newest, unanchoredCount: chain.lastSeq - newest.seq, checkpointCount: held }
}

/**
 * Ed25519 keys of a JWKS by kid, read from own properties only, of a copy made through JSON text as the export's
 * is: a key set whose getters or Proxy traps throw holds no key.
 */
function readKeys(given: unknown): Map<string, { kty: 'OKP'; crv: 'Ed25519'; x: string }> {
  const map = new Map<string, { kty: 'OKP'; crv: 'Ed25519'; x: string }>()
  let text: unknown
  try {
    text = JSON.stringify(given)
  } catch {
    return map
  }
  if (typeof text !== 'string') return map
  const copied = parseBounded(text, MAX_LINE_CHARS)
  const keys = 'value' in copied ? copied.value : undefined
  if (!isRecord(keys) || !Object.hasOwn(keys, 'keys') || !Array.isArray(keys.keys)) return map
  for (const key of keys.keys as unknown[]) {
    if (!isRecord(key)) continue
    const own = (name: string) => (Object.hasOwn(key, name) ? key[name] : undefined)
    const kid = own('kid')
    const x = own('x')
    if (own('kty') !== 'OKP' || own('crv') !== 'Ed25519' || typeof kid !== 'string' || typeof x !== 'string') continue
    if (!/^[A-Za-z0-9_-]{43}$/.test(x)) continue
    map.set(kid, { kty: 'OKP', crv: 'Ed25519', x })
  }
  return map
}

async function importEd25519(jwk: { kty: 'OKP'; crv: 'Ed25519'; x: string }): Promise<CryptoKey | 'unsupported'> {
  const subtle = globalThis.crypto?.subtle
  if (!subtle) return 'unsupported'
  try {
    return await subtle.importKey('jwk', jwk, { name: 'Ed25519' }, false, ['verify'])
  } catch {
    return 'unsupported'
  }
}

async function verifyEd25519(
  key: CryptoKey | 'unsupported',
  signature: string,
  text: string,
): Promise<boolean | 'unsupported'> {
  if (key === 'unsupported') return 'unsupported'
  const bytes = fromBase64url(signature)
  if (bytes?.length !== 64) return false
  try {
    return await globalThis.crypto.subtle.verify({ name: 'Ed25519' }, key, bytes, new TextEncoder().encode(text))
  } catch {
    return false
  }
}

/**
 * Bytes of base64url text without padding, as the server writes it: only the canonical spelling (the unused low
 * bits of the last character zero), so a signature string is a signature's only spelling, as a line is an entry's.
 */
function fromBase64url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=')
  let binary: string
  try {
    binary = atob(base64)
  } catch {
    return undefined
  }
  const canonical = btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
  return canonical === text ? Uint8Array.from(binary, (char) => char.charCodeAt(0)) : undefined
}
