/**
 * First step of `npm test`: the browser and server tests need Debian's chromium and redis-server. Without them the
 * suite would fail test by test minutes later; this stops it at once with the line that installs them (the same
 * packages .ci/run installs). CHROMIUM_PATH and REDIS_SERVER_PATH point elsewhere, as in the test harness.
 */
import { accessSync, constants, statSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

type Requirement = { path: string; variable: string; debianPackage: string }

export function requirementsFromEnv(env: NodeJS.ProcessEnv): Requirement[] {
  return [
    { path: env.CHROMIUM_PATH || '/usr/bin/chromium', variable: 'CHROMIUM_PATH', debianPackage: 'chromium' },
    {
      path: env.REDIS_SERVER_PATH || '/usr/bin/redis-server',
      variable: 'REDIS_SERVER_PATH',
      debianPackage: 'redis-server',
    },
  ]
}

function isExecutableFile(path: string): boolean {
  try {
    accessSync(path, constants.X_OK)
    return statSync(path).isFile()
  } catch {
    return false
  }
}

/** One sentence naming what is missing and the apt-get line that installs it; undefined when all is there. */
export function missingRequirementsMessage(
  requirements: readonly Requirement[],
  isPresent: (path: string) => boolean = isExecutableFile,
): string | undefined {
  const missing = requirements.filter((requirement) => !isPresent(requirement.path))
  if (missing.length === 0) return undefined
  const found = missing.map((requirement) => `${requirement.path} (${requirement.variable})`).join(' and ')
  const packages = missing.map((requirement) => requirement.debianPackage).join(' ')
  const variables = missing.map((requirement) => requirement.variable).join(' / ')
  return `npm test needs ${found}, not found: run \`sudo apt-get install -y ${packages}\` (or set ${variables} to another location).`
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const message = missingRequirementsMessage(requirementsFromEnv(process.env))
  if (message) {
    console.error(message)
    process.exit(1)
  }
}
