import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { missingRequirementsMessage, requirementsFromEnv } from '../../scripts/preflight.ts'

describe('npm test preflight', () => {
  it('says nothing when chromium and redis-server are there', () => {
    expect(missingRequirementsMessage(requirementsFromEnv({}), () => true)).toBeUndefined()
  })

  it('names the missing binaries and the apt-get line that installs them', () => {
    const both = missingRequirementsMessage(requirementsFromEnv({}), () => false)
    expect(both).toContain('/usr/bin/chromium (CHROMIUM_PATH) and /usr/bin/redis-server (REDIS_SERVER_PATH)')
    expect(both).toContain('`sudo apt-get install -y chromium redis-server`')
    const redisOnly = missingRequirementsMessage(requirementsFromEnv({}), (path) => path.endsWith('chromium'))
    expect(redisOnly).toContain('`sudo apt-get install -y redis-server`')
    expect(redisOnly).not.toContain('CHROMIUM_PATH')
  })

  it('respects CHROMIUM_PATH and REDIS_SERVER_PATH, and stops `npm test` with exit code 1 in seconds', () => {
    const started = Date.now()
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/preflight.ts'], {
      env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium', REDIS_SERVER_PATH: process.execPath },
      encoding: 'utf8',
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('/nonexistent/chromium (CHROMIUM_PATH)')
    expect(run.stderr).toContain('apt-get install -y chromium`')
    expect(run.stderr).not.toContain('redis-server')
    expect(Date.now() - started).toBeLessThan(10_000)

    const present = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/preflight.ts'], {
      env: { ...process.env, CHROMIUM_PATH: process.execPath, REDIS_SERVER_PATH: process.execPath },
      encoding: 'utf8',
    })
    expect(present.status).toBe(0)
    expect(present.stderr).toBe('')
  })
})
