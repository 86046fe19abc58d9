/**
 * `npm run checks`: `npm run lint` and `npm run typecheck` side by side (tsc and knip each keep one core busy), each
 * one's output printed whole once it ends; fails when either fails.
 */
import { spawn } from 'node:child_process'

type Outcome = { script: string; code: number | null; output: string }

function runScript(script: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('close', (code) => resolve({ script, code, output }))
    child.on('error', (error) => resolve({ script, code: 1, output: `${error.message}\n` }))
  })
}

const outcomes = await Promise.all(['lint', 'typecheck'].map(runScript))
for (const { script, code, output } of outcomes) {
  process.stdout.write(`> npm run ${script}: ${code === 0 ? 'passed' : `failed (exit ${code})`}\n${output}`)
}
process.exitCode = outcomes.every((outcome) => outcome.code === 0) ? 0 : 1
