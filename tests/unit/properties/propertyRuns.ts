/**
 * How many generated cases each property runs: FC_RUNS (default 10,000, what CI runs).
 * `FC_RUNS=1000000 npx vitest run --project unit tests/unit/properties` runs a million locally.
 */
import type fc from 'fast-check'
import { afterEach, beforeEach } from 'vitest'

const DEFAULT_RUNS = 10_000

function runsFromEnv(raw: string | undefined): number {
  if (raw === undefined || raw === '') return DEFAULT_RUNS
  const runs = Number(raw)
  if (!Number.isSafeInteger(runs) || runs < 1) throw new Error(`FC_RUNS must be a positive whole number, got '${raw}'`)
  return runs
}

export const PROPERTY_RUNS = runsFromEnv(process.env.FC_RUNS)

/** A test's time limit: generous per case, so a million runs are limited by patience, not by vitest. */
export const PROPERTY_TIMEOUT_MS = Math.max(600_000, PROPERTY_RUNS * 60)

/** fast-check's parameters with the run count; FC_SEED (with FC_PATH) replays a failure fast-check reported. */
export function runParameters<Ts>(runs = PROPERTY_RUNS): fc.Parameters<Ts> {
  const seed = process.env.FC_SEED
  const path = process.env.FC_PATH
  return {
    numRuns: runs,
    ...(seed === undefined ? {} : { seed: Number(seed) }),
    ...(path === undefined ? {} : { path }),
  }
}

/**
 * Runs `parse` on one input: it must return or throw an instance of `allowed`, and finish within a bound that grows
 * with the input (1 s plus 1 ms per 20 characters: loose enough for a loaded machine's pauses, while catastrophic
 * backtracking on the longest generated inputs takes far longer).
 * Anything else throws, which fails the property with the input that caused it.
 */
export function returnsOrThrows<T>(
  parse: () => T,
  allowed: abstract new (...args: never[]) => Error,
  inputLength: number,
): { ok: true; value: T } | { ok: false; error: Error } {
  const started = performance.now()
  let outcome: { ok: true; value: T } | { ok: false; error: Error }
  try {
    outcome = { ok: true, value: parse() }
  } catch (error) {
    if (!(error instanceof allowed)) throw new Error(`threw ${String(error)} instead of a ${allowed.name}`)
    outcome = { ok: false, error }
  }
  checkTime(started, inputLength)
  return outcome
}

/** Runs `run`, which must not throw at all, within the same time bound as returnsOrThrows. */
export function inTime<T>(run: () => T, inputLength: number): T {
  const started = performance.now()
  const value = run()
  checkTime(started, inputLength)
  return value
}

function checkTime(started: number, inputLength: number): void {
  const elapsed = performance.now() - started
  if (elapsed > 1000 + inputLength / 20) throw new Error(`took ${elapsed} ms on ${inputLength} characters`)
}

/** What the file's tests print with console[method], collected instead of printed (cleared before each test). */
export function collectConsole(method: 'warn' | 'error'): { lines: string[] } {
  const collected = { lines: [] as string[] }
  const original = console[method]
  beforeEach(() => {
    collected.lines = []
    console[method] = (message: unknown) => void collected.lines.push(printed(message))
  })
  afterEach(() => {
    console[method] = original
  })
  return collected
}

/** What a console line shows: String(message), or its type for a value String() throws on (a hostile value). */
function printed(message: unknown): string {
  try {
    return String(message)
  } catch {
    return `[${typeof message}]`
  }
}
