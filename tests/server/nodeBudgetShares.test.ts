// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createMemoryStore, createNodeBudget, DEFAULT_NODE_BUDGET } from '../../server/siwe/index.ts'
import { createNodeCircuit } from '../../server/siwe/nodeCircuit.ts'
import { PROPERTY_TIMEOUT_MS, runParameters } from '../unit/properties/propertyRuns.ts'

// The class: a node call paid from a pool other clients can empty, so whoever sends the most junk decides who is
// checked. Generated: any schedule of junk calls from two client addresses (any times, any number, known account
// or not), beside an honest client whose known account calls at most once every 5 s. The honest is never told
// 'busy', and all calls together never get more than the global budget.
const honest = { client: '198.51.100.7', chainId: 1, address: '0x00000000000000000000000000000000000000aa' }
const attackers = ['203.0.113.1', '2001:db8:1:2::/64']

type Event = { at: number; who: 'honest' | 0 | 1; knownAccount: boolean }

const schedule = fc
  .tuple(
    fc.array(
      fc.record({ at: fc.integer({ min: 0, max: 120_000 }), who: fc.constantFrom(0, 1), knownAccount: fc.boolean() }),
      { minLength: 120, maxLength: 400 }, // one a second or more: the drain
    ),
    fc.array(fc.integer({ min: 5_000, max: 12_000 }), { minLength: 1, maxLength: 10 }),
  )
  .map(([junk, gaps]) => {
    const calls: Event[] = gaps.map((_, index) => ({
      at: gaps.slice(0, index + 1).reduce((sum, gap) => sum + gap, 0),
      who: 'honest',
      knownAccount: true,
    }))
    return [...junk, ...calls].sort((a, b) => a.at - b.at || (a.who === 'honest' ? 1 : -1))
  })

describe('the node budget shared fairly', () => {
  it(
    'junk from two addresses never makes a known honest account wait past its turn, nor the node exceed its budget',
    async () => {
      await fc.assert(
        fc.asyncProperty(schedule, async (events) => {
          let time = 0
          const store = createMemoryStore({ now: () => time })
          const budget = createNodeBudget({
            store,
            now: () => time,
            sleep: async (ms) => {
              time += ms
            },
          })
          await budget.markKnown(honest)
          let granted = 0
          for (const event of events) {
            time = Math.max(time, event.at)
            const caller =
              event.who === 'honest'
                ? honest
                : {
                    client: attackers[event.who] ?? '',
                    chainId: 1,
                    // The honest account's own address when the junk names a known account: the reserve is not a way in.
                    address: event.knownAccount ? honest.address : `0x${String(event.at).padStart(40, '0')}`,
                  }
            const answer = await budget.take('calls', caller).then(
              () => 'ok',
              () => 'busy',
            )
            if (answer === 'ok') granted++
            if (event.who === 'honest') expect(answer).toBe('ok')
          }
          const { burst, perSecond } = DEFAULT_NODE_BUDGET.calls
          expect(granted).toBeLessThanOrEqual(burst + 1 + Math.ceil((perSecond * time) / 1000))
        }),
        runParameters(),
      )
    },
    PROPERTY_TIMEOUT_MS,
  )

  it('a node that failed is skipped for its back-off, doubled on each failure in a row, and asked again after', () => {
    let time = 0
    const circuit = createNodeCircuit({ firstMs: 5_000, maxMs: 60_000 }, () => time)
    const table: [number, boolean][] = []
    for (const step of [0, 1, 2, 3, 4, 5]) {
      circuit.failed()
      const backOff = Math.min(60_000, 5_000 * 2 ** step)
      time += backOff - 1
      table.push([backOff, circuit.isOpen()])
      time += 1
      expect(circuit.isOpen(), `after failure ${step + 1}`).toBe(false)
    }
    expect(table.every(([, open]) => open)).toBe(true)
    circuit.answered()
    circuit.failed()
    time += 5_000
    expect(circuit.isOpen()).toBe(false)
  })
})
