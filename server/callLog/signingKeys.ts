/**
 * The keys that sign call-log checkpoints (Ed25519) and the JWKS that publishes them. The current key signs;
 * previous keys are public halves only, listed after it so that checkpoints signed before a rotation still verify.
 * A key's id (`kid`) is its RFC 7638 JWK thumbprint: anyone holding the public key computes the same id.
 */
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto'

/** A public key as the JWKS lists it. */
export interface PublicJwk {
  readonly kty: 'OKP'
  readonly crv: 'Ed25519'
  readonly x: string
  readonly kid: string
  readonly alg: 'EdDSA'
  readonly use: 'sig'
}

export interface SigningKeys {
  /** The key checkpoints are signed with now. */
  readonly current: { readonly kid: string; readonly privateKey: KeyObject }
  /** `{ keys }`: the current key first, then the previous ones (no duplicates). */
  readonly jwks: { readonly keys: readonly PublicJwk[] }
}

const CREATE_KEY_HINT = 'create one with `openssl genpkey -algorithm ed25519`'

/** RFC 7638 thumbprint of an Ed25519 key: SHA-256 over its required members in canonical order, base64url. */
export function jwkThumbprint(x: string): string {
  return createHash('sha256').update(`{"crv":"Ed25519","kty":"OKP","x":"${x}"}`).digest('base64url')
}

/** The JWKS entry of an Ed25519 public key. */
export function publicJwk(publicKey: KeyObject): PublicJwk {
  const { x } = publicKey.export({ format: 'jwk' })
  if (publicKey.asymmetricKeyType !== 'ed25519' || typeof x !== 'string')
    throw new TypeError('Call-log checkpoints are signed with Ed25519 keys only')
  return { kty: 'OKP', crv: 'Ed25519', x, kid: jwkThumbprint(x), alg: 'EdDSA', use: 'sig' }
}

/** The current key and the JWKS for a private key and the public keys it replaced. */
export function createSigningKeys(privateKey: KeyObject, previous: readonly KeyObject[] = []): SigningKeys {
  const currentJwk = publicJwk(createPublicKey(privateKey))
  const keys = new Map<string, PublicJwk>([[currentJwk.kid, currentJwk]])
  for (const key of previous) {
    const jwk = publicJwk(key)
    if (!keys.has(jwk.kid)) keys.set(jwk.kid, jwk)
  }
  return { current: { kid: currentJwk.kid, privateKey }, jwks: { keys: [...keys.values()] } }
}

/** A fresh key for a process without CALL_LOG_SIGNING_KEY. */
export function generateSigningKey(): KeyObject {
  return generateKeyPairSync('ed25519').privateKey
}

/**
 * CALL_LOG_SIGNING_KEY: an unencrypted PKCS#8 PEM (`-----BEGIN PRIVATE KEY-----`) of an Ed25519 key. Line breaks
 * may be real or written as `\n` (as some environment files must).
 */
export function parseSigningKey(text: string, name = 'CALL_LOG_SIGNING_KEY'): KeyObject {
  const pem = unescapeNewlines(text).trim()
  if (/-----BEGIN ENCRYPTED PRIVATE KEY-----/.test(pem))
    throw new Error(`${name} must not be encrypted: give the key without a passphrase (${CREATE_KEY_HINT})`)
  if (!/^-----BEGIN PRIVATE KEY-----\s[\s\S]+\s-----END PRIVATE KEY-----$/.test(pem))
    throw new Error(`${name} must be a PKCS#8 PEM private key (-----BEGIN PRIVATE KEY-----…); ${CREATE_KEY_HINT}`)
  let key: KeyObject
  try {
    key = createPrivateKey({ key: pem, format: 'pem' })
  } catch (error) {
    throw new Error(`${name} could not be read as a PEM private key (${reason(error)}); ${CREATE_KEY_HINT}`)
  }
  if (key.asymmetricKeyType !== 'ed25519')
    throw new Error(
      `${name} must be an Ed25519 key, got ${key.asymmetricKeyType ?? 'an unknown'} key; ${CREATE_KEY_HINT}`,
    )
  return key
}

/**
 * CALL_LOG_PREVIOUS_KEYS: the public halves of retired keys, either as SPKI PEM blocks one after another
 * (`openssl pkey -in old.pem -pubout`) or as a JWKS JSON string (`{"keys":[…]}`, e.g. what /api/calls/keys
 * served before the rotation). Empty or unset: none.
 */
export function parsePreviousKeys(text: string | undefined, name = 'CALL_LOG_PREVIOUS_KEYS'): KeyObject[] {
  const value = unescapeNewlines(text ?? '').trim()
  if (value === '') return []
  return value.startsWith('{') ? keysFromJwks(value, name) : keysFromPem(value, name)
}

function keysFromPem(text: string, name: string): KeyObject[] {
  const blocks = [...text.matchAll(/-----BEGIN ([A-Z0-9 ]+)-----[\s\S]*?-----END \1-----/g)]
  const rest = text.replace(/-----BEGIN ([A-Z0-9 ]+)-----[\s\S]*?-----END \1-----/g, '').trim()
  if (blocks.length === 0 || rest !== '')
    throw new Error(
      `${name} must be public-key PEM blocks (-----BEGIN PUBLIC KEY-----…) one after another, or a JWKS JSON ({"keys":[…]})`,
    )
  return blocks.map(([pem, label], index) => {
    if (label !== 'PUBLIC KEY')
      throw new Error(
        `${name} block ${index + 1} is a ${label}, not a PUBLIC KEY: list the retired keys' public halves (\`openssl pkey -in old.pem -pubout\`)`,
      )
    let key: KeyObject
    try {
      key = createPublicKey({ key: pem, format: 'pem' })
    } catch (error) {
      throw new Error(`${name} block ${index + 1} could not be read as a public key (${reason(error)})`)
    }
    if (key.asymmetricKeyType !== 'ed25519')
      throw new Error(`${name} block ${index + 1} is not an Ed25519 key (${key.asymmetricKeyType ?? 'unknown'})`)
    return key
  })
}

function keysFromJwks(text: string, name: string): KeyObject[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    throw new Error(`${name} looks like JSON but is not valid JSON (${reason(error)})`)
  }
  const keys = isRecord(parsed) && Object.hasOwn(parsed, 'keys') ? parsed.keys : undefined
  if (!Array.isArray(keys)) throw new Error(`${name} as JSON must be a JWKS: {"keys":[…]}`)
  return keys.map((jwk: unknown, index) => {
    const where = `${name} keys[${index}]`
    if (!isRecord(jwk)) throw new Error(`${where} must be a JSON object`)
    const member = (key: string): unknown => (Object.hasOwn(jwk, key) ? jwk[key] : undefined)
    if (member('d') !== undefined) throw new Error(`${where} holds a private key (d): list public keys only`)
    const x = member('x')
    if (member('kty') !== 'OKP' || member('crv') !== 'Ed25519' || typeof x !== 'string' || !/^[\w-]{43}$/.test(x))
      throw new Error(
        `${where} must be an Ed25519 public key: { "kty": "OKP", "crv": "Ed25519", "x": <32 bytes, base64url> }`,
      )
    const kid = member('kid')
    if (kid !== undefined && kid !== jwkThumbprint(x))
      throw new Error(`${where} has kid '${String(kid)}', but its key's thumbprint is '${jwkThumbprint(x)}'`)
    try {
      return createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x }, format: 'jwk' })
    } catch (error) {
      throw new Error(`${where} could not be read as a public key (${reason(error)})`)
    }
  })
}

function unescapeNewlines(text: string): string {
  return text.replace(/\\n/g, '\n')
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
