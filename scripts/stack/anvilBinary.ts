import { accessSync, constants } from 'node:fs'
import { createRequire } from 'node:module'
import { delimiter, join } from 'node:path'

const npmPackageBinary = '@foundry-rs/anvil-linux-amd64/bin/anvil'

export class AnvilNotFoundError extends Error {
  override name = 'AnvilNotFoundError'
  constructor(readonly tried: readonly string[]) {
    super(
      [
        `anvil was not found. Tried: ${tried.length > 0 ? tried.join(', ') : 'nothing'}.`,
        'On Linux x64 run `npm install` (it installs the optional @foundry-rs/anvil-linux-amd64).',
        'Elsewhere install Foundry (https://getfoundry.sh: `curl -L https://foundry.paradigm.xyz | bash && foundryup`)',
        'so that `anvil` is on PATH, or set ANVIL_BIN to the anvil executable.',
      ].join('\n'),
    )
  }
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/**
 * Finds the anvil executable: the npm package on Linux x64, then ANVIL_BIN, then `anvil` on PATH.
 * The binary itself is returned (never an npx wrapper) so the caller's PID is anvil's PID.
 */
export function resolveAnvilBinary(
  env: NodeJS.ProcessEnv = process.env,
  platform = `${process.platform}-${process.arch}`,
): string {
  const tried: string[] = []
  if (platform === 'linux-x64') {
    try {
      const path = createRequire(import.meta.url).resolve(npmPackageBinary)
      if (isExecutable(path)) return path
      tried.push(`${path} (not executable)`)
    } catch {
      tried.push(`npm package ${npmPackageBinary}`)
    }
  }
  if (env.ANVIL_BIN) {
    if (isExecutable(env.ANVIL_BIN)) return env.ANVIL_BIN
    tried.push(`ANVIL_BIN=${env.ANVIL_BIN}`)
  }
  const name = platform.startsWith('win32') ? 'anvil.exe' : 'anvil'
  for (const dir of (env.PATH ?? '').split(delimiter).filter(Boolean)) {
    const candidate = join(dir, name)
    if (isExecutable(candidate)) return candidate
  }
  tried.push('`anvil` on PATH')
  throw new AnvilNotFoundError(tried)
}
