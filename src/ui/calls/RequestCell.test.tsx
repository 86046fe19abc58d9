import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { account, contracts, local, permitJson } from '../../app/decode/test/requestFixtures.ts'
import type { CallLogEntry } from '../../wallet/index.ts'
import { RequestCell } from './RequestCell'

afterEach(cleanup)

const entry = (params: unknown): CallLogEntry => ({
  seq: 1,
  sessionId: 's',
  operationId: 'op',
  kind: 'request',
  origin: 'app',
  walletId: 'walletConnect',
  chainId: 31337,
  method: 'eth_signTypedData_v4',
  params,
  startedAt: '2026-01-01T00:00:00.000Z',
  offsetMs: 0,
  outcome: 'ok',
})

describe('RequestCell', () => {
  it('shows a permit kept in the log as its lines, the raw parameters one click away', () => {
    const { container } = render(<RequestCell entry={entry([account, permitJson()])} contracts={contracts} />)
    const lines = [...container.querySelectorAll('.call-list li')].map((li) => li.textContent)
    expect(lines).toEqual([
      'Typed data Permit',
      'Domain StakeToken',
      'Chain Localhost (31337)',
      `Contract StakeToken (${local.stakeToken})`,
      `Owner ${account}`,
      `Spender Staking (${local.staking})`,
      'Value 17 STK',
      'Deadline 2027-01-15 08:00:00 UTC',
    ])
    expect(container.querySelector('details summary')?.textContent).toBe('Raw parameters')
  })

  it('shows typed data the log redacted as its raw parameters', () => {
    const { container } = render(<RequestCell entry={entry([account, '[redacted]'])} contracts={contracts} />)
    expect(container.querySelector('.call-list')).toBeNull()
    expect(container.textContent).toContain('[redacted]')
  })
})
