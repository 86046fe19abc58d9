/**
 * examples/vanilla as an outside team gets it: `npm run wallet:pack`'s tarball installed into a copy of
 * the example in a temporary folder with viem and valtio only, built with Vite, served statically.
 * Shared by tests/e2e/walletPackage.test.ts and the bench (scripts/bench/exampleJourney.ts).
 */
import { execFile } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { extname, join, normalize } from 'node:path'
import { promisify } from 'node:util'
import { packWallet } from '../../../scripts/walletPack.ts'
import { repoRoot } from './paths.ts'
import { onFreePort } from './ports.ts'

const run = promisify(execFile)

export type PackedExample = {
  /** The example's copy, with the tarball and its two peers installed. */
  project: string
  tarball: string
  /** Every package in the copy's node_modules (scoped ones as `@scope/name`). */
  installed: string[]
  remove(): void
}

/** Packs the wallet module, copies examples/vanilla to a temporary folder and installs the tarball there. */
export async function installPackedExample(): Promise<PackedExample> {
  const rootManifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>
  }
  const tarball = packWallet()
  const project = mkdtempSync(join(tmpdir(), 'wallet-example-'))
  const remove = () => rmSync(project, { recursive: true, force: true })
  try {
    cpSync(join(repoRoot, 'examples/vanilla'), project, {
      recursive: true,
      filter: (path) => !/(node_modules|dist)$/.test(path),
    })
    // The copy installs only what an integrator installs: the tarball and its two required peers.
    const manifest = JSON.parse(readFileSync(join(project, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>
      devDependencies?: unknown
    }
    delete manifest.dependencies['@stakemint/wallet']
    delete manifest.devDependencies
    writeFileSync(join(project, 'package.json'), JSON.stringify(manifest, null, 2))
    await run(
      'npm',
      [
        'install',
        '--prefer-offline',
        '--no-audit',
        '--no-fund',
        '--ignore-scripts',
        tarball,
        `viem@${rootManifest.dependencies.viem}`,
        `valtio@${rootManifest.dependencies.valtio}`,
      ],
      { cwd: project, timeout: 240_000 },
    )
  } catch (error) {
    remove()
    throw error
  }
  const modules = join(project, 'node_modules')
  const installed = readdirSync(modules).flatMap((name) =>
    name.startsWith('@') ? readdirSync(join(modules, name)).map((inner) => `${name}/${inner}`) : [name],
  )
  return { project, tarball, installed, remove }
}

/** `vite build` of the installed copy into its dist/, with relative asset paths. */
export async function buildExample(project: string): Promise<string> {
  const vite = join(repoRoot, 'node_modules/vite/bin/vite.js')
  await run(process.execPath, [vite, 'build', '--base', './', '--logLevel', 'warn'], {
    cwd: project,
    timeout: 120_000,
  })
  return join(project, 'dist')
}

/** The example page's address, with the read transports pointed at the two local chains. */
export function exampleUrl(siteUrl: string, rpc31337: string, rpc137: string): string {
  return `${siteUrl}/index.html?rpc31337=${encodeURIComponent(rpc31337)}&rpc137=${encodeURIComponent(rpc137)}`
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
}

/** A minimal static server for the example's dist/ (loopback only). */
export function serveStatic(root: string): Promise<{ url: string; server: Server }> {
  return onFreePort(async (port) => {
    const server = createServer((request, response) => {
      const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(
        /^(\.\.[/\\])+/,
        '',
      )
      const file = join(root, path === '/' ? 'index.html' : path)
      if (!file.startsWith(root) || !existsSync(file)) {
        response.writeHead(404).end()
        return
      }
      response.writeHead(200, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream' })
      response.end(readFileSync(file))
    })
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolve())
    })
    return { url: `http://127.0.0.1:${port}`, server }
  })
}
