import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { createCallLog } from '../../src/wallet/index.ts'
import { launchBrowser, newPage, pageErrors, screenshot, startStack, type Stack } from './harness/index.ts'
import { repoRoot, testOutputDir } from './harness/paths.ts'
import { fillStake } from './journeys.ts'

// The call log as an auditor meets it: a Dev Wallet stake in Chromium against anvil and the dev server (which
// mounts the checkpoint API as `npm start` does), the NDJSON export from /calls, the server's keys from
// /api/calls/keys, and the package's own `stakemint-wallet verify-log --keys`. Then the rewrites an auditor must
// catch: an entry changed with every hash recomputed, the checkpoints stripped, a header field edited, and another
// valid log wearing this one's checkpoints, each with its exit code.
let stack: Stack
let browser: Browser
const run = promisify(execFile)
const work = join(testOutputDir, 'call-log-evidence')

beforeAll(async () => {
  stack = await startStack()
  browser = await launchBrowser()
  mkdirSync(join(work, 'bin'), { recursive: true })
  mkdirSync(join(work, 'dist'), { recursive: true })
  // The package's bin as shipped, run against the module's source: its `../dist/index.js` re-exports the entry.
  copyFileSync(join(repoRoot, 'src/wallet/bin/stakemint-wallet.js'), join(work, 'bin/stakemint-wallet.js'))
  writeFileSync(join(work, 'dist/index.js'), `export * from ${JSON.stringify(join(repoRoot, 'src/wallet/index.ts'))}\n`)
})

afterAll(async () => {
  await browser?.close()
  await stack?.stop()
})

/** Runs `stakemint-wallet verify-log FILE --keys KEYS`: its exit code and what it printed. */
async function verifyLog(text: string, keys: string, name: string): Promise<{ code: number; output: string }> {
  const file = join(work, `${name}.ndjson`)
  writeFileSync(file, text)
  const args = ['--import', 'tsx', join(work, 'bin/stakemint-wallet.js'), 'verify-log', file, '--keys', keys]
  return run(process.execPath, args, { cwd: repoRoot, timeout: 60_000 }).then(
    ({ stdout }) => ({ code: 0, output: stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      output: `${error.stdout}${error.stderr}`,
    }),
  )
}

const devPrompt = (page: Page) => page.locator('[data-dev-wallet-prompt]')

async function stakeWithDevWallet(page: Page, amount: string): Promise<void> {
  await page.goto(`${stack.appUrl}/stake`)
  await page.locator('header').getByRole('button', { name: 'Connect Wallet', exact: true }).click({ timeout: 30_000 })
  await page
    .getByRole('dialog', { name: 'Connect a Wallet' })
    .getByRole('button', { name: /^Dev Wallet/ })
    .click({ timeout: 20_000 })
  await devPrompt(page).getByRole('button', { name: 'Approve' }).click({ timeout: 20_000 })
  await page
    .locator('header')
    .getByRole('button', { name: /^Account / })
    .waitFor({ timeout: 20_000 })
  await fillStake(page, amount)
  await page.getByRole('button', { name: 'Stake', exact: true }).click()
  await devPrompt(page).getByRole('button', { name: 'Approve' }).click({ timeout: 20_000 })
  await page.getByText(`Staked ${amount} STK for 30 days.`).waitFor({ timeout: 30_000 })
}

type Line = Record<string, unknown>

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** Re-links entries after an edit, every hash recomputed as the log computes it: what a careful forger does. */
function rechain(header: Line, entries: Line[]): string {
  const genesis = header.genesisHash as string
  let previous = genesis
  const chained = entries.map((entry, index) => {
    const { hash: _hash, prevHash: oldPrev, ...fields } = entry
    const prevHash = index === 0 ? (oldPrev as string) : previous
    const linked = { ...fields, prevHash }
    const hash = sha256(`${genesis}\n${JSON.stringify(linked)}`)
    previous = hash
    return { ...linked, hash }
  })
  const last = chained.at(-1)
  const fixed = { ...header, headHash: last ? last.hash : genesis }
  return `${[fixed, ...chained].map((line) => JSON.stringify(line)).join('\n')}\n`
}

