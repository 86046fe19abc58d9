import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatReport } from '../../scripts/soak/report.ts'
import { runSoak, type SoakResult } from '../../scripts/soak/runSoak.ts'

// The 60-second version of `npm run soak`: the same traffic on two serve processes over a real redis-server.
// It checks the kinds of answers only; timings on a shared machine are for the 10-minute run to report.
let root: string
let result: SoakResult

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'soak-'))
  mkdirSync(join(root, 'assets'))
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><title>app</title><script type="module" src="/assets/app-1a2b3c.js"></script>',
  )
  writeFileSync(join(root, 'assets', 'app-1a2b3c.js'), `export const app = ${JSON.stringify('x'.repeat(20_000))}\n`)
  result = await runSoak({ root, asset: '/assets/app-1a2b3c.js', durationMs: 60_000, warmUpMs: 20_000 })
  console.log(formatReport(result))
}, 150_000)

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true })
})

const count = (source: string, endpoint: string, kind: RegExp) =>
  result.outcomes
    .filter((o) => o.source === source && o.endpoint === endpoint && kind.test(o.kind))
    .reduce((sum, o) => sum + o.count, 0)

describe('a 60-second soak of two serve instances on Redis', () => {
  it('gives no answer but successes, 429s to the flooding client and refusals of junk', () => {
    expect(result.unexpected).toEqual([])
    expect(result.serverErrors).toEqual([])
    expect(result.serversAlive).toBe(true)
  })

  it('ran every kind of traffic, and each was answered as it should be', () => {
    expect(count('static', 'GET / (index.html)', /^200$/)).toBeGreaterThan(100)
    expect(count('static', 'GET asset', /^200$/)).toBeGreaterThan(100)
    expect(count('visitor', 'POST verify (valid)', /^200$/)).toBeGreaterThan(50)
    expect(count('visitor', 'POST logout', /^204$/)).toBe(count('visitor', 'POST verify (valid)', /^200$/))
    expect(count('junk', 'POST verify (junk)', /^401 Signature does not match/)).toBeGreaterThan(10)
    expect(count('junk', 'POST verify (junk)', /^400 Request body is not valid JSON/)).toBeGreaterThan(10)
    // The flood gets its burst and then about one nonce a second; the rest is refused.
    expect(count('flood', 'GET nonce (flood)', /^429 /)).toBeGreaterThan(count('flood', 'GET nonce (flood)', /^200$/))
    expect(count('flood', 'GET nonce (flood)', /^200$/)).toBeLessThan(20 + 2 * 70)
  })

  it('heard RSS and event-loop delay from both servers every 10 s', () => {
    for (const server of ['server A', 'server B']) {
      const samples = result.samples.filter((sample) => sample.server === server)
      expect(samples.length, server).toBeGreaterThanOrEqual(5)
      for (const { metrics } of samples) {
        expect(metrics.rssMb).toBeGreaterThan(10)
        expect(metrics.eventLoopDelayMs.max).toBeGreaterThanOrEqual(metrics.eventLoopDelayMs.p50)
      }
    }
  })
})
