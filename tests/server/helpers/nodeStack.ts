import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { HDAccount } from 'viem/accounts'
import { startAnvil, type AnvilInstance } from '../../../scripts/stack/index.ts'
import { freePort } from '../../e2e/harness/ports.ts'
import { startCountingRpc, type CountingRpc } from './countingRpc.ts'
import { deploySmartAccounts, type SmartAccounts } from './smartAccounts.ts'

export type NodeStack = {
  anvil: AnvilInstance
  /** The node as the sign-in API sees it: a counting proxy in front of anvil. */
  rpc: CountingRpc
  /** Smart accounts owned by each of `owners`, in order. */
  accounts: SmartAccounts[]
  /** A folder with an index.html, for startStaticServer. */
  root: string
  stop(): Promise<void>
}

/** anvil on a free port, the smart-account factory deployed for each owner, a counting proxy, a static root. */
export async function startNodeStack(owners: readonly HDAccount[]): Promise<NodeStack> {
  const anvil = await startAnvil({ port: await freePort(), chainId: 31337 })
  const accounts: SmartAccounts[] = []
  for (const owner of owners) accounts.push(await deploySmartAccounts(anvil.url, owner))
  const rpc = await startCountingRpc(anvil.url)
  const root = mkdtempSync(join(tmpdir(), 'node-stack-'))
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>')
  return {
    anvil,
    rpc,
    accounts,
    root,
    async stop() {
      await rpc.close()
      await anvil.stop()
      rmSync(root, { recursive: true, force: true })
    },
  }
}
