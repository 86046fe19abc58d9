import { type Address, getAddress } from 'viem'
import { parseRfc3339 } from './messageTimes.ts'

/** A message that is not a sentence of EIP-4361's ABNF; the error's message says which line and what it should be. */
export class SiweGrammarError extends Error {
  override name = 'SiweGrammarError'
}

type SiweFields = {
  readonly scheme?: string
  readonly domain: string
  readonly address: Address
  readonly statement?: string
  readonly uri: string
  readonly version: '1'
  readonly chainId: number
  readonly nonce: string
  readonly issuedAt: string
  readonly expirationTime?: string
  readonly notBefore?: string
  readonly requestId?: string
  readonly resources?: readonly string[]
}

// RFC 3986's character classes, as EIP-4361's ABNF uses them.
const UNRESERVED = 'A-Za-z0-9\\-._~'
const SUB_DELIMS = "!$&'()*+,;="
const PCT = '%[0-9A-Fa-f]{2}'
const SCHEME = /^[A-Za-z][A-Za-z0-9+\-.]*$/
const PCHAR = new RegExp(`^(?:[${UNRESERVED}${SUB_DELIMS}:@]|${PCT})*$`)
const STATEMENT = new RegExp(`^[${UNRESERVED}:/?#\\[\\]@${SUB_DELIMS} ]*$`)
const AUTHORITY = new RegExp(
  `^(?:(?:[${UNRESERVED}${SUB_DELIMS}:]|${PCT})*@)?(?:\\[[0-9A-Fa-f:.]+\\]|(?:[${UNRESERVED}${SUB_DELIMS}]|${PCT})+)(?::[0-9]*)?$`,
)
/** The domain a wallet shows: host[:port]. No userinfo ('site.example@evil.example' reads as the first), no empty port. */
const DOMAIN = new RegExp(`^(?:\\[[0-9A-Fa-f:.]+\\]|(?:[${UNRESERVED}${SUB_DELIMS}]|${PCT})+)(?::[0-9]+)?$`)
const URI_CHARS = new RegExp(`^(?:[${UNRESERVED}:/?#\\[\\]@${SUB_DELIMS}]|${PCT})+$`)
const HEADER_TAIL = ' wants you to sign in with your Ethereum account:'

/**
 * An RFC 3986 URI (scheme ":" hier-part [ "?" query ] [ "#" fragment ]): its characters, complete %-escapes, a
 * scheme, and a path that starts with "/" (or is empty) after an authority and does not start with "//" without one.
 */
