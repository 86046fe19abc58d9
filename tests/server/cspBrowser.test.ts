import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appEnv, deployStack, startAnvil, type AnvilInstance } from '../../scripts/stack/index.ts'
import { connect } from '../e2e/journeys.ts'
import {
  freePort,
  installTestWallet,
  launchBrowser,
  newPage,
  pageErrors,
  repoRoot,
  screenshot,
} from '../e2e/harness/index.ts'
import { captureOutput, cleanBuildEnv, runNode, stopChild, waitForHttp } from '../e2e/harness/processes.ts'

// The production build served by `npm run serve` with its security headers, in Chromium: the page must work
// under the CSP, built and served from the same VITE_* environment (WalletConnect configured too).
let anvil: AnvilInstance
let outDir: string
let serve: ChildProcess | undefined
let appUrl: string
let browser: Browser

beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort(), chainId: 31337 })
  const appVariables = {
    ...appEnv(anvil.url, await deployStack({ rpcUrl: anvil.url })),
    VITE_SIWE: 'true',
    VITE_WC_PROJECT_ID: '0123456789abcdef0123456789abcdef',
  }
  outDir = mkdtempSync(join(tmpdir(), 'csp-dist-'))
  await runNode([join(repoRoot, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'], {
    ...cleanBuildEnv(),
    ...appVariables,
  })
  const port = await freePort()
  serve = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'server/serve.ts')], {
    cwd: repoRoot,
    env: { ...cleanBuildEnv(), ...appVariables, PORT: String(port), DIST_DIR: outDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  appUrl = `http://127.0.0.1:${port}`
  await waitForHttp(`${appUrl}/`, serve, captureOutput(serve))
  browser = await launchBrowser()
}, 240_000)

afterAll(async () => {
  await browser?.close()
  if (serve) await stopChild(serve)
  await anvil?.stop()
  if (outDir) rmSync(outDir, { recursive: true, force: true })
})

describe('the production build under its Content-Security-Policy', () => {
  it('renders, connects a wallet, shows the mint art and signs in with no CSP violation', async () => {
    const page = await newPage(browser, { width: 1280 })
    await page.addInitScript(() => {
      const seen: string[] = []
      Object.defineProperty(window, '__cspViolations', { value: seen })
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
      )
    })
    const wallet = await installTestWallet(
      page,
      { rpcUrl: anvil.url, chainId: 31337 },
      { announce: 'eip6963', name: 'Test Wallet', rdns: 'test.wallet' },
    )
    const response = await page.goto(appUrl)
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'")
    await connect(page)
    const verify = page.getByRole('dialog', { name: 'Verify your account' })
    await verify.waitFor({ timeout: 30_000 })
    await verify.getByRole('button', { name: 'Sign message' }).click()
    await verify.waitFor({ state: 'detached', timeout: 30_000 })
    expect(await page.evaluate(() => fetch('/api/siwe/session').then((r) => r.json() as Promise<unknown>))).toEqual({
      authenticated: true,
      address: wallet.address,
      chainId: 31337,
    })

    await page.goto(`${appUrl}/mint`)
    await page.locator('img[src^="data:image/svg+xml"]').first().waitFor({ timeout: 30_000 })
    await page.goto(`${appUrl}/stake`)
    await page.getByRole('heading').first().waitFor({ timeout: 30_000 })
    await page.waitForLoadState('networkidle')
    await screenshot(page, 'csp-production-stake')

    expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([])
    expect(pageErrors(page).filter((line) => /Content Security Policy|Refused to/i.test(line))).toEqual([])
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })
})
