/**
 * `npm run checks`: `npm run lint` and `npm run typecheck` side by side (tsc and knip each keep one core busy), then,
 * once lint is done, the wallet package's API reports against a fresh build of its declarations
 * (`npm run wallet:api -- --check`; typecheck takes longer than lint, so the run takes about as long as before).
 * Each one's output is printed whole once it ends; fails when any fails.
 */
import { spawn } from 'node:child_process'

type Outcome = { command: string; code: number | null; output: string }

function runScript(script: string, ...args: string[]): Promise<Outcome> {
  const command = `npm run ${script}${args.length > 0 ? ` -- ${args.join(' ')}` : ''}`
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, ...(args.length > 0 ? ['--', ...args] : [])], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('close', (code) => resolve({ command, code, output }))
    child.on('error', (error) => resolve({ command, code: 1, output: `${error.message}\n` }))
  })
}

function print({ command, code, output }: Outcome): Outcome {
  process.stdout.write(`> ${command}: ${code === 0 ? 'passed' : `failed (exit ${code})`}\n${output}`)
  return { command, code, output }
}

const outcomes = (
  await Promise.all([
    runScript('lint')
      .then(print)
      .then(async (lint) => [lint, print(await runScript('wallet:api', '--check'))]),
    runScript('typecheck')
      .then(print)
      .then((typecheck) => [typecheck]),
  ])
).flat()
process.exitCode = outcomes.every((outcome) => outcome.code === 0) ? 0 : 1
