import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { createWalletClient, http, parseEther, parseUnits, publicActions } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devAccounts } from '../../scripts/stack/index.ts'
import { collectionAbi, stakeTokenAbi, stakingAbi } from '../../src/app/abi/index.ts'
import {
  axeAudit,
  installTestWallet,
  launchBrowser,
  newPage,
  screenshot,
  startStack,
  testOutputDir,
  type Stack,
  type AxeFinding,
  type TestWalletController,
} from './harness/index.ts'
import { anvilClient, connect } from './journeys.ts'

// axe-core (the engine behind Lighthouse's and most browsers' accessibility checks) over every page and every
// reachable dialog step, light and dark, desktop and phone. Serious and critical findings fail the test,
// colour contrast included; every finding (any impact) is counted by rule in test-output/accessibility.json.

let stack: Stack
let browser: Browser
const findings: AxeFinding[] = []
const faviconRequests: string[] = []

const ACCOUNT = 1
const SCHEMES = ['light', 'dark'] as const
const WIDTHS = [1280, 390] as const

beforeAll(async () => {
  stack = await startStack()
  browser = await launchBrowser()
  await seedAccount()
})

afterAll(async () => {
  await browser?.close()
  await stack?.stop()
  const byRule: Record<string, Record<string, number>> = {}
  for (const { rule, impact } of findings) {
    const counts = byRule[rule] ?? {}
    counts[impact] = (counts[impact] ?? 0) + 1
    byRule[rule] = counts
  }
  await mkdir(testOutputDir, { recursive: true })
  await writeFile(join(testOutputDir, 'accessibility.json'), `${JSON.stringify({ byRule, findings }, null, 2)}\n`)
})

/** A stake with a pending reward and two NFTs, so the connected pages show rows, figures and cards. */
async function seedAccount() {
  const account = devAccounts(ACCOUNT + 1)[ACCOUNT]
  if (!account) throw new Error('no dev account')
  const client = createWalletClient({ account, transport: http(stack.rpcUrl) }).extend(publicActions)
  const { stakeToken, staking, collection } = stack.deployment
  const amount = parseUnits('1234.5678', 18)
  const send = async (hash: Promise<`0x${string}`>) => client.waitForTransactionReceipt({ hash: await hash })
  await send(
    client.writeContract({
      chain: null,
      address: stakeToken,
      abi: stakeTokenAbi,
      functionName: 'approve',
      args: [staking, amount],
    }),
  )
  await send(
    client.writeContract({
      chain: null,
      address: staking,
      abi: stakingAbi,
      functionName: 'stake',
      args: [amount, 30 * 86_400],
    }),
  )
  await send(
    client.writeContract({
      chain: null,
      address: collection,
      abi: collectionAbi,
      functionName: 'mint',
      args: [2n],
      value: parseEther('0.02'),
    }),
  )
  const anvil = anvilClient(stack)
  await anvil.increaseTime({ seconds: 10 * 86_400 })
  await anvil.mine({ blocks: 1 })
}

/** Runs axe (see tests/e2e/harness/axe.ts) and keeps every finding for the summary file. */
async function audit(page: Page, where: string): Promise<string[]> {
  const { serious, all } = await axeAudit(page, where)
  findings.push(...all)
  return serious
}

/** Client-side navigation (wouter follows history.pushState), so each route is audited without a reload. */
async function goTo(page: Page, path: string, heading: string | RegExp) {
  await page.evaluate((next) => history.pushState(null, '', next), path)
  await page.locator('main h1').filter({ hasText: heading }).waitFor({ timeout: 30_000 })
  await page.locator('.page-loading').waitFor({ state: 'detached' })
}

