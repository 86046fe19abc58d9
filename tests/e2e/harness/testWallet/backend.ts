import { getAddress, isAddress, type Address, type HDAccount } from 'viem'
import { forwardRpc } from './forward.ts'
import { invalidParams, TestWalletRpcError, unauthorized, unknownChain, unsupportedMethod } from './rpcError.ts'
import { personalSign, signTypedDataV4 } from './signing.ts'
import type { RecordedRequest, RpcEnvelope, RpcErrorShape } from './types.ts'

type Override =
  | { kind: 'fail'; error: RpcErrorShape }
  | { kind: 'answer'; result: unknown }
  | { kind: 'hang' }
  | { kind: 'hold'; released: Promise<void> }
export type EmitToPage = (event: string, payload: unknown) => Promise<void>

export type BackendOptions = {
  /** Accounts whose keys the wallet holds (it signs with the one matching the request's address). */
  keys: readonly HDAccount[]
  account: HDAccount
  /** Chain id → RPC URL the wallet forwards to. */
  rpcUrls: Record<number, string>
  /** The chain the wallet starts on; the only one "added" at first. */
  initialChainId: number
  /** false: eth_signTypedData_v4 answers 4200 (unsupported), as wallets without typed data do. */
  signsTypedData: boolean
  emit: EmitToPage
  /** Switch without emitting chainChanged. */
  silentChainSwitch?: boolean
}

const toHex = (chainId: number) => `0x${chainId.toString(16)}`
const firstParam = (params: unknown): unknown => (Array.isArray(params) ? params[0] : undefined)

/** Node-side state of one test wallet: answers every request the in-page provider bridges over. */
export class TestWalletBackend {
  readonly requests: RecordedRequest[] = []
  accounts: Address[]
  chainId: number
  private authorized = false
  private readonly overrides = new Map<string, Override[]>()
  private readonly addedChains = new Set<number>()
  private readonly rpcUrls = new Map<number, string>()

  constructor(private readonly options: BackendOptions) {
    this.accounts = [options.account.address]
    this.chainId = options.initialChainId
    this.addedChains.add(options.initialChainId)
    for (const [id, url] of Object.entries(options.rpcUrls)) this.rpcUrls.set(Number(id), url)
  }

  queue(method: string, override: Override): void {
    this.overrides.set(method, [...(this.overrides.get(method) ?? []), override])
  }

  async setAccounts(addresses: string[]): Promise<void> {
    const checked = addresses.map((address) => {
      if (!isAddress(address)) throw new Error(`setAccounts: '${address}' is not an address`)
      return getAddress(address)
    })
    this.authorized = checked.length > 0
    this.accounts = checked.length > 0 ? checked : [this.options.account.address]
    await this.options.emit('accountsChanged', checked)
  }

  async setChain(chainId: number): Promise<void> {
    if (!Number.isSafeInteger(chainId) || chainId <= 0) throw new Error(`setChain: invalid chain id ${chainId}`)
    this.chainId = chainId
    this.addedChains.add(chainId)
    await this.options.emit('chainChanged', toHex(chainId))
  }

  /** Answers one page request as an envelope (never throws: errors travel with their code). */
  async handle(method: string, params: unknown): Promise<RpcEnvelope> {
    this.requests.push({ method, params })
    const override = this.overrides.get(method)?.shift()
    if (override?.kind === 'hang') return new Promise<never>(() => undefined)
    if (override?.kind === 'hold') await override.released
    if (override?.kind === 'fail') return { ok: false, error: override.error }
    if (override?.kind === 'answer') return { ok: true, result: override.result }
    try {
      return { ok: true, result: await this.answer(method, params) }
    } catch (error) {
      if (error instanceof TestWalletRpcError) return { ok: false, error: error.toShape() }
      return { ok: false, error: { code: -32603, message: error instanceof Error ? error.message : String(error) } }
    }
  }

