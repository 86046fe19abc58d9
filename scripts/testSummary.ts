/**
 * Prints one plain line for the whole suite from the JSON results each vitest project wrote
 * (test-output/results-test-*.json): 'tests: N passed, N failed' (', N skipped' when any).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

interface VitestJsonResults {
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  numTodoTests: number
}

const dir = 'test-output'
const files = readdirSync(dir).filter((name) => /^results-test-.*\.json$/.test(name))
let passed = 0
let failed = 0
let skipped = 0
for (const name of files) {
  const results = JSON.parse(readFileSync(join(dir, name), 'utf8')) as VitestJsonResults
  passed += results.numPassedTests
  failed += results.numFailedTests
  skipped += results.numPendingTests + results.numTodoTests
}
if (files.length === 0) {
  console.error('testSummary: no results in test-output/ (run npm test first)')
  process.exit(1)
}
console.log(`tests: ${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`)
process.exit(failed > 0 ? 1 : 0)
