import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { verifyMessage, verifyTypedData } from 'viem'
import {
  installTestWallet,
  launchBrowser,
  newPage,
  onFreePort,
  pageErrors,
  screenshot,
  startStack,
  type Stack,
} from './harness/index.ts'

// Self test of the harness: the test wallet in a blank page on the app's origin (no app code runs).
let stack: Stack
let browser: Browser

beforeAll(async () => {
  stack = await startStack({ secondChain: true })
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await stack?.stop()
})

type Outcome = { ok: true; result: unknown } | { ok: false; code: unknown; message: string; data: unknown }
type Announced = {
  info: { uuid: string; name: string; rdns: string; icon: string }
  provider: unknown
  frozen: boolean
}

// The document's own first script records what it finds: the wallet must already be there.
const blankHtml = '<!doctype html><title>blank</title><script>window.__sawEthereum = typeof window.ethereum</script>'

/** A page whose init scripts record EIP-6963 announcements; the document itself is empty. */
async function blankPage(): Promise<Page> {
  const page = await newPage(browser, { width: 1280 })
  await page.addInitScript(() => {
    const seen: Announced[] = []
    Object.assign(window, { __announced: seen })
    window.addEventListener('eip6963:announceProvider', (event) => {
      const detail = (event as CustomEvent).detail
      seen.push({ ...detail, frozen: Object.isFrozen(detail) && Object.isFrozen(detail.info) })
    })
  })
  await page.route(`${stack.appUrl}/blank`, (route) => route.fulfill({ contentType: 'text/html', body: blankHtml }))
  return page
}

/** Calls a provider in the page: window.ethereum, or the EIP-6963 one announced with `rdns`. */
function request(page: Page, method: string, params?: unknown, rdns?: string): Promise<Outcome> {
  return page.evaluate(
    async ({ method, params, rdns }) => {
      type Provider = { request(args: { method: string; params?: unknown }): Promise<unknown> }
      const announced = (window as unknown as { __announced: { info: { rdns: string }; provider: Provider }[] })
        .__announced
      const provider = rdns
        ? announced.find((entry) => entry.info.rdns === rdns)?.provider
        : (window as unknown as { ethereum?: Provider }).ethereum
      if (!provider) throw new Error('no provider in page')
      try {
        return { ok: true as const, result: await provider.request({ method, params }) }
      } catch (error) {
        const { code, message, data } = error as { code?: unknown; message: string; data?: unknown }
        return { ok: false as const, code, message, data }
      }
    },
    { method, params, rdns },
  )
}

/** Starts recording a provider event in the page (window.ethereum). */
async function recordEvents(page: Page, event: string): Promise<void> {
  await page.evaluate((event) => {
    const log: unknown[] = []
    Object.assign(window, { [`__events_${event}`]: log })
    ;(window as unknown as { ethereum: { on(e: string, l: (p: unknown) => void): void } }).ethereum.on(
      event,
      (payload) => log.push(payload),
    )
  }, event)
}

const recorded = (page: Page, event: string) =>
  page.evaluate((event) => (window as unknown as Record<string, unknown[]>)[`__events_${event}`], event)

