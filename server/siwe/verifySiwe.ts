import { isHex, type Address } from 'viem'
import { checkSignature, type NodeGate, type SiweVerifier } from './checkSignature.ts'
import { SiweHttpError } from './http.ts'
import { readMessageTimes } from './messageTimes.ts'
import type { Nonces } from './nonces.ts'
import { parseSiweStrict, SiweGrammarError } from './siweGrammar.ts'
import { StoreUnavailableError, type SiweStore } from './store/types.ts'

export type { NodeGate, SiweVerifier } from './checkSignature.ts'

export interface VerifySiweParameters {
  readonly body: Record<string, unknown>
  /** The domains a message may name (the request's own host when the server is reached on loopback). */
  readonly allowedDomain: (domain: string) => boolean
  readonly nonces: Nonces
  readonly store: SiweStore
  readonly verifier: SiweVerifier
  /** The node as verification may use it: cached and within the global budget. */
  readonly gate: NodeGate
  readonly now: Date
  /** The longest a message may be valid for (Expiration Time minus Issued At): the longest session. */
  readonly maxLifetimeMs: number
  /** The request reached this site over https (directly or through a trusted proxy): only https origins sign in. */
  readonly https?: boolean | undefined
}

export type VerifiedAccount = { address: Address; chainId: number; expirationTime?: Date }

const MAX_MESSAGE_CHARS = 8 * 1024
const WEB_SCHEMES = new Set(['http:', 'https:'])
const refuse = (reason: string): SiweHttpError => new SiweHttpError(401, reason)

/** Checks a `{ message, signature }` body; returns the signed-in account or throws a 400/401/502 with the reason. */
export async function verifySiwe({
  body,
  allowedDomain,
  nonces,
  store,
  verifier,
  gate,
  now,
  maxLifetimeMs,
  https = false,
}: VerifySiweParameters): Promise<VerifiedAccount> {
  const unknown = Object.keys(body).filter((key) => key !== 'message' && key !== 'signature')
  if (unknown.length > 0)
    throw new SiweHttpError(
      400,
      `Unknown field${unknown.length > 1 ? 's' : ''} ${unknown.map((key) => `"${key}"`).join(', ')}: send only "message" and "signature"`,
    )
  const { message, signature } = body
  if (typeof message !== 'string' || message === '' || message.length > MAX_MESSAGE_CHARS) {
    throw new SiweHttpError(400, `"message" must be a non-empty string of at most ${MAX_MESSAGE_CHARS} characters`)
  }
  if (
    typeof signature !== 'string' ||
    !isHex(signature, { strict: true }) ||
    signature.length < 4 ||
    signature.length % 2 !== 0
  ) {
    throw new SiweHttpError(400, '"signature" must be a 0x-prefixed hex string')
  }
  const fields = readGrammar(message)
  const { address, chainId, domain, nonce, uri, scheme } = fields
  // The times as the grammar read them: a statement that reads like a time line is a statement, not a time.
  const { expirationTime, notBefore } = readMessageTimes(timeLines(fields), now.getTime(), maxLifetimeMs)
  // A sign-in is for a web page: javascript:, data: or file: URIs (or origins) name nothing this site serves.
  const target = parseUrl(uri)
  if (
    !target ||
    !WEB_SCHEMES.has(target.protocol) ||
    (scheme !== undefined && !WEB_SCHEMES.has(`${scheme.toLowerCase()}:`))
  )
    throw new SiweHttpError(400, `Message URI ${uri.slice(0, 80)} must be an http or https URL`)
  if (target.username || target.password)
    throw new SiweHttpError(400, 'Message URI must not carry a user name or password')
  // Served over https, a message for the http origin was shown on a page an attacker on the network could serve.
  if (https && (target.protocol !== 'https:' || (scheme !== undefined && scheme.toLowerCase() !== 'https')))
    throw new SiweHttpError(400, 'This site is served over https: the message must name its https origin')

  const nonceCheck = nonces.check(nonce)
  if (nonceCheck.status === 'unknown') throw refuse('Nonce unknown or already used')
  if (nonceCheck.status === 'expired') throw refuse('Nonce expired: request a new one and sign again')
  // Single use: spend the nonce before anything else can fail, so a refused attempt cannot be replayed.
  if (!(await store.markNonceUsed(nonce, nonceCheck.expiresAt))) throw refuse('Nonce unknown or already used')
  // Issued before the store's memory began (a restart): it might have been used already, so it is refused.
  if (nonceCheck.issuedAt < store.rememberedSince()) throw refuse('Nonce expired: request a new one and sign again')

  if (!allowedDomain(domain)) throw refuse(`Message domain ${domain} is not this site`)
  if (target.host !== domain) throw refuse(`Message URI ${uri} does not belong to domain ${domain}`)
  const unreachable = (error: unknown): never => {
    throw new SiweHttpError(502, `Could not reach the chain to verify the signature: ${reason(error)}`)
  }
  // Answered from the chain ids already learned: a plain-key sign-in on a known chain waits on no node.
  const supported = verifier.supportsChain
    ? await verifier.supportsChain(chainId).catch(unreachable)
    : (await verifier.chainIds().catch(unreachable)).includes(chainId)
  if (!supported) {
    const chains = await verifier.chainIds().catch(unreachable)
    throw refuse(`Message chain ${chainId} is not a chain this site signs in on (${chains.join(', ')})`)
  }
  if (expirationTime && expirationTime.getTime() <= now.getTime()) throw refuse('Message expired')
  if (notBefore && notBefore.getTime() > now.getTime()) throw refuse('Message is not valid yet')

  const valid = await checkSignature(verifier, gate, chainId, address, {
    message,
    signature,
    domain,
    nonce,
    time: now,
  }).catch((error: unknown) => {
    if (error instanceof SiweHttpError || error instanceof StoreUnavailableError) throw error
    return unreachable(error)
  })
  if (!valid) throw refuse('Signature does not match the message and its address')
  return { address, chainId, ...(expirationTime ? { expirationTime } : {}) }
}

/** The message's fields as EIP-4361's grammar reads them; anything else is a 400 naming the line. */
/** The grammar's time fields as the lines readMessageTimes reads. */
function timeLines(fields: { issuedAt: string; expirationTime?: string; notBefore?: string }): string {
  return [
    `Issued At: ${fields.issuedAt}`,
    ...(fields.expirationTime === undefined ? [] : [`Expiration Time: ${fields.expirationTime}`]),
    ...(fields.notBefore === undefined ? [] : [`Not Before: ${fields.notBefore}`]),
  ].join('\n')
}

function readGrammar(message: string) {
  try {
    return parseSiweStrict(message)
  } catch (error) {
    if (error instanceof SiweGrammarError) throw new SiweHttpError(400, error.message)
    throw error
  }
}

function parseUrl(uri: string): URL | undefined {
  try {
    return new URL(uri)
  } catch {
    return undefined
  }
}

function reason(error: unknown): string {
  if (error instanceof Error)
    return (
      ('shortMessage' in error && typeof error.shortMessage === 'string' ? error.shortMessage : error.message).split(
        '\n',
      )[0] ?? ''
    )
  return String(error)
}
