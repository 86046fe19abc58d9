import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { sourceFilesUnder } from '../../scripts/layers/importGraph.ts'
import { isViewFile, walletAccessViolations, WALLET_HOOKS_DIR } from '../../scripts/layers/walletAccess.ts'

const root = join(import.meta.dirname, '..', '..')
const VIEW = 'src/ui/fees/useNetworkFee.ts'
const NESTED_VIEW = 'src/ui/shell/routes/AppRoutes.tsx'
const context = (line: string) => `const context = useAppContext()\n${line}`

/** Every way a view can reach the wallet around its hooks: each one must be reported. */
const bypasses: readonly (readonly [string, string, string])[] = [
  ['an import of the context', VIEW, `import { WalletContext } from '../wallet/WalletContext'`],
  ['an import with its extension', VIEW, `import { WalletContext } from '../wallet/WalletContext.ts'`],
  ['a type-only import', VIEW, `import type { WalletContextValue } from '../wallet/WalletContext'`],
  ['an import from deeper down', NESTED_VIEW, `import { WalletContext } from '../../wallet/WalletContext'`],
  ['a re-export', VIEW, `export { WalletContext } from '../wallet/WalletContext'`],
  ['a dynamic import', VIEW, `const load = () => import('../wallet/WalletContext')`],
  ['the app context’s wallet', VIEW, context('const { address } = context.wallet.state')],
  ['a call on it', VIEW, context('await context.wallet.switchChain(1)')],
  ['optional chaining', VIEW, context('context?.wallet.disconnect()')],
  ['an element access', VIEW, context(`context['wallet'].connect()`)],
  ['straight off the hook', VIEW, 'const wallet = useAppContext().wallet'],
  ['destructured from the hook', VIEW, 'const { wallet } = useAppContext()'],
  ['destructured and renamed', VIEW, context('const { wallet: mine, chains } = context')],
  ['a parameter typed AppContext', VIEW, 'function f(ctx: AppContext) { return ctx.wallet }'],
  ['a destructured AppContext parameter', VIEW, 'function f({ wallet }: AppContext) { return wallet }'],
]

/** What views may do: the hooks, the app context's other fields, and an unrelated `wallet` (the app state's). */
const allowed: readonly (readonly [string, string, string])[] = [
  ['the wallet hooks', VIEW, `import { useWallet, useWalletState } from '../wallet/useWallet'`],
  ['another context', VIEW, `import { DevPhoneWalletContext } from '../connect/devPhoneWallet'`],
  ['the app context’s other fields', VIEW, context('estimate(context, context.chains, context.transactions)')],
  ['the app state’s wallet status', VIEW, 'const { wallet, provider } = useSnapshot(appState)'],
  ['a field of another object', VIEW, 'const wallet = loaded.wallet'],
]

describe('the wallet access rule', () => {
  it.each(bypasses)('reports %s', (_name, file, source) => {
    expect(walletAccessViolations(file, source)).toHaveLength(1)
  })

  it.each(allowed)('allows %s', (_name, file, source) => {
    expect(walletAccessViolations(file, source)).toEqual([])
  })

  it('leaves the wallet hooks’ own folder alone, and applies to every other view', () => {
    expect(isViewFile(`${WALLET_HOOKS_DIR}useWallet.ts`)).toBe(false)
    expect(isViewFile(VIEW)).toBe(true)
    expect(isViewFile('src/app/fees.ts')).toBe(false)
  })
})

describe('src/ui', () => {
  it('gets the wallet only through the wallet hooks', () => {
    const views = sourceFilesUnder(root, 'src/ui').filter(isViewFile)
    expect(views.length).toBeGreaterThan(100)
    const violations = views.flatMap((file) => walletAccessViolations(file, readFileSync(join(root, file), 'utf8')))
    expect(violations).toEqual([])
  })
})