describe('test wallet', () => {
  it('is in the page before its scripts run, and answers accounts and chain id', async () => {
    const page = await blankPage()
    const wallet = await installTestWallet(page, stack, { announce: 'legacy', flags: { isMetaMask: true } })
    await page.goto(`${stack.appUrl}/blank`)

    expect(await page.evaluate(() => (window as unknown as { __sawEthereum: string }).__sawEthereum)).toBe('object')
    expect(
      await page.evaluate(() => (window as unknown as { ethereum: { isMetaMask?: boolean } }).ethereum.isMetaMask),
    ).toBe(true)
    expect(await request(page, 'eth_accounts')).toEqual({ ok: true, result: [] })
    expect(await request(page, 'eth_chainId')).toEqual({ ok: true, result: '0x7a69' })
    expect(await request(page, 'eth_requestAccounts')).toEqual({ ok: true, result: [wallet.address] })
    expect(await request(page, 'eth_accounts')).toEqual({ ok: true, result: [wallet.address] })
    expect(wallet.requests.map((entry) => entry.method)).toEqual([
      'eth_accounts',
      'eth_chainId',
      'eth_requestAccounts',
      'eth_accounts',
    ])
    expect(wallet.chainId).toBe(31337)
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })

  it('rejects, fails with a chosen error, and hangs on demand, keeping the code in the page', async () => {
    const page = await blankPage()
    const wallet = await installTestWallet(page, stack, { announce: 'legacy' })
    await page.goto(`${stack.appUrl}/blank`)

    wallet.rejectNext('eth_requestAccounts')
    expect(await request(page, 'eth_requestAccounts')).toMatchObject({ ok: false, code: 4001 })
    wallet.failNext('eth_requestAccounts', { code: -32002, message: 'Request already pending', data: { origin: 'x' } })
    expect(await request(page, 'eth_requestAccounts')).toEqual({
      ok: false,
      code: -32002,
      message: 'Request already pending',
      data: { origin: 'x' },
    })
    wallet.hangNext('eth_requestAccounts')
    const raced = await page.evaluate(async () => {
      const provider = (window as unknown as { ethereum: { request(a: { method: string }): Promise<unknown> } })
        .ethereum
      const timeout = new Promise((resolve) => setTimeout(() => resolve('still pending'), 500))
      return Promise.race([provider.request({ method: 'eth_requestAccounts' }), timeout])
    })
    expect(raced).toBe('still pending')
    // Only the next call is affected: the one after answers normally.
    expect(await request(page, 'eth_requestAccounts')).toEqual({ ok: true, result: [wallet.address] })
    await page.close()
  })

  it('refuses bad input with JSON-RPC codes and signs nothing before connecting', async () => {
    const page = await blankPage()
    const wallet = await installTestWallet(page, stack, { announce: 'legacy' })
    await page.goto(`${stack.appUrl}/blank`)

    expect(await request(page, 'personal_sign', ['0x68656c6c6f', wallet.address])).toMatchObject({
      ok: false,
      code: 4100,
    })
    expect(await request(page, 'wallet_switchEthereumChain', [{ chainId: 137 }])).toMatchObject({
      ok: false,
      code: -32602,
    })
    expect(await request(page, 'wallet_watchAsset', { type: 'ERC721', options: {} })).toMatchObject({
      ok: false,
      code: -32602,
    })
    expect(await request(page, 'eth_signTypedData_v4', [wallet.address, '{not json'])).toMatchObject({
      ok: false,
      code: 4100,
    })
    await request(page, 'eth_requestAccounts')
    expect(await request(page, 'eth_signTypedData_v4', [wallet.address, '{not json'])).toMatchObject({
      ok: false,
      code: -32602,
    })
    expect(await request(page, 'eth_getBalance', ['not-an-address', 'latest'])).toMatchObject({ ok: false })
    await expect(wallet.setAccounts(['0x1234'])).rejects.toThrow("setAccounts: '0x1234' is not an address")
    await expect(wallet.setChain(-1)).rejects.toThrow('setChain: invalid chain id -1')
    await expect(installTestWallet(page, stack, { announce: 'legacy', accountIndex: 10 })).rejects.toThrow(
      'accountIndex must be 0-9, got 10',
    )
    await expect(screenshot(page, '../escape')).rejects.toThrow("Invalid screenshot name '../escape'")
    await page.close()
  })

  it('switches: 4902 for an unknown chain, then add, then switch, emitting chainChanged', async () => {
    const page = await blankPage()
    const wallet = await installTestWallet(page, stack, { announce: 'legacy' })
    await page.goto(`${stack.appUrl}/blank`)
    await recordEvents(page, 'chainChanged')
    const polygon = [{ chainId: '0x89' }]

    expect(await request(page, 'wallet_switchEthereumChain', polygon)).toMatchObject({ ok: false, code: 4902 })
    const addParams = [
      {
        chainId: '0x89',
        chainName: 'Polygon',
        nativeCurrency: { name: 'MATIC', symbol: 'MATIC', decimals: 18 },
        rpcUrls: ['https://polygon-rpc.com'],
      },
    ]
    expect(await request(page, 'wallet_addEthereumChain', addParams)).toEqual({ ok: true, result: null })
    expect(await request(page, 'wallet_switchEthereumChain', polygon)).toEqual({ ok: true, result: null })
    expect(await request(page, 'eth_chainId')).toEqual({ ok: true, result: '0x89' })
    expect(wallet.chainId).toBe(137)
    expect(await recorded(page, 'chainChanged')).toEqual(['0x89'])
    // Forwarded calls now reach the second anvil (stack's URL wins over the page's rpcUrls).
    const code = await request(page, 'eth_getCode', ['0xcA11bde05977b3631167028862bE2a173976CA11', 'latest'])
    expect(code.ok && typeof code.result === 'string' && code.result.length > 2).toBe(true)

    await wallet.setChain(31337)
    expect(await recorded(page, 'chainChanged')).toEqual(['0x89', '0x7a69'])
    await page.close()
  })

  it('signs with the dev key and sends a real transaction to anvil', async () => {
    const page = await blankPage()
    const wallet = await installTestWallet(page, stack, { announce: 'legacy', accountIndex: 2 })
    await page.goto(`${stack.appUrl}/blank`)
    await request(page, 'eth_requestAccounts')

    const signed = await request(page, 'personal_sign', ['0x68656c6c6f', wallet.address])
    expect(signed.ok).toBe(true)
    const signature = (signed as { result: `0x${string}` }).result
    expect(await verifyMessage({ address: wallet.address, message: 'hello', signature })).toBe(true)

    const typedData = {
      types: { EIP712Domain: [{ name: 'name', type: 'string' }], Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      domain: { name: 'Harness' },
      message: { contents: 'hi' },
    } as const
    const typed = await request(page, 'eth_signTypedData_v4', [wallet.address, JSON.stringify(typedData)])
    const typedSignature = (typed as { result: `0x${string}` }).result
    expect(
      await verifyTypedData({
        address: wallet.address,
        types: { Mail: typedData.types.Mail },
        primaryType: 'Mail',
        domain: typedData.domain,
        message: typedData.message,
        signature: typedSignature,
      }),
    ).toBe(true)

    const sent = await request(page, 'eth_sendTransaction', [
      { from: wallet.address, to: '0x000000000000000000000000000000000000dEaD', value: '0x1' },
    ])
    expect(sent.ok).toBe(true)
    const hash = (sent as { result: string }).result
    let receipt: Outcome = { ok: true, result: null }
    for (let attempt = 0; attempt < 50 && receipt.ok && receipt.result === null; attempt++) {
      receipt = await request(page, 'eth_getTransactionReceipt', [hash])
      if (receipt.ok && receipt.result === null) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(receipt).toMatchObject({ ok: true, result: { status: '0x1', transactionHash: hash } })
    expect((receipt as { result: { from: string } }).result.from.toLowerCase()).toBe(wallet.address.toLowerCase())
    await page.close()
  })

  it('emits accountsChanged and arbitrary events; [] disconnects', async () => {
    const page = await blankPage()
    const wallet = await installTestWallet(page, stack, { announce: 'legacy' })
    await page.goto(`${stack.appUrl}/blank`)
    await recordEvents(page, 'accountsChanged')
    await recordEvents(page, 'disconnect')
    await request(page, 'eth_requestAccounts')
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    await wallet.setAccounts([other])
    expect(await request(page, 'eth_accounts')).toEqual({ ok: true, result: [other] })
    await wallet.setAccounts([])
    expect(await request(page, 'eth_accounts')).toEqual({ ok: true, result: [] })
    expect(await recorded(page, 'accountsChanged')).toEqual([[wallet.address], [other], []])
    await wallet.emit('disconnect', { code: 4900, message: 'Disconnected' })
    expect(await recorded(page, 'disconnect')).toEqual([{ code: 4900, message: 'Disconnected' }])
    await page.close()
  })

  it('puts two wallets in one page: one EIP-6963 (frozen detail, re-announced), one legacy', async () => {
    const page = await blankPage()
    const rainbow = await installTestWallet(page, stack, {
      announce: 'eip6963',
      name: 'Rainbow',
      rdns: 'me.rainbow',
      uuid: 'uuid-rainbow',
      flags: { isRainbow: true },
      accountIndex: 1,
    })
    const legacy = await installTestWallet(page, stack, {
      announce: 'legacy',
      name: 'Legacy',
      flags: { isCoinbaseWallet: true },
    })
    await page.goto(`${stack.appUrl}/blank`)

    const announced = await page.evaluate(() => {
      window.dispatchEvent(new Event('eip6963:requestProvider'))
      const list = (window as unknown as { __announced: Announced[] }).__announced
      const ethereum = (window as unknown as { ethereum: { isCoinbaseWallet?: boolean } }).ethereum
      return {
        infos: list.map((entry) => ({ ...entry.info, frozen: entry.frozen })),
        sameProvider: list.every((entry) => entry.provider === list[0]?.provider),
        distinctFromLegacy: list[0]?.provider !== ethereum,
        legacyIsCoinbase: ethereum.isCoinbaseWallet,
      }
    })
    expect(announced.infos).toHaveLength(2)
    expect(announced.infos[0]).toMatchObject({
      uuid: 'uuid-rainbow',
      name: 'Rainbow',
      rdns: 'me.rainbow',
      frozen: true,
    })
    expect(announced.infos[0]?.icon).toMatch(/^data:image\/svg\+xml,/)
    expect(announced).toMatchObject({ sameProvider: true, distinctFromLegacy: true, legacyIsCoinbase: true })

    expect(await request(page, 'eth_requestAccounts', undefined, 'me.rainbow')).toEqual({
      ok: true,
      result: [rainbow.address],
    })
    expect(await request(page, 'eth_requestAccounts')).toEqual({ ok: true, result: [legacy.address] })
    expect(rainbow.address).not.toBe(legacy.address)
    expect(rainbow.requests).toHaveLength(1)
    expect(legacy.requests).toHaveLength(1)
    await page.close()
  })
})

describe('onFreePort', () => {
  it('retries on a new port when starting fails, and gives up with the last error', async () => {
    const tried: number[] = []
    const port = await onFreePort(async (candidate) => {
      tried.push(candidate)
      if (tried.length < 2) throw new Error('port taken')
      return candidate
    })
    expect(tried).toHaveLength(2)
    expect(port).toBe(tried[1])
    let calls = 0
    await expect(
      onFreePort(async () => {
        calls++
        throw new Error(`failure ${calls}`)
      }, 2),
    ).rejects.toThrow('failure 2')
  })
})
