import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseAppConfig, shippedGuideUrl } from './config'

const ids = (env: Record<string, unknown>) => parseAppConfig(env).chains.map((chain) => chain.id)
const STAKE = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

describe('parseAppConfig', () => {
  afterEach(() => vi.restoreAllMocks())

  it.each([
    [{}, [137, 10, 42161, 7777777]],
    [{ VITE_CHAIN_SET: 'default' }, [137, 10, 42161, 7777777]],
    [{ VITE_TESTNETS: 'true' }, [137, 10, 42161, 7777777, 5, 11155111]],
    [{ VITE_TESTNETS: 'TRUE' }, [137, 10, 42161, 7777777]],
    [{ VITE_TESTNETS: '1' }, [137, 10, 42161, 7777777]],
    [{ VITE_CHAIN_SET: 'ethereum' }, [1, 5]],
    [{ VITE_CHAIN_SET: 'ethereum', VITE_TESTNETS: 'true' }, [1, 5, 11155111]],
    [{ VITE_LOCAL_RPC_URL: 'http://127.0.0.1:8545' }, [31337, 137, 10, 42161, 7777777]],
  ])('env %j selects chains %j', (env, expected) => {
    expect(ids(env)).toEqual(expected)
  })

  it('reads every variable', () => {
    const config = parseAppConfig({
      VITE_LOCAL_RPC_URL: 'http://127.0.0.1:9999',
      VITE_RPC_URLS: '{"137":"https://polygon.example/rpc"}',
      VITE_WS_URLS: '{"137":"wss://polygon.example/ws"}',
      VITE_CONTRACTS: JSON.stringify({ 31337: { stakeToken: STAKE, staking: STAKE, collection: STAKE } }),
      VITE_WC_PROJECT_ID: ' abc123 ',
      VITE_DOCS_URL: 'https://docs.example.org',
      VITE_DEV_BATCH_EXECUTOR: STAKE,
      DEV: true,
    })
    expect(config).toMatchObject({
      localRpcUrl: 'http://127.0.0.1:9999',
      isLocal: true,
      isDev: true,
      rpcUrls: { 137: 'https://polygon.example/rpc' },
      wsUrls: { 137: 'wss://polygon.example/ws' },
      contracts: { 31337: { stakeToken: STAKE, staking: STAKE, collection: STAKE } },
      wcProjectId: 'abc123',
      docsUrl: 'https://docs.example.org',
      devBatchExecutor: STAKE,
    })
    expect(config.chains[0]?.rpcUrls.default.http).toEqual(['http://127.0.0.1:9999'])
  })

  it('the STK price in ETH becomes wei; junk is refused with the reason and compares nothing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(parseAppConfig({ VITE_STK_PRICE_ETH: ' 0.0001 ' }).stkPriceWei).toBe(10n ** 14n)
    expect(parseAppConfig({ VITE_STK_PRICE_ETH: '2' }).stkPriceWei).toBe(2n * 10n ** 18n)
    expect(parseAppConfig({ VITE_STK_PRICE_ETH: '0.000000000000000001' }).stkPriceWei).toBe(1n)
    expect(parseAppConfig({}).stkPriceWei).toBeUndefined()
    expect(error).not.toHaveBeenCalled()
    for (const junk of ['abc', '0', '0.0', '-1', '1e-4', '0,0001', '.5', '1.', '0.0000000000000000001', 'NaN']) {
      expect(parseAppConfig({ VITE_STK_PRICE_ETH: junk }).stkPriceWei).toBeUndefined()
      expect(error).toHaveBeenLastCalledWith(
        expect.stringContaining(
          `VITE_STK_PRICE_ETH must be a positive amount of ETH such as 0.0001 (a point, at most 18 decimals); ignoring ${JSON.stringify(junk)}`,
        ),
      )
    }
    error.mockRestore()
  })

  it('defaults: no WalletConnect id, docs link, not local', () => {
    const config = parseAppConfig({ VITE_WC_PROJECT_ID: '' })
    expect(config).toMatchObject({ wcProjectId: undefined, docsUrl: '/guide.html', isLocal: false, isDev: false })
  })

  it('the docs link is the operator’s VITE_DOCS_URL, else the user guide shipped under the base path', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(parseAppConfig({ BASE_URL: '/app/' }).docsUrl).toBe('/app/guide.html')
    expect(shippedGuideUrl('/app')).toBe('/app/guide.html')
    expect(shippedGuideUrl(undefined)).toBe('/guide.html')
    expect(parseAppConfig({ VITE_DOCS_URL: 'javascript:alert(1)' }).docsUrl).toBe('/guide.html')
    expect(error).toHaveBeenCalledWith(expect.stringContaining('VITE_DOCS_URL must be an http(s) URL'))
    error.mockRestore()
  })

  it('VITE_WC_REQUEST_TIMEOUT_MS shortens the WalletConnect limit in development only; bad values are reported', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(parseAppConfig({ DEV: true, VITE_WC_REQUEST_TIMEOUT_MS: '4000' }).wcRequestTimeoutMs).toBe(4000)
    expect(parseAppConfig({ DEV: true }).wcRequestTimeoutMs).toBeUndefined()
    expect(error).not.toHaveBeenCalled()
    expect(parseAppConfig({ VITE_WC_REQUEST_TIMEOUT_MS: '4000' }).wcRequestTimeoutMs).toBeUndefined()
    expect(parseAppConfig({ DEV: true, VITE_WC_REQUEST_TIMEOUT_MS: '-1' }).wcRequestTimeoutMs).toBeUndefined()
    expect(parseAppConfig({ DEV: true, VITE_WC_REQUEST_TIMEOUT_MS: 'soon' }).wcRequestTimeoutMs).toBeUndefined()
    expect(error).toHaveBeenCalledTimes(3)
    error.mockRestore()
  })

  it.each([
    ['VITE_RPC_URLS', '{not json', 'is not valid JSON'],
    ['VITE_RPC_URLS', '[1,2]', 'must be a JSON object'],
    ['VITE_WS_URLS', '"x"', 'must be a JSON object'],
    ['VITE_CONTRACTS', '{"137":', 'is not valid JSON'],
  ])('bad JSON in %s is reported and treated as absent', (variable, raw, message) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const config = parseAppConfig({ [variable]: raw })
    expect(error).toHaveBeenCalledWith(expect.stringContaining(`${variable} ${message}`))
    expect(config.rpcUrls).toEqual({})
    expect(config.wsUrls).toEqual({})
    expect(config.contracts).toEqual({})
  })

  it('skips bad entries but keeps good ones', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const config = parseAppConfig({
      VITE_RPC_URLS: '{"137":"https://ok.example","10":"ftp://nope","abc":"https://x.example"}',
      VITE_WS_URLS: '{"137":"https://not-a-socket.example"}',
      VITE_CONTRACTS: JSON.stringify({ 1: { stakeToken: STAKE, staking: '0x12', collection: STAKE } }),
    })
    expect(config.rpcUrls).toEqual({ 137: 'https://ok.example' })
    expect(config.wsUrls).toEqual({})
    expect(config.contracts).toEqual({})
    expect(error).toHaveBeenCalledTimes(4)
  })

  it('rejects an unknown chain set and a non-http local URL', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const config = parseAppConfig({ VITE_CHAIN_SET: 'solana', VITE_LOCAL_RPC_URL: 'localhost:8545' })
    expect(config.chainSet).toBe('default')
    expect(config.isLocal).toBe(false)
    expect(error).toHaveBeenCalledTimes(2)
  })
})
