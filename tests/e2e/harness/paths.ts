import { fileURLToPath } from 'node:url'
import { join } from 'node:path'

/** The repository root, whatever the current working directory is. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))

/** Where tests write screenshots and other artefacts (ignored by git). */
export const testOutputDir = join(repoRoot, 'test-output')