describe('a checkpointed export, verified as an auditor would', () => {
  it('a stake, its export and the server keys pass verify-log --keys; each rewrite fails with its exit code', async () => {
    const page = await newPage(browser, { width: 1280 })
    const posted: number[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/calls/checkpoint')) posted.push(request.postData()?.length ?? 0)
    })
    await stakeWithDevWallet(page, '3')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Wallet calls' }).click()
    const anchoring = page.getByTestId('calls-anchoring')
    // The stake's operation ended: the page asked the server to sign the chain's head at once.
    await expect.poll(() => anchoring.getAttribute('data-status'), { timeout: 20_000 }).toBe('anchored')
    expect(await anchoring.textContent()).toMatch(/^Anchored up to #\d+ at \d\d:\d\d:\d\d · /)
    for (const width of [1280, 700, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
      await screenshot(page, `calls-anchored-${width}`)
    }
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export NDJSON' }).click(),
    ])
    const text = readFileSync(await download.path(), 'utf8')
    const keysUrl = `${stack.appUrl}/api/calls/keys`
    const keys = await (await fetch(keysUrl)).text()
    const keysFile = join(work, 'keys.json')
    writeFileSync(keysFile, keys)

    const [header, ...entries] = text
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Line)
    if (!header) throw new Error('empty export')
    const checkpoints = header.checkpoints as { checkpoint: { seq: number } }[]
    expect(checkpoints.length).toBeGreaterThan(0)

    // Only hashes left the page: every body is `{ sessionId, entries: [{ seq, prevHash, hash }…] }`.
    console.log(`checkpoint requests: ${posted.length}, body bytes: ${posted.join(', ')}`)
    const intact = await verifyLog(text, keysFile, 'intact')
    console.log(intact.output)
    expect(intact, intact.output).toMatchObject({ code: 0 })
    expect(intact.output).toMatch(/intact\. .*Anchored up to seq \d+/)
    // The keys straight from the server's URL, as an auditor with the app's address would fetch them.
    expect((await verifyLog(text, keysUrl, 'intact-url')).code).toBe(0)

    // The sent transaction's entry changed (its answer), every hash after it recomputed.
    const sentAt = entries.findIndex((entry) => entry.method === 'wallet_sendCalls')
    expect(sentAt).toBeGreaterThanOrEqual(0)
    const rewritten = entries.map((entry, index) => (index === sentAt ? { ...entry, result: { id: '0x01' } } : entry))
    const changed = await verifyLog(rechain(header, rewritten), keysFile, 'rewritten')
    expect(changed.code, changed.output).toBe(1)
    expect(changed.output).toMatch(/is not what the server signed/)

    const stripped = await verifyLog(rechain({ ...header, checkpoints: [] }, entries), keysFile, 'stripped')
    expect(stripped.code, stripped.output).toBe(3)
    expect(stripped.output).toMatch(/Not anchored: the export carries no checkpoint/)

    const edited = await verifyLog(rechain({ ...header, app: 'Another App' }, entries), keysFile, 'header-edited')
    expect(edited.code, edited.output).toBe(1)
    expect(edited.output).toMatch(/broken at line 1/)

    // Another log, internally valid, written through the package's own createCallLog, wearing these checkpoints.
    const other = createCallLog({ appName: header.app as string })
    for (const entry of entries) other.mark('devWallet', String(entry.method), {})
    const [otherHeader, ...otherEntries] = (await other.exportNdjson()).trimEnd().split('\n')
    const forged = { ...(JSON.parse(otherHeader as string) as Line), checkpoints: header.checkpoints }
    const forgedText = `${[JSON.stringify(forged), ...otherEntries].join('\n')}\n`
    const wearing = await verifyLog(forgedText, keysFile, 'other-log')
    expect(wearing.code, wearing.output).toBe(1)
    expect(wearing.output).toMatch(/signed for another session/)

    expect(pageErrors(page)).toEqual([])
    await page.close()
  })
})
