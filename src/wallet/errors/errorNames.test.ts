import { describe, expect, it } from 'vitest'
import * as main from '../index.ts'
import * as safe from '../safe.ts'
import * as signIn from '../signIn.ts'
import * as walletConnect from '../walletconnect.ts'
import { WalletError } from './WalletError.ts'

/** Constructor arguments for the classes that need some; the rest take none. */
const ARGS: Record<string, unknown[]> = {
  ConnectorNotFoundError: ['MetaMask'],
  ChainNotConfiguredError: [5],
  WalletConfigError: ['bad'],
  WalletTimeoutError: ['the reconnect', 1000],
  InvalidAddressError: ['0x12'],
  InvalidHashError: ['0x12'],
  ReceiptTimeoutError: [`0x${'ab'.repeat(32)}`, 1000],
  AddTransactionError: [['Invalid transaction hash']],
  InvalidWalletResponseError: ['eth_chainId'],
  WalletConnectInternalError: [1],
  SessionError: ['session failed'],
  ChainNotApprovedError: [10, 'Rainbow', [137]],
  WalletError: ['failed'],
  InvalidArgumentError: ['canonicalJson: undefined is not JSON data'],
}

type ErrorClass = new (...args: unknown[]) => WalletError
const exported: [string, unknown][] = Object.entries({ ...main, ...safe, ...signIn, ...walletConnect })
const errorClasses = exported.filter(
  (entry): entry is [string, ErrorClass] =>
    typeof entry[1] === 'function' && (entry[1] as { prototype?: unknown }).prototype instanceof WalletError,
)

describe('error classes', () => {
  it('are found in the entries', () => {
    expect(errorClasses.length).toBeGreaterThan(30)
  })

  it.each(errorClasses)('%s has a stable name equal to its class name and a code', (exportName, ErrorClass) => {
    const error = new ErrorClass(...(ARGS[exportName] ?? []))
    expect(error.name).toBe(exportName)
    expect(typeof error.code === 'number' || typeof error.code === 'string').toBe(true)
    expect(error.shortMessage.length).toBeGreaterThan(0)
    const canonical = (ErrorClass as unknown as { code?: unknown }).code
    if (canonical !== undefined) expect(error.code).toBe(canonical)
  })
})
