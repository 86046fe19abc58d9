import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appEnv, deployStack, startAnvil, type AnvilInstance } from '../../scripts/stack/index.ts'
import {
  freePort,
  installTestWallet,
  launchBrowser,
  newPage,
  pageErrors,
  repoRoot,
  screenshot,
} from './harness/index.ts'
import { captureOutput, cleanBuildEnv, runNode, stopChild, waitForHttp } from './harness/processes.ts'

// The production path: `vite build` with VITE_SIWE=true, served by server/serve.ts (`npm run serve`).
let anvil: AnvilInstance
let outDir: string
let serve: ChildProcess | undefined
let appUrl: string
let browser: Browser

beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort(), chainId: 31337 })
  const deployment = await deployStack({ rpcUrl: anvil.url })
  outDir = mkdtempSync(join(tmpdir(), 'signin-dist-'))
  // serve reads the same VITE_* variables: its Content-Security-Policy allows the RPC URLs they name.
  const appVariables = { ...appEnv(anvil.url, deployment), VITE_SIWE: 'true' }
  await runNode([join(repoRoot, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'], {
    ...cleanBuildEnv(),
    ...appVariables,
  })
  const port = await freePort()
  serve = spawn(process.execPath, [join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), 'server/serve.ts'], {
    cwd: repoRoot,
    env: { ...cleanBuildEnv(), ...appVariables, PORT: String(port), DIST_DIR: outDir, SIWE_RPC_URL: anvil.url },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  appUrl = `http://127.0.0.1:${port}`
  await waitForHttp(`${appUrl}/`, serve, captureOutput(serve))
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  if (serve) await stopChild(serve)
  await anvil?.stop()
  if (outDir) rmSync(outDir, { recursive: true, force: true })
})

describe('Verify your account in the production build (npm run build + npm run serve)', () => {
  it('loads sign-in chunks only once a wallet connects, then signs in', async () => {
    const page = await newPage(browser, { width: 1280 })
    const scripts: string[] = []
    page.on(
      'request',
      (request) => void (request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname)),
    )
    const wallet = await installTestWallet(
      page,
      { rpcUrl: anvil.url, chainId: 31337 },
      { announce: 'eip6963', name: 'Test Wallet', rdns: 'test.wallet' },
    )
    await page.goto(appUrl)
    await page
      .locator('header')
      .getByRole('button', { name: 'Connect Wallet', exact: true })
      .waitFor({ timeout: 30_000 })
    await page.waitForLoadState('networkidle')
    const signInChunks = () => scripts.filter((path) => /\/assets\/(signIn|VerifyDialog)-[\w-]+\.js$/.test(path))
    expect(signInChunks()).toEqual([])

    await page.locator('header').getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    const connectDialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
    await connectDialog.getByRole('button', { name: /Test Wallet/ }).click()
    const verify = page.getByRole('dialog', { name: 'Verify your account' })
    await verify.waitFor({ timeout: 30_000 })
    expect(
      signInChunks()
        .map((path) => path.replace(/-[\w-]+\.js$/, ''))
        .sort(),
    ).toEqual(['/assets/VerifyDialog', '/assets/signIn'])
    await screenshot(page, 'signin-production-1280')

    await verify.getByRole('button', { name: 'Sign message' }).click()
    await verify.waitFor({ state: 'detached', timeout: 30_000 })
    const session = await page.evaluate(() => fetch('/api/siwe/session').then((r) => r.json() as Promise<unknown>))
    expect(session).toEqual({ authenticated: true, address: wallet.address, chainId: 31337 })
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })
})
