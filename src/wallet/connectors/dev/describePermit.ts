/**
 * An ERC-2612 permit in words for the Dev Wallet's prompt, as wallets show one: 'Allow 0xe7f1…0512
 * to spend 17 STK until Thu, 26 Nov 2026 21:30:00 GMT', with the token's symbol and decimals read from
 * the signed domain's contract. Other typed data is shown as it is (undefined here).
 */
import { erc20Abi, formatUnits, isAddress, type Client } from 'viem'
import { readContract } from 'viem/actions'

const short = (address: string): string => `${address.slice(0, 6)}…${address.slice(-4)}`

export async function describePermit(rpc: Client, typedData: unknown): Promise<string | undefined> {
  if (typeof typedData !== 'object' || typedData === null) return undefined
  const { primaryType, message, domain } = typedData as {
    primaryType?: unknown
    message?: { spender?: unknown; value?: unknown; deadline?: unknown }
    domain?: { verifyingContract?: unknown }
  }
  if (primaryType !== 'Permit' || typeof message !== 'object' || message === null) return undefined
  const { spender, value, deadline } = message
  const token = domain?.verifyingContract
  if (typeof spender !== 'string' || typeof token !== 'string' || !isAddress(token, { strict: false })) return undefined
  try {
    const [symbol, decimals] = await Promise.all([
      readContract(rpc, { address: token, abi: erc20Abi, functionName: 'symbol' }),
      readContract(rpc, { address: token, abi: erc20Abi, functionName: 'decimals' }),
    ])
    const amount = formatUnits(BigInt(String(value)), decimals)
    const until = new Date(Number(BigInt(String(deadline))) * 1000).toUTCString()
    return `Allow ${short(spender)} to spend ${amount} ${symbol} until ${until}`
  } catch {
    // not a token this chain knows, or malformed numbers: the prompt shows the raw typed data
    return undefined
  }
}