  private async answer(method: string, params: unknown): Promise<unknown> {
    switch (method) {
      case 'eth_requestAccounts':
        this.authorize()
        return this.accounts
      case 'eth_accounts':
        return this.authorized ? this.accounts : []
      case 'eth_chainId':
        return toHex(this.chainId)
      case 'net_version':
        return String(this.chainId)
      case 'wallet_switchEthereumChain':
        return this.switchChain(firstParam(params))
      case 'wallet_addEthereumChain':
        return this.addChain(firstParam(params))
      case 'personal_sign':
        return personalSign(this.signer(Array.isArray(params) ? params[1] : undefined), firstParam(params))
      case 'eth_signTypedData_v4':
        if (!this.options.signsTypedData) throw unsupportedMethod(method)
        return signTypedDataV4(this.signer(firstParam(params)), Array.isArray(params) ? params[1] : undefined)
      case 'eth_sendTransaction':
        return this.sendTransaction(firstParam(params))
      case 'wallet_watchAsset':
        return watchAsset(Array.isArray(params) ? params[0] : params)
      case 'wallet_getPermissions':
        return this.permissions()
      case 'wallet_requestPermissions':
        this.authorize()
        return this.permissions()
      case 'wallet_revokePermissions':
        await this.setAccounts([])
        return null
      default:
        return forwardRpc(this.currentRpcUrl(), method, params)
    }
  }

  /**
   * An extension answers from its own process: accountsChanged is sent first (CDP keeps the order), but the
   * answer does not wait for the page to confirm it ran, a second round trip a real wallet does not make.
   */
  private authorize(): void {
    if (this.authorized) return
    this.authorized = true
    this.options.emit('accountsChanged', this.accounts).catch(() => undefined) // the page may have gone
  }

  private permissions() {
    if (!this.authorized) return []
    return [
      {
        parentCapability: 'eth_accounts',
        invoker: 'test-wallet',
        caveats: [{ type: 'restrictReturnedAccounts', value: this.accounts }],
      },
    ]
  }

  private signer(address: unknown): HDAccount {
    if (!this.authorized) throw unauthorized()
    if (typeof address !== 'string' || !isAddress(address))
      throw invalidParams(`expected an address, got ${JSON.stringify(address)}`)
    const key = this.options.keys.find((candidate) => candidate.address.toLowerCase() === address.toLowerCase())
    if (!key || !this.accounts.some((account) => account.toLowerCase() === address.toLowerCase())) throw unauthorized()
    return key
  }

  private async switchChain(param: unknown): Promise<null> {
    const chainId = parseChainId(param)
    if (!this.addedChains.has(chainId)) throw unknownChain(chainId)
    if (chainId === this.chainId) return null
    if (this.options.silentChainSwitch) this.chainId = chainId
    else await this.setChain(chainId)
    return null
  }

  private addChain(param: unknown): null {
    const chainId = parseChainId(param)
    const rpcUrls = (param as { rpcUrls?: unknown }).rpcUrls
    const firstUrl = Array.isArray(rpcUrls) && typeof rpcUrls[0] === 'string' ? rpcUrls[0] : undefined
    if (!this.rpcUrls.has(chainId)) {
      if (!firstUrl) throw invalidParams('wallet_addEthereumChain needs rpcUrls')
      this.rpcUrls.set(chainId, firstUrl)
    }
    this.addedChains.add(chainId)
    return null
  }

  private sendTransaction(tx: unknown): Promise<unknown> {
    if (typeof tx !== 'object' || tx === null) throw invalidParams('eth_sendTransaction expects [transaction]')
    const from = (tx as { from?: unknown }).from ?? this.accounts[0]
    this.signer(from)
    return forwardRpc(this.currentRpcUrl(), 'eth_sendTransaction', [{ ...tx, from }])
  }

  private currentRpcUrl(): string {
    const url = this.rpcUrls.get(this.chainId)
    if (!url) throw new TestWalletRpcError(-32603, `test wallet has no RPC URL for chain ${this.chainId}`)
    return url
  }
}

function parseChainId(param: unknown): number {
  const raw = typeof param === 'object' && param !== null ? (param as { chainId?: unknown }).chainId : undefined
  if (typeof raw !== 'string' || !/^0x[0-9a-fA-F]+$/.test(raw))
    throw invalidParams(`expected { chainId: hex string }, got ${JSON.stringify(param)}`)
  return Number.parseInt(raw, 16)
}

function watchAsset(param: unknown): true {
  const options =
    typeof param === 'object' && param !== null ? (param as { type?: unknown; options?: { address?: unknown } }) : {}
  if (options.type !== 'ERC20') throw invalidParams('wallet_watchAsset: only ERC20 is supported')
  if (typeof options.options?.address !== 'string' || !isAddress(options.options.address)) {
    throw invalidParams('wallet_watchAsset: options.address must be an address')
  }
  return true
}
