import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Hex } from 'viem'
import { batchExecutorAbi, collectionAbi, stakeTokenAbi, stakingAbi } from '../../src/app/abi'

// A path, not a URL object: tests in a DOM environment replace the global URL.
const artifactsDir = join(dirname(fileURLToPath(import.meta.url)), '../../contracts/artifacts')

/** Creation bytecode of a committed artifact (contracts/artifacts/<name>.json, written by `npm run compile`). */
export function artifactBytecode(name: 'StakeToken' | 'Staking' | 'Collection' | 'BatchExecutor'): Hex {
  const artifact: unknown = JSON.parse(readFileSync(join(artifactsDir, `${name}.json`), 'utf8'))
  const bytecode = (artifact as { bytecode?: unknown }).bytecode
  if (typeof bytecode !== 'string' || !/^0x[0-9a-f]+$/i.test(bytecode)) {
    throw new Error(`contracts/artifacts/${name}.json has no bytecode; run \`npm run compile\``)
  }
  return bytecode as Hex
}

/** ABI (typed, from src/app/abi) and bytecode of each deployable contract. */
export const contractArtifacts = {
  stakeToken: { abi: stakeTokenAbi, bytecode: () => artifactBytecode('StakeToken') },
  staking: { abi: stakingAbi, bytecode: () => artifactBytecode('Staking') },
  collection: { abi: collectionAbi, bytecode: () => artifactBytecode('Collection') },
  batchExecutor: { abi: batchExecutorAbi, bytecode: () => artifactBytecode('BatchExecutor') },
} as const
