import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { devAccounts } from '../../../../scripts/stack/index.ts'
import type { Stack } from '../stack.ts'
import { TestWalletBackend } from './backend.ts'
import { installInPageProvider, type InPageConfig } from './inPage.ts'
import { userRejected } from './rpcError.ts'
import type { TestWalletController, TestWalletOptions } from './types.ts'

const devAccountCount = 10
const defaultIcon =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" rx="6" fill="#6b5cff"/></svg>',
  )
let walletCount = 0

/**
 * Puts an EIP-1193 wallet into `page` before any app script runs (call before page.goto).
 * Requests cross to Node through page.exposeFunction; Node answers with the dev account's keys and anvil.
 */
export async function installTestWallet(
  page: Page,
  stack: Pick<Stack, 'rpcUrl' | 'chainId' | 'secondChain'>,
  options: TestWalletOptions,
): Promise<TestWalletController> {
  const accountIndex = options.accountIndex ?? 0
  const keys = devAccounts(devAccountCount)
  const account = keys[accountIndex]
  if (!account) throw new Error(`accountIndex must be 0-${devAccountCount - 1}, got ${accountIndex}`)

  const id = `w${++walletCount}`
  const name = options.name ?? 'Test Wallet'
  const config: InPageConfig = {
    id,
    bridge: `__testWalletRequest_${id}`,
    announce: options.announce,
    info: {
      uuid: options.uuid ?? randomUUID(),
      name,
      icon: options.icon ?? defaultIcon,
      rdns: options.rdns ?? 'org.example.testwallet',
    },
    flags: options.flags ?? {},
  }
  const stackChains: Record<number, string> = { [stack.chainId]: stack.rpcUrl }
  if (stack.secondChain) stackChains[stack.secondChain.chainId] = stack.secondChain.rpcUrl
  const rpcUrls = options.chains ?? stackChains

  const emit = async (event: string, payload: unknown) => {
    await page.evaluate(
      ({ id, event, payload }) => {
        const wallets = (window as unknown as { __testWallets?: Record<string, { emit(e: string, p: unknown): void }> })
          .__testWallets
        wallets?.[id]?.emit(event, payload)
      },
      { id, event, payload },
    )
  }
  const backend = new TestWalletBackend({
    keys,
    account,
    rpcUrls,
    initialChainId: stack.chainId,
    signsTypedData: options.signsTypedData ?? true,
    emit,
    silentChainSwitch: options.silentChainSwitch ?? false,
  })

  await page.exposeFunction(config.bridge, (request: { method: string; params: unknown }) =>
    backend.handle(request.method, request.params),
  )
  await page.addInitScript(installInPageProvider, config)

  return {
    get address() {
      return backend.accounts[0] ?? account.address
    },
    get chainId() {
      return backend.chainId
    },
    requests: backend.requests,
    rejectNext: (method, code = 4001) => backend.queue(method, { kind: 'fail', error: userRejected(code).toShape() }),
    failNext: (method, error) => backend.queue(method, { kind: 'fail', error }),
    answerNext: (method, result) => backend.queue(method, { kind: 'answer', result }),
    hangNext: (method) => backend.queue(method, { kind: 'hang' }),
    holdNext(method) {
      let release: () => void = () => undefined
      backend.queue(method, { kind: 'hold', released: new Promise<void>((resolve) => (release = resolve)) })
      return () => release()
    },
    setAccounts: (addresses) => backend.setAccounts(addresses),
    setChain: (chainId) => backend.setChain(chainId),
    emit,
  }
}
