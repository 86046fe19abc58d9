import { readFileSync } from 'node:fs'
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  encodeDeployData,
  getContractAddress,
  http,
  serializeErc6492Signature,
  type Abi,
  type Address,
  type Hex,
} from 'viem'
import type { HDAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { compilerSettings, compileStandardJson, importFromNodeModules, projectRoot } from '../../../scripts/compile.ts'

type Artifact = { abi: Abi; bytecode: Hex }
type SolcOutput = {
  errors?: { severity: string; formattedMessage?: string; message: string }[]
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

/** tests/server/contracts/Accounts.sol compiled with solc-js, as `npm run compile` does for contracts/. */
export function compileAccounts(): Record<'OwnedAccount' | 'AccountFactory', Artifact> {
  const path = 'tests/server/contracts/Accounts.sol'
  const input = {
    language: 'Solidity',
    sources: { [path]: { content: readFileSync(new URL('../contracts/Accounts.sol', import.meta.url), 'utf8') } },
    settings: compilerSettings,
  }
  const output = JSON.parse(
    compileStandardJson(JSON.stringify(input), { import: importFromNodeModules(projectRoot) }),
  ) as SolcOutput
  const errors = (output.errors ?? []).filter((message) => message.severity === 'error')
  if (errors.length > 0)
    throw new Error(errors.map((message) => message.formattedMessage ?? message.message).join('\n'))
  const pick = (name: string): Artifact => {
    const contract = output.contracts?.[path]?.[name]
    if (!contract) throw new Error(`${name} missing from solc output`)
    return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
  }
  return { OwnedAccount: pick('OwnedAccount'), AccountFactory: pick('AccountFactory') }
}

export type SmartAccounts = {
  factory: Address
  /** Where the factory puts the owner's account for `salt` (CREATE2), deployed or not. */
  addressOf(salt: Hex): Address
  /** Deploys the owner's account for `salt` and returns its address. */
  deploy(salt: Hex): Promise<Address>
  /** The owner's signature of `message` wrapped for ERC-6492 (the account deployed by the factory on verification). */
  counterfactualSignature(salt: Hex, message: string): Promise<Hex>
}

/** Deploys the AccountFactory on the node at `rpcUrl` (paid by `owner`) for accounts owned by `owner`. */
export async function deploySmartAccounts(rpcUrl: string, owner: HDAccount): Promise<SmartAccounts> {
  const { OwnedAccount, AccountFactory } = compileAccounts()
  const chain = { ...foundry, rpcUrls: { default: { http: [rpcUrl] } } }
  const wallet = createWalletClient({ account: owner, chain, transport: http(rpcUrl) })
  const client = createPublicClient({ chain, transport: http(rpcUrl) })
  const receipt = await client.waitForTransactionReceipt({
    hash: await wallet.deployContract({ abi: AccountFactory.abi, bytecode: AccountFactory.bytecode }),
  })
  const factory = receipt.contractAddress
  if (!factory) throw new Error('AccountFactory was not deployed')
  const deployData = (salt: Hex) =>
    encodeFunctionData({ abi: AccountFactory.abi, functionName: 'deploy', args: [owner.address, salt] })
  const addressOf = (salt: Hex): Address =>
    getContractAddress({
      opcode: 'CREATE2',
      from: factory,
      salt,
      bytecode: encodeDeployData({ abi: OwnedAccount.abi, bytecode: OwnedAccount.bytecode, args: [owner.address] }),
    })
  return {
    factory,
    addressOf,
    async deploy(salt) {
      await client.waitForTransactionReceipt({
        hash: await wallet.sendTransaction({ to: factory, data: deployData(salt) }),
      })
      return addressOf(salt)
    },
    async counterfactualSignature(salt, message) {
      return serializeErc6492Signature({
        address: factory,
        data: deployData(salt),
        signature: await owner.signMessage({ message }),
      })
    },
  }
}
