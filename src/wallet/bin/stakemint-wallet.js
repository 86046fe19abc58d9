#!/usr/bin/env node
// stakemint-wallet verify-log FILE [--keys JWKS_FILE_OR_URL]: checks a call-log export (its schema, header, hash
// chain and seqs) and, with the app server's public keys, its signed checkpoints; names the first line that breaks.
// Exit 0: intact (and anchored, with --keys); 1: broken; 2: usage, or a file or key set that cannot be read;
// 3: intact but not anchored (--keys given, no valid checkpoint covers it).
import { readFile, stat } from 'node:fs/promises'
import { describeCallLogVerification, verifyCallLog } from '../dist/index.js'

const USAGE =
  'Usage: stakemint-wallet verify-log <calls.ndjson | calls.json> [--keys <jwks.json | https://…/api/calls/keys>]'
const MAX_EXPORT_BYTES = 256 * 1024 * 1024
const MAX_KEYS_BYTES = 1024 * 1024
const KEYS_TIMEOUT_MS = 10_000

function fail(message, code = 2) {
  console.error(message)
  process.exit(code)
}

function readArguments(args) {
  const [command, ...rest] = args
  if (command !== 'verify-log') fail(USAGE)
  let file
  let keys
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]
    if (arg === '--keys') {
      if (keys !== undefined || i + 1 >= rest.length) fail(USAGE)
      keys = rest[++i]
    } else if (arg.startsWith('--keys=')) {
      if (keys !== undefined) fail(USAGE)
      keys = arg.slice('--keys='.length)
    } else if (arg.startsWith('-') || file !== undefined) fail(USAGE)
    else file = arg
  }
  if (!file || keys === '') fail(USAGE)
  return { file, keys }
}

async function readBounded(path, limit) {
  const info = await stat(path)
  if (!info.isFile()) throw new Error('not a file')
  if (info.size > limit) throw new Error(`larger than ${limit} bytes`)
  return readFile(path, 'utf8')
}

/** A keys URL: https, or http to this machine only (a local server); the answer read up to the size limit. */
async function fetchKeys(source) {
  const url = new URL(source)
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local))
    throw new Error('keys are fetched over https (http only from this machine)')
  const response = await fetch(url, { signal: AbortSignal.timeout(KEYS_TIMEOUT_MS), redirect: 'error' })
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  if (Number(response.headers.get('content-length') ?? 0) > MAX_KEYS_BYTES)
    throw new Error(`larger than ${MAX_KEYS_BYTES} bytes`)
  const chunks = []
  let size = 0
  for await (const chunk of response.body ?? []) {
    size += chunk.length
    if (size > MAX_KEYS_BYTES) throw new Error(`larger than ${MAX_KEYS_BYTES} bytes`)
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

async function readKeys(source) {
  const text = /^https?:\/\//i.test(source) ? await fetchKeys(source) : await readBounded(source, MAX_KEYS_BYTES)
  const keys = JSON.parse(text)
  if (typeof keys !== 'object' || keys === null || !Array.isArray(keys.keys))
    throw new Error('not a JWKS ({ "keys": [...] })')
  return keys
}

const { file, keys: keysSource } = readArguments(process.argv.slice(2))
let text
try {
  text = await readBounded(file, MAX_EXPORT_BYTES)
} catch (error) {
  fail(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`)
}
let keys
if (keysSource !== undefined) {
  try {
    keys = await readKeys(keysSource)
  } catch (error) {
    fail(`Cannot read the keys at ${keysSource}: ${error instanceof Error ? error.message : String(error)}`)
  }
}
const result = await verifyCallLog(text, keys === undefined ? {} : { keys })
console.log(describeCallLogVerification(result, file))
if (!result.ok) process.exit(1)
process.exit(result.anchoring.status === 'not-anchored' ? 3 : 0)
