import type { Browser, Page } from 'playwright-core'
import { defineChain } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { anvil as anvilChain } from 'viem/chains'
import { createPhoneWallet, type PhoneWallet, type ProposalEvent } from '../../devPhoneWallet/phoneWallet.ts'
import { devMnemonic } from '../../stack/index.ts'
import { decodeQr } from '../../../tests/e2e/harness/index.ts'
import { networkCounter } from './journey.ts'
import { throttle } from './throttle.ts'

/** One cold visit through WalletConnect against the local relay, in ms and bytes. */
export type WalletConnectSample = {
  /** pointerdown on the WalletConnect wallet → the QR code in the document. */
  chooseToQr: number
  /** Requests and bytes (as transferred) between that click and the QR code: the WalletConnect chunk and SDK. */
  chooseRequests: number
  chooseBytes: number
  /** The wallet approves the session → the header's account button in the document. */
  approveToAddress: number
}

/** The WalletConnect rows: medians of the samples, or why they could not be measured. */
export type WalletConnectResult =
  | { medians: WalletConnectSample; samples: WalletConnectSample[] }
  | { skipped: string; samples: WalletConnectSample[] }

const stepTimeoutMs = 60_000
/** The WalletConnect-based option the bench picks (the app draws its QR code). */
const walletName = /^Rainbow/

/** The Dev Phone Wallet's engine on dev account #1, answering from Node; proposals queue up for the journey. */
export async function startBenchPhoneWallet(relayUrl: string, rpcUrl: string) {
  const waiting: ((proposal: ProposalEvent) => void)[] = []
  const chain = defineChain({ ...anvilChain, rpcUrls: { default: { http: [rpcUrl] } } })
  const wallet: PhoneWallet = await createPhoneWallet({
    relayUrl,
    chains: [chain],
    rpcUrls: { [chain.id]: rpcUrl },
    accounts: [mnemonicToAccount(devMnemonic, { addressIndex: 1 })],
    onProposal: (proposal) => waiting.shift()?.(proposal),
  })
  const nextProposal = () =>
    new Promise<ProposalEvent>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the phone wallet saw no session proposal')), stepTimeoutMs)
      waiting.push((proposal) => {
        clearTimeout(timer)
        resolve(proposal)
      })
    })
  return { wallet, nextProposal }
}

type BenchPhoneWallet = Awaited<ReturnType<typeof startBenchPhoneWallet>>

/** Milliseconds since navigation start, on the page's own clock. */
const pageNow = (page: Page) => page.evaluate(() => performance.now())

/** Waits, in the page, until `selector` is in the document; returns when (page clock). */
function whenPresent(page: Page, selector: string): Promise<number> {
  return page
    .waitForFunction((css) => (document.querySelector(css) ? performance.now() : false), selector, {
      polling: 'raf',
      timeout: stepTimeoutMs,
    })
    .then((handle) => handle.jsonValue() as Promise<number>)
}

/** A cold visit: 'Connect Wallet', choose the WalletConnect wallet → QR; the phone wallet approves → address. */
export async function walletConnectJourney(
  browser: Browser,
  appUrl: string,
  phone: BenchPhoneWallet,
): Promise<WalletConnectSample> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const page = await context.newPage()
    const session = await context.newCDPSession(page)
    await throttle(session)
    const traffic = networkCounter(session)
    await page.goto(appUrl, { waitUntil: 'networkidle', timeout: stepTimeoutMs })
    await page.locator('header').getByRole('button', { name: 'Connect Wallet' }).click({ timeout: stepTimeoutMs })
    const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
    const option = dialog.getByRole('button', { name: walletName }).first()
    await option.waitFor({ timeout: stepTimeoutMs })
    const before = traffic()
    const qrShown = whenPresent(page, '[data-testid="qr-code"]')
    const chosenAt = await pageNow(page)
    await option.click()
    const chooseToQr = (await qrShown) - chosenAt
    const after = traffic()

    const uri = await decodeQr(page)
    if (!uri) throw new Error('the QR code did not decode')
    const proposal = phone.nextProposal()
    await phone.wallet.pair(uri)
    const pending = await proposal
    const addressShown = whenPresent(page, 'header button[aria-label^="Account "]')
    const approvedAt = await pageNow(page)
    await phone.wallet.approveSession(pending)
    const approveToAddress = (await addressShown) - approvedAt
    for (const { topic } of phone.wallet.sessions()) await phone.wallet.disconnect(topic)
    return {
      chooseToQr: Math.round(chooseToQr),
      chooseRequests: after.requests - before.requests,
      chooseBytes: after.bytes - before.bytes,
      approveToAddress: Math.round(approveToAddress),
    }
  } finally {
    await context.close()
  }
}
