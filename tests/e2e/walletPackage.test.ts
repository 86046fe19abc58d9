/**
 * The wallet module as an outside team gets it: `npm run wallet:pack`'s tarball installed into a copy
 * of examples/vanilla in a temporary folder with viem and valtio only (no WalletConnect), type-checked
 * under strict + NodeNext, built with Vite, imported in Node without a DOM, and the built page driven
 * in Chromium against anvil (31337 + 137) with the harness's injected wallet.
 */
import { execFile } from 'node:child_process'
import { generateKeyPairSync } from 'node:crypto'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { Browser, Page } from 'playwright-core'
import { verifyMessage, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type AnvilInstance } from '../../scripts/stack/anvil.ts'
import { lintPackedWallet } from '../../scripts/walletPackageLint.ts'
import {
  installTestWallet,
  launchBrowser,
  newPage,
  onFreePort,
  pageErrors,
  repoRoot,
  screenshot,
  type TestWalletController,
} from './harness/index.ts'
import {
  buildExample,
  exampleUrl,
  installPackedExample,
  serveStatic,
  type PackedExample,
} from './harness/vanillaExample.ts'

const run = promisify(execFile)

let example: PackedExample
let project: string
let tarball: string
let installed: string[]

beforeAll(async () => {
  example = await installPackedExample()
  ;({ project, tarball, installed } = example)
}, 300_000)

afterAll(() => {
  example?.remove()
})

