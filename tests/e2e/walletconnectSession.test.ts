/**
 * WalletConnect for real: the app's own @walletconnect/ethereum-provider in Chromium ↔ the local relay
 * (scripts/wcRelay) ↔ the Dev Phone Wallet's engine (sign-client, dev account #1) driven from Node,
 * against anvil. The wallet pairs with what the rendered QR code says.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  decodeQr,
  launchBrowser,
  newPage,
  pageErrors,
  startPhoneWalletDriver,
  startStack,
  type PhoneWalletDriver,
  type Stack,
} from './harness/index.ts'

const ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

let stack: Stack
let browser: Browser
let wallet: PhoneWalletDriver

beforeAll(async () => {
  stack = await startStack({ wcRelay: true })
  ;[browser, wallet] = await Promise.all([launchBrowser(), startPhoneWalletDriver(stack)])
})

afterAll(async () => {
  await wallet?.close()
  await browser?.close()
  await stack?.stop()
})

const header = (page: Page) => page.locator('header')
const accountButton = (page: Page) => header(page).getByRole('button', { name: /^Account / })

/** Opens the app, picks Rainbow (a WalletConnect wallet) and waits for the QR step. */
async function openQrStep(page: Page) {
  await page.goto(`${stack.appUrl}/`)
  await header(page).getByRole('button', { name: 'Connect Wallet', exact: true }).click({ timeout: 30_000 })
  const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
  await dialog.getByRole('button', { name: /^Rainbow/ }).click()
  await dialog.getByTestId('qr-code').waitFor({ state: 'visible', timeout: 30_000 })
  return dialog
}

/** QR → the wallet pairs with what it decodes → approves → the header shows the account. */
async function connectThroughQr(page: Page): Promise<{ uri: string; sessionMs: number }> {
  await openQrStep(page)
  const uri = await decodeQr(page)
  if (!uri) throw new Error('the QR code did not decode')
  const startedAt = performance.now()
  await wallet.pair(uri)
  await wallet.approveSession(await wallet.nextProposal())
  await accountButton(page).waitFor({ timeout: 15_000 })
  return { uri, sessionMs: performance.now() - startedAt }
}

describe('WalletConnect through the local relay', () => {
  it('pairs with the decoded QR code: the header shows the wallet’s account and balance', async () => {
    const page = await newPage(browser, { width: 1280 })
    const { uri, sessionMs } = await connectThroughQr(page)
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(await accountButton(page).getAttribute('aria-label')).toBe('Account 10k ETH 0x70…79C8')
    const session = wallet.sessions().at(-1)
    expect(session?.peer.metadata.name).toBe('StakeMint')
    expect(session?.namespaces.eip155?.accounts).toEqual([`eip155:31337:${ACCOUNT_1}`])
    console.log(`connect → session: ${Math.round(sessionMs)} ms`)
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })
})