const ROUTES: readonly { path: string; heading: string | RegExp; title: string; ready?: string }[] = [
  {
    path: '/',
    heading: /Stake STK/,
    title: 'Home · StakeMint',
    ready: '[data-testid="home-minted"]:text-matches("[0-9]")',
  },
  { path: '/stake', heading: 'Stake', title: 'Stake · StakeMint', ready: '[data-testid="total-locked"]' },
  { path: '/mint', heading: 'Mint', title: 'Mint · StakeMint', ready: '[data-testid="mint-price"]' },
  { path: '/collection', heading: 'Collection', title: 'Collection · StakeMint', ready: '.token-card img' },
  { path: '/comingSoon', heading: 'My Collection', title: 'My Collection · StakeMint' },
  { path: '/calls', heading: 'Wallet calls', title: 'Wallet calls · StakeMint' },
  { path: '/no-such-page', heading: 'Page not found', title: 'Page not found · StakeMint' },
]

async function auditRoutes(page: Page, label: string, paths: readonly string[], shots = false): Promise<string[]> {
  const problems: string[] = []
  for (const route of ROUTES.filter((entry) => paths.includes(entry.path))) {
    await goTo(page, route.path, route.heading)
    if (route.ready) await page.locator(route.ready).first().waitFor({ timeout: 30_000 })
    expect(await page.title()).toBe(route.title)
    problems.push(...(await audit(page, `${label} ${route.path}`)))
    if (shots) await screenshot(page, `a11y-${route.path.slice(1) || 'home'}-${label.replace(' ', '-')}`)
  }
  return problems
}

/** The seeded account's figures by the one token rule: at most 4 decimals, every digit in the tooltip. */
async function checkAmounts(page: Page) {
  const amount = (testId: string) => page.getByTestId(testId).locator('.token-amount')
  await goTo(page, '/stake', 'Stake')
  await page.locator('[data-stake-id]').first().waitFor({ timeout: 30_000 })
  await expect.poll(() => amount('stk-balance').textContent()).toBe('8,765.4322 STK')
  expect(await amount('stk-balance').getAttribute('title')).toBe('8,765.4322 STK')
  expect(await page.locator('.stake-amount').first().textContent()).toBe('1,234.5678 STK')
  expect(await amount('total-locked').textContent()).toBe('1,234.5678 STK')
  // 1,234.5678 STK at 5% APR for 10 days: 1.6911… STK, shown cut to 4 decimals, exact in the title.
  expect(await amount('pending-reward').textContent()).toMatch(/^1\.69\d{1,2} STK$/)
  expect(await amount('pending-reward').getAttribute('title')).toMatch(/^1\.69\d{5,} STK$/)
}

async function openConnectDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
  await page.locator('header').getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  await dialog.getByRole('button', { name: /Test Wallet/ }).waitFor({ timeout: 20_000 })
  return dialog
}

async function closeDialog(page: Page) {
  await page.keyboard.press('Escape')
  await page.getByRole('dialog').waitFor({ state: 'detached' })
}

/** Connect a Wallet: the list, What is a Wallet?, Get a Wallet, a wallet's get and connect steps. */
async function auditConnectSteps(page: Page, label: string, width: number, wallet: TestWalletController) {
  const problems: string[] = []
  let dialog = await openConnectDialog(page)
  problems.push(...(await audit(page, `${label} connect list`)))
  // Compact dialogs take the step's title as their name: find the steps' headings in whichever dialog is open.
  const stepHeading = (name: string | RegExp) => page.getByRole('dialog').getByRole('heading', { name }).waitFor()
  if (width < 768) {
    await dialog.getByRole('button', { name: 'Learn More' }).click()
    await stepHeading('What is a Wallet?')
    problems.push(...(await audit(page, `${label} connect learn`)))
  }
  await page.getByRole('dialog').getByRole('button', { name: 'Get a Wallet' }).click()
  await stepHeading('Get a Wallet')
  problems.push(...(await audit(page, `${label} connect get`)))
  await closeDialog(page)

  dialog = await openConnectDialog(page)
  // Not installed: its own Get page, on a phone the store list.
  await dialog.getByRole('button', { name: /^MetaMask/ }).click()
  await stepHeading(width < 500 ? 'Get a Wallet' : 'Get MetaMask')
  problems.push(...(await audit(page, `${label} connect MetaMask`)))
  await closeDialog(page)

  dialog = await openConnectDialog(page)
  await dialog.getByRole('button', { name: /^WalletConnect/ }).click()
  await stepHeading(/WalletConnect/)
  problems.push(...(await audit(page, `${label} connect WalletConnect`)))
  await closeDialog(page)

  // The injected wallet's own connect step, held open while the wallet "waits" for the person.
  wallet.hangNext('eth_requestAccounts')
  dialog = await openConnectDialog(page)
  await dialog.getByRole('button', { name: /Test Wallet/ }).click()
  await stepHeading(/Test Wallet/)
  problems.push(...(await audit(page, `${label} connect Test Wallet waiting`)))
  await screenshot(page, `a11y-connect-waiting-${label}`)
  return problems
}

