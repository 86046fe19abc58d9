import { request as httpRequest, type Agent } from 'node:http'
import { mnemonicToAccount, type HDAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { devMnemonic } from '../../../scripts/stack/index.ts'

export const alice = mnemonicToAccount(devMnemonic, { addressIndex: 0 })
export const bob = mnemonicToAccount(devMnemonic, { addressIndex: 1 })

export type Reply = { status: number; headers: Record<string, string | string[] | undefined>; body: string }

/** Raw HTTP, so a test can choose the source address (localAddress) and read every header. */
export function send(
  url: string,
  options: {
    method?: string
    headers?: Record<string, string>
    body?: string
    localAddress?: string
    agent?: Agent
  } = {},
): Promise<Reply> {
  const target = new URL(url)
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: options.method ?? 'GET',
        headers: options.headers,
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
        ...(options.agent ? { agent: options.agent } : {}),
      },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }))
        response.on('error', reject)
      },
    )
    request.on('error', reject)
    request.end(options.body)
  })
}

export const json = <T>(reply: Reply): T => JSON.parse(reply.body) as T

export async function getNonce(base: string, localAddress?: string): Promise<string> {
  const reply = await send(`${base}/api/siwe/nonce`, localAddress ? { localAddress } : {})
  if (reply.status !== 200) throw new Error(`nonce: HTTP ${reply.status} ${reply.body}`)
  return json<{ nonce: string }>(reply).nonce
}

type Fields = Partial<Parameters<typeof createSiweMessage>[0]>

/** A signed sign-in body for the server at `base` (its host is the message's domain). */
export async function signedBody(
  base: string,
  nonce: string,
  account: HDAccount = alice,
  fields: Fields = {},
): Promise<string> {
  const { host, origin } = new URL(base)
  const message = createSiweMessage({
    domain: host,
    uri: origin,
    address: account.address,
    chainId: 31337,
    nonce,
    version: '1',
    issuedAt: new Date(),
    ...fields,
  })
  return JSON.stringify({ message, signature: await account.signMessage({ message }) })
}

export function verify(
  base: string,
  body: string,
  options: { localAddress?: string; cookie?: string } = {},
): Promise<Reply> {
  return send(`${base}/api/siwe/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(options.cookie ? { cookie: options.cookie } : {}) },
    body,
    ...(options.localAddress ? { localAddress: options.localAddress } : {}),
  })
}

export const cookieOf = (reply: Reply): string => String(reply.headers['set-cookie'] ?? '').split(';')[0] ?? ''

export async function sessionOf(base: string, cookie: string): Promise<unknown> {
  return json(await send(`${base}/api/siwe/session`, { headers: { cookie } }))
}

export const logout = (base: string, cookie: string) =>
  send(`${base}/api/siwe/logout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: '{}',
  })
