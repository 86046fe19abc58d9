import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import * as valtio from 'valtio/vanilla'
import * as chains from 'viem/chains'
import { afterEach, describe, expect, it, vi } from 'vitest'
import * as api from './index.ts'
import { ACCOUNT, flush, scriptedProvider } from './testing/scriptedProvider.ts'

const readme = readFileSync(join(import.meta.dirname, 'README.md'), 'utf8')

/** The README's ```ts example block, transpiled and run with its imports bound to the real modules. */
async function runExample(): Promise<void> {
  const source = /```ts example\n([\s\S]*?)```/.exec(readme)?.[1]
  if (!source) throw new Error('README has no ```ts example block')
  const modules: Record<string, unknown> = { '@stakemint/wallet': api, 'valtio/vanilla': valtio, 'viem/chains': chains }
  const js = ts
    .transpileModule(source, { compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext } })
    .outputText.replace(/^import \{([^}]*)\} from '([^']+)';?$/gm, (_line, names: string, from: string) => {
      if (!(from in modules)) throw new Error(`README example imports an unknown module ${from}`)
      return `const {${names}} = __modules[${JSON.stringify(from)}];`
    })
  const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (
    ...args: string[]
  ) => (modules: unknown) => Promise<void>
  await new AsyncFunction('__modules', js)(modules)
}

afterEach(() => {
  delete (window as unknown as { ethereum?: unknown }).ethereum
  localStorage.clear()
  document.body.replaceChildren()
  vi.restoreAllMocks()
})

describe('README', () => {
  it('runs the vanilla example against an injected wallet on the wrong network', async () => {
    let chainId = '0x1'
    const provider = scriptedProvider({
      eth_chainId: () => chainId,
      wallet_switchEthereumChain: (params, p) => {
        chainId = (params as [{ chainId: string }])[0].chainId
        p.emit('chainChanged', chainId)
        return null
      },
      personal_sign: () => `0x${'22'.repeat(65)}`,
    })
    ;(window as unknown as { ethereum: unknown }).ethereum = provider
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined)
    await runExample()
    await flush()
    expect(document.querySelector('p')?.textContent).toBe(`Connected ${ACCOUNT} on 137`)
    expect([...document.querySelectorAll('button')].map((b) => b.textContent)).toContain('Browser Wallet')
    expect([...document.querySelectorAll('button')].map((b) => b.textContent)).toContain(
      'Brave Wallet is not installed',
    )
    expect(provider.calls.map((c) => c.method)).toEqual([
      'eth_requestAccounts',
      'eth_chainId',
      'wallet_switchEthereumChain',
      'eth_chainId',
      'personal_sign',
    ])
    expect(log).toHaveBeenCalledWith('signed', `0x${'22'.repeat(65)}`)
    expect(log).toHaveBeenCalledWith(true)
    const [header, ...entries] = String(log.mock.calls.at(-1)?.[0])
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { module?: string; method?: string })
    expect(header?.module).toBe('@stakemint/wallet')
    expect(entries.map((e) => e.method)).toContain('personal_sign')
  })

  it('lists every wallet method the module calls', () => {
    const listed = new Set([...readme.matchAll(/^\| `([a-zA-Z_0-9]+)` \|/gm)].map((m) => m[1]))
    const called = sourceFiles(import.meta.dirname).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/method: '((?:eth|wallet|personal)_[a-zA-Z_0-9]+)'/g)].map((m) => m[1]),
    )
    expect(called.length).toBeGreaterThan(5)
    // personal_sign and eth_signTypedData_v4 are sent by viem's signMessage / signTypedData actions.
    for (const method of [...called, 'personal_sign', 'eth_signTypedData_v4'])
      expect(listed, `${method} is missing from the README`).toContain(method)
  })
})

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : sourceFiles(path)
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : []
  })
}
