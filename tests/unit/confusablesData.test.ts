import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { confusables, confusablesDataPath, readings, renderConfusables } from '../../scripts/confusables.ts'
import { lookAlikeTable, skeleton } from '../../src/wallet/options/skeleton.ts'

describe('npm run confusables', () => {
  it("reproduces src/wallet/options/confusablesData.ts from the devDependency's confusables.txt data", () => {
    expect(renderConfusables() === readFileSync(confusablesDataPath, 'utf8'), 'stale: run npm run confusables').toBe(
      true,
    )
  })

  it('reads every confusable letter, digit or symbol with a Latin reading as that reading, through the compact table', () => {
    const wanted = readings(confusables())
    expect(wanted.size).toBeGreaterThan(1000)
    expect(lookAlikeTable.size).toBeLessThan(wanted.size)
    const wrong = [...wanted].filter(([source, reading]) => skeleton(source) !== reading)
    expect(wrong).toEqual([])
  })
})
