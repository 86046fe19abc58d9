import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findFreePort, startAnvil, type AnvilInstance } from '../../scripts/stack/index.ts'
import { ChainTimeError, moveChainTime, parseDuration } from '../../scripts/stack/chainTime.ts'

const run = promisify(execFile)
const root = join(import.meta.dirname, '../..')

describe('parseDuration', () => {
  it.each([
    ['30d', 30 * 86_400],
    ['12h', 12 * 3600],
    ['90m', 90 * 60],
    ['45s', 45],
    ['3600', 3600],
    ['1d12h', 36 * 3600],
    [' 2D ', 2 * 86_400],
  ])('%s is %i seconds', (text, seconds) => expect(parseDuration(text)).toBe(seconds))

  it.each(['', '30x', '-5', '1.5d', 'd', '30 d', 'soon'])('refuses %j with the accepted forms', (text) => {
    expect(() => parseDuration(text)).toThrow(ChainTimeError)
    expect(() => parseDuration(text)).toThrow('Expected a duration like 30d, 12h, 90m, 45s or a number of seconds')
  })

  it('refuses zero and durations past what a number holds exactly', () => {
    expect(() => parseDuration('0d')).toThrow('The duration must be more than 0 seconds; got "0d"')
    expect(() => parseDuration('99999999999999999d')).toThrow('The duration is too long')
  })
})

describe('moving an anvil clock', () => {
  let anvil: AnvilInstance
  beforeAll(async () => {
    anvil = await startAnvil({ port: 0 })
  })
  afterAll(async () => {
    await anvil?.stop()
  })

  it('moves the latest block time forward by the duration and mines a block', async () => {
    const { before, after, blockNumber } = await moveChainTime(anvil.url, parseDuration('30d'))
    expect(after - before).toBeGreaterThanOrEqual(30n * 86_400n)
    expect(after - before).toBeLessThan(30n * 86_400n + 60n)
    const next = await moveChainTime(anvil.url, 90 * 60)
    expect(next.blockNumber).toBe(blockNumber + 1n)
    expect(next.before).toBe(after)
    expect(next.after - next.before).toBeGreaterThanOrEqual(5400n)
  })

  it('npm run chain:time prints the new chain time; bad input and a silent port exit 1 with the reason', async () => {
    const script = join(root, 'scripts/chainTime.ts')
    const tsx = join(root, 'node_modules/.bin/tsx')
    const port = new URL(anvil.url).port
    const ok = await run(tsx, [script, '12h'], { cwd: root, env: { ...process.env, CHAIN_PORT: port } })
    expect(ok.stdout).toContain(`Chain time moved forward 12h (43200 s) at http://127.0.0.1:${port}`)
    expect(ok.stdout).toMatch(/now \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ \(block \d+\)/)

    const bad = run(tsx, [script, 'tomorrow'], { cwd: root, env: { ...process.env, CHAIN_PORT: port } })
    await expect(bad).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('got "tomorrow"') })

    const silent = String(await findFreePort())
    const away = run(tsx, [script, '1h'], { cwd: root, env: { ...process.env, CHAIN_PORT: silent } })
    await expect(away).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(`No chain answers at http://127.0.0.1:${silent}`),
    })
  })
})
