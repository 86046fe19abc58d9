/**
 * Runs Biome (format + lint) from its Linux x64 CLI package, an optional dependency: the registry this
 * project installs from lacks the other platforms' CLI packages, which the @biomejs/biome wrapper would
 * list in the lock file. Elsewhere set BIOME_BIN to a Biome 2.6 executable.
 * Usage: tsx scripts/biome.ts <biome arguments…>, e.g. `check .` or `format --write .`.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

function biomeBinary(): string {
  if (process.env.BIOME_BIN) return process.env.BIOME_BIN
  if (process.platform === 'linux' && process.arch === 'x64') {
    const packageJson = createRequire(import.meta.url).resolve('@biomejs/cli-linux-x64/package.json')
    const binary = join(dirname(packageJson), 'biome')
    if (existsSync(binary)) return binary
  }
  console.error(
    'Biome was not found: on Linux x64 run `npm install`; elsewhere set BIOME_BIN to a Biome 2.6 executable.',
  )
  process.exit(2)
}

const result = spawnSync(biomeBinary(), process.argv.slice(2), { stdio: 'inherit' })
process.exit(result.status ?? 1)