describe('the packed wallet module', () => {
  it('installs with viem and valtio only: no WalletConnect, no tests or test doubles in the tarball', async () => {
    expect(installed).toContain('@stakemint/wallet')
    expect(installed.filter((name) => name.startsWith('@walletconnect/'))).toEqual([])
    const { stdout } = await run('tar', ['-tzf', tarball])
    const files = stdout.trim().split('\n')
    expect(files).toContain('package/dist/index.js')
    expect(files).toContain('package/dist/index.d.ts')
    expect(files).toContain('package/README.md')
    expect(files).toContain('package/CHANGELOG.md')
    // This repository's package.json declares no repository, so the package invents none.
    const manifest = JSON.parse(readFileSync(join(project, 'node_modules/@stakemint/wallet/package.json'), 'utf8'))
    expect(manifest).not.toHaveProperty('repository')
    expect(
      files.filter((file) =>
        /\.test\.|__snapshots__|walletFixture|fakeSiweApi|scriptedWcProvider|testContext/.test(file),
      ),
    ).toEqual([])
  })

  it('passes publint (strict) and Are the Types Wrong (ESM only) on the tarball', async () => {
    for (const { tool, ok, output } of await lintPackedWallet(tarball)) expect(ok, `${tool}\n${output}`).toBe(true)
  }, 120_000)

  it('type-checks the example and the README examples under the strictest settings, with and without skipLibCheck', async () => {
    const tsconfig = JSON.parse(readFileSync(join(project, 'tsconfig.json'), 'utf8')) as {
      compilerOptions: Record<string, unknown>
    }
    expect(tsconfig.compilerOptions).toMatchObject({
      strict: true,
      exactOptionalPropertyTypes: true,
      noUncheckedIndexedAccess: true,
      module: 'NodeNext',
      moduleResolution: 'NodeNext',
      skipLibCheck: false,
      types: [],
    })
    // The package README's ```ts example blocks, as an integrator would paste them.
    const readme = readFileSync(join(repoRoot, 'src/wallet/README.md'), 'utf8')
    const blocks = [...readme.matchAll(/```ts example\n([\s\S]*?)```/g)].map((match) => match[1] as string)
    expect(blocks.length).toBeGreaterThanOrEqual(2)
    for (const [index, block] of blocks.entries()) writeFileSync(join(project, `src/readme-${index + 1}.ts`), block)
    const tsc = join(repoRoot, 'node_modules/typescript/bin/tsc')
    for (const skipLibCheck of ['false', 'true'])
      await expect(
        run(process.execPath, [tsc, '--noEmit', '-p', join(project, 'tsconfig.json'), '--skipLibCheck', skipLibCheck], {
          cwd: project,
          timeout: 180_000,
        }),
        `skipLibCheck ${skipLibCheck}`,
      ).resolves.toBeDefined()
    // No declaration needs Node's types.
    const { stdout } = await run('grep', [
      '-rlE',
      'NodeJS\\.|types="node"',
      join(project, 'node_modules/@stakemint/wallet/dist'),
    ]).catch((error: { stdout: string }) => error)
    expect(stdout.trim()).toBe('')
  }, 400_000)

  it('imports in Node without a DOM: every entry loads, nothing touches window or storage on import', async () => {
    const check = `
      const touched = []
      for (const name of ['window', 'document', 'localStorage', 'sessionStorage', 'self', 'location']) {
        Object.defineProperty(globalThis, name, { configurable: true, get() { touched.push(name) } })
      }
      const loaded = {}
      for (const entry of ['', '/safe', '/dev', '/sign-in', '/testing', '/walletconnect']) loaded[entry || '.'] = Object.keys(await import('@stakemint/wallet' + entry)).length
      const onImport = [...touched]
      const { foundry } = await import('viem/chains')
      const { createWallet } = await import('@stakemint/wallet')
      const wallet = createWallet({ chains: [foundry], appName: 'node' })
      console.log(JSON.stringify({ loaded, onImport, status: wallet.state.status }))
      wallet.destroy()
    `
    writeFileSync(join(project, 'node-check.mjs'), check)
    const { stdout } = await run(process.execPath, ['node-check.mjs'], { cwd: project, timeout: 60_000 })
    const result = JSON.parse(stdout) as { loaded: Record<string, number>; onImport: string[]; status: string }
    expect(result.onImport).toEqual([])
    expect(result.status).toBe('disconnected')
    for (const [entry, count] of Object.entries(result.loaded)) expect(count, entry).toBeGreaterThan(0)
  })

  describe('the built example in Chromium', () => {
    let local: AnvilInstance
    let second: AnvilInstance
    let site: { url: string; server: Server }
    let browser: Browser
    let page: Page
    let wallet: TestWalletController

    beforeAll(async () => {
      await buildExample(project)
      local = await onFreePort((port) => startAnvil({ port, chainId: 31337 }))
      second = await onFreePort((port) => startAnvil({ port, chainId: 137 }))
      site = await serveStatic(join(project, 'dist'))
      browser = await launchBrowser()
    }, 180_000)

    afterAll(async () => {
      await browser?.close()
      site?.server.close()
      await second?.stop()
      await local?.stop()
    })

    it('builds without WalletConnect code', () => {
      const assets = join(project, 'dist/assets')
      const js = readdirSync(assets).filter((name) => name.endsWith('.js'))
      expect(js.length).toBeGreaterThan(0)
      for (const name of js) expect(readFileSync(join(assets, name), 'utf8'), name).not.toMatch(/@walletconnect\//)
    })

    it('discovers, connects, switches (4902: add, then switch), signs, sends, waits, logs, exports, disconnects', async () => {
      page = await newPage(browser, { width: 1280 })
      const stack = {
        rpcUrl: local.url,
        chainId: 31337 as const,
        secondChain: { rpcUrl: second.url, chainId: 137 as const },
      }
      wallet = await installTestWallet(page, stack, {
        announce: 'eip6963',
        name: 'Test Wallet',
        rdns: 'org.example.testwallet',
      })
      await page.goto(exampleUrl(site.url, local.url, second.url))

      // Discover and connect.
      const connect = page.getByRole('button', { name: 'Connect Test Wallet' })
      await connect.click({ timeout: 20_000 })
      await expect.poll(() => page.locator('#status').textContent()).toBe('connected')
      expect(await page.locator('#address').textContent()).toBe(wallet.address)
      expect(await page.locator('#chain').textContent()).toContain('(31337)')

      // Switch to a chain the wallet does not know yet: 4902, add it, switch again.
      await page.getByRole('button', { name: /Switch to Polygon \(137\)/ }).click()
      await expect.poll(() => page.locator('#chain').textContent(), { timeout: 20_000 }).toContain('(137)')
      const switching = wallet.requests.map((r) => r.method).filter((m) => m.startsWith('wallet_'))
      expect(switching.slice(0, 3)).toEqual([
        'wallet_switchEthereumChain',
        'wallet_addEthereumChain',
        'wallet_switchEthereumChain',
      ])

      // Sign a message; the signature verifies for the account.
      await page.getByRole('button', { name: 'Sign a message' }).click()
      await expect
        .poll(() => page.locator('#signature').textContent(), { timeout: 20_000 })
        .toMatch(/^0x[0-9a-f]{130}$/)
      const signature = (await page.locator('#signature').textContent()) as Hex
      expect(
        await verifyMessage({ address: wallet.address, message: 'Hello from the vanilla example', signature }),
      ).toBe(true)

      // Send a transaction on 137 and wait for its receipt over the page's read transport.
      await page.getByRole('button', { name: 'Send 0.001 ETH to yourself' }).click()
      await expect
        .poll(() => page.locator('#transaction').textContent(), { timeout: 60_000 })
        .toMatch(/^success in block \d+: 0x[0-9a-f]{64}$/)
      await screenshot(page, 'wallet-package-example')

      // The call log on the page, then both exports.
      const methods = await page.locator('#calls tr td:nth-child(6)').allTextContents()
      for (const method of [
        'eth_requestAccounts',
        'wallet_addEthereumChain',
        'personal_sign',
        'eth_sendTransaction',
        'chainChanged',
      ])
        expect(methods).toContain(method)
      const json = await downloaded(page, 'Export JSON')
      const exported = JSON.parse(json) as {
        header: Record<string, unknown>
        entries: {
          method: string
          origin: string
          chainId?: number
          walletId: string
          rdns?: string
          operationId: string
        }[]
      }
      expect(exported.header).toMatchObject({
        module: '@stakemint/wallet',
        version: (JSON.parse(readFileSync(join(repoRoot, 'src/wallet/package.json'), 'utf8')) as { version: string })
          .version,
        app: 'Vanilla example',
        origin: site.url,
        entryCount: exported.entries.length,
      })
      expect(exported.header.userAgent).toMatch(/Chrome/)
      const sent = exported.entries.find((entry) => entry.method === 'eth_sendTransaction')
      expect(sent).toMatchObject({
        origin: 'module',
        chainId: 137,
        walletId: 'eip6963:org.example.testwallet',
        rdns: 'org.example.testwallet',
      })
      // Operations: the five requests (and the event) of one switchChain share an id; so do the fee read,
      // the send and the receipt of the example's send.
      const operation = (method: string) => {
        const id = exported.entries.find((entry) => entry.method === method)?.operationId
        return exported.entries.filter((entry) => entry.operationId === id).map((entry) => entry.method)
      }
      expect(operation('wallet_addEthereumChain').sort()).toEqual(
        [
          'wallet_switchEthereumChain',
          'wallet_addEthereumChain',
          'eth_chainId',
          'wallet_switchEthereumChain',
          'chainChanged',
          'eth_chainId',
        ].sort(),
      )
      expect(operation('eth_sendTransaction')).toEqual([
        'operation',
        'eth_getBlockByNumber',
        'eth_sendTransaction',
        'eth_getTransactionReceipt',
      ])
      const ndjsonText = await downloaded(page, 'Export NDJSON')
      const ndjson = ndjsonText
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line) as { type?: string })
      expect(ndjson[0]).toMatchObject({ type: 'header', module: '@stakemint/wallet', schemaVersion: 2 })
      expect(ndjson.length).toBeGreaterThanOrEqual(exported.entries.length + 1)
      await expectEvidence(ndjsonText)

      // Disconnect.
      await page.getByRole('button', { name: 'Disconnect' }).click()
      await expect.poll(() => page.locator('#status').textContent()).toBe('disconnected')
      expect(pageErrors(page)).toEqual([])
    })

    it('logs the right chain ids when the wallet switches without chainChanged', async () => {
      const silentPage = await newPage(browser, { width: 1280 })
      const stack = {
        rpcUrl: local.url,
        chainId: 31337 as const,
        secondChain: { rpcUrl: second.url, chainId: 137 as const },
      }
      await installTestWallet(silentPage, stack, { announce: 'eip6963', name: 'Quiet Wallet', silentChainSwitch: true })
      await silentPage.goto(exampleUrl(site.url, local.url, second.url))
      await silentPage.getByRole('button', { name: 'Connect Quiet Wallet' }).click({ timeout: 20_000 })
      await expect.poll(() => silentPage.locator('#status').textContent()).toBe('connected')
      await silentPage.getByRole('button', { name: /Switch to Polygon \(137\)/ }).click()
      await expect.poll(() => silentPage.locator('#chain').textContent(), { timeout: 20_000 }).toContain('(137)')
      await silentPage.getByRole('button', { name: 'Send 0.001 ETH to yourself' }).click()
      await expect
        .poll(() => silentPage.locator('#transaction').textContent(), { timeout: 60_000 })
        .toMatch(/^success in block \d+/)
      const text = await downloaded(silentPage, 'Export NDJSON')
      const entries = text
        .trimEnd()
        .split('\n')
        .slice(1)
        .map((line) => JSON.parse(line) as { method: string; chainId?: number; kind: string })
      expect(entries.some((entry) => entry.method === 'chainChanged')).toBe(false)
      const sent = entries.findIndex((entry) => entry.method === 'eth_sendTransaction')
      expect(entries.slice(sent - 1).map((entry) => [entry.kind, entry.method, entry.chainId])).toEqual([
        ['request', 'eth_getBlockByNumber', 137],
        ['request', 'eth_sendTransaction', 137],
        ['receipt', 'eth_getTransactionReceipt', 137],
      ])
      await expectEvidence(text)
      expect(pageErrors(silentPage)).toEqual([])
    })
  })
})

