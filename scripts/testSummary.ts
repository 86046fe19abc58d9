/**
 * Prints the whole suite's result from the JSON each vitest project wrote (test-output/results-test-*.json): one
 * line 'tests: N passed, N failed' (', N skipped' when any), preceded by each failed test (its file, name and the
 * first lines of its failure) and each file that failed outside a test. CI shows only the tail of a run's output,
 * so this is what names a failure there.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

interface AssertionResult {
  fullName: string
  status: string
  failureMessages: string[]
}

interface FileResult {
  name: string
  status: string
  message: string
  assertionResults: AssertionResult[]
}

interface VitestJsonResults {
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  numTodoTests: number
  testResults: FileResult[]
}

const failureLines = 6

function firstLines(text: string): string {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, failureLines)
    .map((line) => `    ${line}`)
    .join('\n')
}

const dir = 'test-output'
const files = readdirSync(dir).filter((name) => /^results-test-.*\.json$/.test(name))
if (files.length === 0) {
  console.error('testSummary: no results in test-output/ (run npm test first)')
  process.exit(1)
}
let passed = 0
let failed = 0
let skipped = 0
let failedFiles = 0
for (const name of files) {
  const results = JSON.parse(readFileSync(join(dir, name), 'utf8')) as VitestJsonResults
  passed += results.numPassedTests
  failed += results.numFailedTests
  skipped += results.numPendingTests + results.numTodoTests
  for (const file of results.testResults) {
    const path = relative(process.cwd(), file.name)
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed')
    for (const test of failedTests) {
      console.log(`FAILED ${path} > ${test.fullName}\n${firstLines(test.failureMessages.join('\n'))}`)
    }
    if (file.status === 'failed' && failedTests.length === 0) {
      failedFiles += 1
      console.log(`FAILED ${path} (outside a test)\n${firstLines(file.message)}`)
    }
  }
}
const fileNote = failedFiles > 0 ? `, ${failedFiles} file(s) failed outside a test` : ''
console.log(`tests: ${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}${fileNote}`)
process.exit(failed > 0 || failedFiles > 0 ? 1 : 0)
