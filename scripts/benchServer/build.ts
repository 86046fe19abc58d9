import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'

/** Runs `vite build` when dist/ has no index.html; says which happened. */
export async function buildIfMissing(root: string): Promise<'dist/ as built' | 'dist/ built now'> {
  if (existsSync(join(root, 'dist', 'index.html'))) return 'dist/ as built'
  const built = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (built.status !== 0) throw new Error('vite build failed')
  return 'dist/ built now'
}