async function auditConnected(page: Page, label: string) {
  const problems = await auditRoutes(page, `${label} connected`, ['/', '/mint', '/comingSoon'], true)
  await checkAmounts(page)
  problems.push(...(await audit(page, `${label} connected /stake with a stake`)))
  await screenshot(page, `a11y-stake-${label}-connected`)

  await page
    .locator('header')
    .getByRole('button', { name: /^Account / })
    .click()
  await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).waitFor()
  problems.push(...(await audit(page, `${label} account dialog`)))
  await screenshot(page, `a11y-account-${label}`)
  await closeDialog(page)

  await page
    .locator('header')
    .getByRole('button', { name: /switch networks/ })
    .click()
  await page.getByRole('dialog', { name: 'Switch Networks' }).waitFor()
  problems.push(...(await audit(page, `${label} switch networks`)))
  await screenshot(page, `a11y-networks-${label}`)
  await closeDialog(page)
  return problems
}

describe('accessibility (axe-core): no serious or critical violations', () => {
  for (const scheme of SCHEMES) {
    for (const width of WIDTHS) {
      it(`every page and dialog step, ${scheme}, ${width} px`, async () => {
        const label = `${scheme}-${width}`
        const page = await newPage(browser, { width })
        page.on('request', (request) => {
          if (new URL(request.url()).pathname === '/favicon.ico') faviconRequests.push(request.url())
        })
        await page.emulateMedia({ colorScheme: scheme })
        const wallet = await installTestWallet(page, stack, {
          announce: 'eip6963',
          name: 'Test Wallet',
          rdns: 'test.wallet',
          accountIndex: ACCOUNT,
        })
        await page.goto(stack.appUrl)
        const problems = await auditRoutes(
          page,
          label,
          ROUTES.map((route) => route.path),
        )
        problems.push(...(await auditConnectSteps(page, label, width, wallet)))

        // The held connect request stays pending in the page: start over with a fresh document.
        await page.reload()
        await connect(page)
        problems.push(...(await auditConnected(page, label)))
        await page.close()

        expect(problems).toEqual([])
        expect(faviconRequests).toEqual([])
      })
    }
  }

  // The middle width (compact dialogs, no drawer-less header): the connected pages only, with screenshots.
  for (const scheme of SCHEMES) {
    it(`connected pages, ${scheme}, 700 px`, async () => {
      const label = `${scheme}-700`
      const page = await newPage(browser, { width: 700 })
      await page.emulateMedia({ colorScheme: scheme })
      await installTestWallet(page, stack, {
        announce: 'eip6963',
        name: 'Test Wallet',
        rdns: 'test.wallet',
        accountIndex: ACCOUNT,
      })
      await page.goto(stack.appUrl)
      await connect(page)
      const problems = await auditRoutes(page, `${label} connected`, ['/', '/mint'], true)
      await checkAmounts(page)
      problems.push(...(await audit(page, `${label} connected /stake with a stake`)))
      await screenshot(page, `a11y-stake-${label}-connected`)
      await page.close()
      expect(problems).toEqual([])
    })
  }
})