type Verification = { ok: boolean; problem?: { line: number; message: string } }

/**
 * The export as evidence: `stakemint-wallet verify-log` (the package's bin) accepts it (exit 0), and with a key set
 * finds it not anchored (exit 3: the example posts no checkpoints); a changed byte in any entry, or a removed entry,
 * makes it fail naming that entry's line (exit 1); a command line it cannot read exits 2.
 */
async function expectEvidence(text: string): Promise<void> {
  const bin = join(project, 'node_modules/.bin/stakemint-wallet')
  const file = join(project, 'calls.ndjson')
  writeFileSync(file, text)
  const { stdout } = await run(bin, ['verify-log', file], { cwd: project, timeout: 60_000 })
  expect(stdout).toMatch(/intact\. \d+ entries/)
  const exitOf = (args: string[]) =>
    run(bin, args, { cwd: project, timeout: 60_000 }).then(
      ({ stdout: out }) => ({ code: 0, stdout: out, stderr: '' }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    )
  const keys = join(project, 'keys.json')
  const { x } = generateKeyPairSync('ed25519').publicKey.export({ format: 'jwk' })
  writeFileSync(keys, JSON.stringify({ keys: [{ kty: 'OKP', crv: 'Ed25519', x, kid: 'k1' }] }))
  const notAnchored = await exitOf(['verify-log', file, '--keys', keys])
  expect(notAnchored.code, notAnchored.stderr).toBe(3)
  expect(notAnchored.stdout).toContain('Not anchored: the export carries no checkpoint.')
  const usage = await exitOf(['verify-log', file, '--keys'])
  expect(usage.code).toBe(2)
  expect(usage.stderr).toMatch(/^Usage: stakemint-wallet verify-log/)

  const { verifyCallLog } = (await import(join(project, 'node_modules/@stakemint/wallet/dist/index.js'))) as {
    verifyCallLog(text: string): Promise<Verification>
  }
  const lines = text.trimEnd().split('\n')
  for (let index = 1; index < lines.length; index++) {
    const line = lines[index] as string
    const at = Math.floor(line.length / 2)
    const changed = [...lines]
    changed[index] = `${line.slice(0, at)}${line[at] === '1' ? '2' : '1'}${line.slice(at + 1)}`
    const result = await verifyCallLog(`${changed.join('\n')}\n`)
    expect(result.ok, `byte changed on line ${index + 1}`).toBe(false)
    expect(result.problem?.line, `byte changed on line ${index + 1}`).toBe(index + 1)
  }

  // Through the command: one entry removed from the middle.
  const middle = Math.floor(lines.length / 2)
  writeFileSync(file, `${lines.filter((_line, index) => index !== middle).join('\n')}\n`)
  const failed = await run(bin, ['verify-log', file], { cwd: project, timeout: 60_000 }).then(
    () => ({ code: 0, stdout: '' }),
    (error: { code: number; stdout: string }) => error,
  )
  expect(failed.code).toBe(1)
  expect(failed.stdout).toContain(`broken at line ${middle + 1} (seq ${middle + 1})`)
  expect(failed.stdout).toContain(`seq ${middle} missing`)
}

async function downloaded(page: Page, button: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ])
  const path = await download.path()
  return readFileSync(path, 'utf8')
}