function isRfc3986Uri(value: string): boolean {
  if (!URI_CHARS.test(value)) return false
  const match = /^([^:/?#]+):(?:\/\/([^/?#]*))?([^?#]*)(?:\?([^#]*))?(?:#(.*))?$/.exec(value)
  if (!match) return false
  const [, scheme = '', authority, path = '', query = '', fragment = ''] = match
  if (!SCHEME.test(scheme) || /[[\]]/.test(path + query + fragment) || fragment.includes('#')) return false
  // RFC 9110 (4.2): an http(s) URI has an authority with a host; 'https:host' or 'https:/host' has none, and URL
  // parsers repair it into one the signer never wrote.
  if (/^https?$/i.test(scheme) && !hostOf(authority)) return false
  if (authority !== undefined)
    return (authority === '' || AUTHORITY.test(authority)) && (path === '' || path.startsWith('/'))
  return !path.startsWith('//')
}

/** The host of an authority (no userinfo, no port); undefined when there is none or it is empty. */
function hostOf(authority: string | undefined): string | undefined {
  const host = authority
    ?.slice(authority.lastIndexOf('@') + 1)
    .replace(/:[0-9]*$/, '')
    .toLowerCase()
  return host || undefined
}

/**
 * The message's URI, as the server compares it with the domain: an http(s) URI whose host the URL parser reads
 * as written. A host it rewrites (`0x7f.1`, `%6c%6fcalhost`, `[0:0::1]`) would be compared in a form nobody signed.
 */
function isMessageUri(value: string): boolean {
  if (!isRfc3986Uri(value)) return false
  const authority = /^https?:\/\/([^/?#]*)/i.exec(value)?.[1]
  if (authority === undefined) return true // another scheme: verifySiwe refuses it with its own reason
  try {
    return new URL(value).hostname === hostOf(authority)
  } catch {
    return false
  }
}

/**
 * Reads a message as EIP-4361's ABNF writes it, line by line and in order: every line must be the one
 * the grammar expects there, keys spelt and spaced exactly (`Expiration Time: `), each optional field at most once
 * and in its place, nothing after the resources. Throws a SiweGrammarError naming the first line that is not.
 */
export function parseSiweStrict(message: string): SiweFields {
  const lines = message.split('\n')
  let index = 0
  const line = (n: number) => `line ${n + 1}`
  const show = (text: string | undefined) =>
    text === undefined ? 'the end of the message' : `'${text.length > 60 ? `${text.slice(0, 60)}…` : text}'`
  const fail = (expected: string): never => {
    throw new SiweGrammarError(
      `The message is not an EIP-4361 sign-in message: ${line(index)}: expected ${expected}, found ${show(lines[index])}`,
    )
  }

  const header = lines[index] ?? ''
  if (!header.endsWith(HEADER_TAIL)) fail(`'<domain>${HEADER_TAIL}'`)
  const origin = header.slice(0, -HEADER_TAIL.length)
  const schemeEnd = origin.indexOf('://')
  const scheme = schemeEnd === -1 ? undefined : origin.slice(0, schemeEnd)
  const domain = schemeEnd === -1 ? origin : origin.slice(schemeEnd + 3)
  if (scheme !== undefined && !SCHEME.test(scheme)) fail('an RFC 3986 scheme before ://')
  if (!DOMAIN.test(domain)) fail('an RFC 3986 host[:port] as the domain, without user info')
  index++

  const address = lines[index] ?? ''
  if (!/^0x[0-9a-fA-F]{40}$/.test(address) || getAddress(address) !== address)
    fail('the address in EIP-55 checksum case (0x and 40 hex digits)')
  index++
  if (lines[index] !== '') fail('an empty line')
  index++

  // [ statement LF ] LF: with a statement its line then an empty one, else one empty line.
  let statement: string | undefined
  if (lines[index] !== '' || lines[index + 1] === '') {
    statement = lines[index] ?? ''
    if (!STATEMENT.test(statement)) fail('a statement of RFC 3986 reserved and unreserved characters and spaces')
    index++
    if (lines[index] !== '') fail('an empty line after the statement')
  }
  index++

  const time = (value: string) => parseRfc3339(value) !== undefined
  const field = (key: string, valid: (value: string) => boolean, what: string): string => {
    const text = lines[index]
    if (text === undefined || !text.startsWith(`${key}: `)) return fail(`'${key}: ${what}'`)
    const value = text.slice(key.length + 2)
    if (valid === time && !time(value))
      throw new SiweGrammarError(`${key} '${value.slice(0, 40)}' is not an RFC 3339 time like 2030-01-31T12:00:00Z`)
    if (!valid(value)) fail(`'${key}: ${what}'`)
    index++
    return value
  }
  const uri = field('URI', isMessageUri, '<http(s) URI with a host, as the URL parser reads it>')
  field('Version', (value) => value === '1', '1')
  // EIP-155 chain ids are positive; one number has one spelling, so no leading zeros ('0', '01').
  const chainId = Number(
    field('Chain ID', (value) => /^[1-9][0-9]{0,14}$/.test(value), '<chain id: 1 or more, no leading zeros>'),
  )
  const nonce = field('Nonce', (value) => /^[A-Za-z0-9]{8,}$/.test(value), '<8 or more letters and digits>')
  const issuedAt = field('Issued At', time, '<RFC 3339 time>')

  // The optional fields, each at most once and in this order.
  const optional = [
    { key: 'Expiration Time', valid: time, what: '<RFC 3339 time>' },
    { key: 'Not Before', valid: time, what: '<RFC 3339 time>' },
    { key: 'Request ID', valid: (value: string) => PCHAR.test(value), what: '<RFC 3986 pchars>' },
  ] as const
  const found: Partial<Record<(typeof optional)[number]['key'], string>> = {}
  let next = 0
  while (index < lines.length && lines[index] !== 'Resources:') {
    const text = lines[index] ?? ''
    const at = optional.findIndex(({ key }, position) => position >= next && text.startsWith(`${key}: `))
    const rule = optional[at]
    if (!rule) {
      const left = optional.slice(next).map(({ key, what }) => `'${key}: ${what}'`)
      return fail([...left, "'Resources:'"].join(', ').replace(/, ([^,]*)$/, ' or $1'))
    }
    found[rule.key] = field(rule.key, rule.valid, rule.what)
    next = at + 1
  }
  let resources: string[] | undefined
  if (lines[index] === 'Resources:') {
    index++
    resources = []
    while (index < lines.length) {
      const text = lines[index] ?? ''
      if (!text.startsWith('- ') || !isRfc3986Uri(text.slice(2))) fail("'- <RFC 3986 URI>' (a resource)")
      resources.push(text.slice(2))
      index++
    }
  }

  return {
    ...(scheme === undefined ? {} : { scheme }),
    domain,
    address: address as Address,
    ...(statement === undefined ? {} : { statement }),
    uri,
    version: '1',
    chainId,
    nonce,
    issuedAt,
    ...(found['Expiration Time'] === undefined ? {} : { expirationTime: found['Expiration Time'] }),
    ...(found['Not Before'] === undefined ? {} : { notBefore: found['Not Before'] }),
    ...(found['Request ID'] === undefined ? {} : { requestId: found['Request ID'] }),
    ...(resources ? { resources } : {}),
  }
}
