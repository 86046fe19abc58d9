#!/usr/bin/env node
// stakemint-wallet verify-log <calls.ndjson | calls.json>: checks a call-log export (its schema, hash chain,
// seqs and header) and names the first entry that breaks. Exit 0: intact; 1: broken; 2: usage or unreadable file.
import { readFile } from 'node:fs/promises'
import { describeCallLogVerification, verifyCallLog } from '../dist/index.js'

const [command, file] = process.argv.slice(2)
if (command !== 'verify-log' || !file) {
  console.error('Usage: stakemint-wallet verify-log <calls.ndjson | calls.json>')
  process.exit(2)
}
let text
try {
  text = await readFile(file, 'utf8')
} catch (error) {
  console.error(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(2)
}
const result = await verifyCallLog(text)
console.log(describeCallLogVerification(result, file))
process.exit(result.ok ? 0 : 1)
