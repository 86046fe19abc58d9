/**
 * The guard of a public function's entry: its argument may be any value, including one that throws when read or
 * converted (a getter, `toString`, a Proxy). A throw that is not already a WalletError becomes the typed error
 * `wrap` builds, with the original as cause when it is an Error. Cheap enough for once-per-call use.
 */
import { InvalidArgumentError, WalletConfigError } from './configErrors.ts'
import { WalletError } from './WalletError.ts'

export function isInstance<T>(value: unknown, type: abstract new (...args: never[]) => T): value is T {
  try {
    return value instanceof type
  } catch {
    // A revoked Proxy throws on getPrototypeOf.
    return false
  }
}

/** The thrown value as a cause: only a real Error, since viem reads the cause's message and details. */
export function causeOf(thrown: unknown): Error | undefined {
  try {
    return thrown instanceof Error && typeof thrown.message === 'string' ? thrown : undefined
  } catch {
    return undefined
  }
}

/** Runs `run`; anything it throws that is not a WalletError becomes `wrap(cause)`. */
export function guarded<T>(run: () => T, wrap: (cause: Error | undefined) => WalletError): T {
  try {
    return run()
  } catch (thrown) {
    if (isInstance(thrown, WalletError)) throw thrown
    throw wrap(causeOf(thrown))
  }
}

/** `guarded` for a factory's options: an unreadable option is a WalletConfigError naming the function. */
export function guardedConfig<T>(name: string, run: () => T): T {
  return guarded(run, (cause) => new WalletConfigError(`${name}: the options could not be read.`, { cause }))
}

/** `guarded` for a helper's argument: one that cannot be read is an InvalidArgumentError naming the function. */
export function guardedArgument<T>(name: string, run: () => T): T {
  return guarded(run, (cause) => new InvalidArgumentError(`${name}: the argument could not be read.`, { cause }))
}
