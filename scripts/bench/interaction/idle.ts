import type { Page } from 'playwright-core'
import type { CountingProxy, NodeTraffic } from './countingProxy.ts'
import { setHidden } from './journey.ts'

export type IdleWindow = NodeTraffic & { seconds: number; blocks: number }

export type IdleResult = {
  visible: IdleWindow
  hidden: IdleWindow
  /** What the page sent in the first seconds after becoming visible again (it should catch up). */
  afterReturn: NodeTraffic & { seconds: number }
  /** The same page, still connected, moved to /stake: the stakes list's reads join each block's batch. */
  stake: IdleWindow
}

async function blockNumber(rpcUrl: string): Promise<number> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
  })
  const { result } = (await response.json()) as { result: string }
  return Number(result)
}

async function countWindow(page: Page, proxy: CountingProxy, rpcUrl: string, seconds: number): Promise<IdleWindow> {
  proxy.reset()
  const first = await blockNumber(rpcUrl)
  await page.waitForTimeout(seconds * 1000)
  const traffic = proxy.traffic()
  return { ...traffic, seconds, blocks: (await blockNumber(rpcUrl)) - first }
}

/**
 * Node traffic of a connected page left alone on Home: `seconds` visible, then `seconds` hidden, then
 * a few seconds after it shows again; then `seconds` visible on /stake. Counted at the node's door (the
 * proxy); blocks read from the node.
 */
export async function measureIdle(
  page: Page,
  proxy: CountingProxy,
  rpcUrl: string,
  { seconds, settleMs, returnSeconds }: { seconds: number; settleMs: number; returnSeconds: number },
): Promise<IdleResult> {
  await page.waitForTimeout(settleMs)
  const visible = await countWindow(page, proxy, rpcUrl, seconds)
  await setHidden(page, true)
  const hidden = await countWindow(page, proxy, rpcUrl, seconds)
  proxy.reset()
  await setHidden(page, false)
  await page.waitForTimeout(returnSeconds * 1000)
  const afterReturn = { ...proxy.traffic(), seconds: returnSeconds }
  // Client-side navigation keeps the connection: the stakes list is one more reader of the same feed.
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Stake', exact: true }).click()
  await page.getByRole('heading', { level: 1, name: /Stake/ }).waitFor()
  await page.waitForTimeout(settleMs)
  const stake = await countWindow(page, proxy, rpcUrl, seconds)
  return { visible, hidden, afterReturn, stake }
}
