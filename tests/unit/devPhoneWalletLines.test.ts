/**
 * The Dev Phone Wallet's request card speaks the app's words: each request a dapp sends it (a permit, a stake,
 * a batch, a sign-in) is described by the app's decoder (src/app/decode.ts), so the phone shows what /calls logs
 * and the Dev Wallet prompts, not a poorer reading of its own (a permit without its spender, a selector).
 */
import { encodeFunctionData, numberToHex, stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { requestLines } from '../../scripts/devPhoneWallet/requestLines.ts'
import { stakingAbi } from '../../src/app/abi/index.ts'
import { describeRequest, describeRequestText } from '../../src/app/decode.ts'
import { account, contracts, local, permitJson } from '../../src/app/decode/test/requestFixtures.ts'

const permit = permitJson({ value: 10n ** 21n })
const stakeWithPermit = encodeFunctionData({
  abi: stakingAbi,
  functionName: 'stakeWithPermit',
  args: [10n ** 21n, 30 * 86_400, 1_800_000_000n, 27, `0x${'11'.repeat(32)}`, `0x${'22'.repeat(32)}`],
})
const claim = encodeFunctionData({ abi: stakingAbi, functionName: 'claim' })

const requests: [string, unknown[], { label: string; value: string }[]][] = [
  [
    'eth_signTypedData_v4',
    [account, permit],
    [
      { label: 'Typed data', value: 'Permit' },
      { label: 'Domain', value: 'StakeToken' },
      { label: 'Chain', value: 'Localhost (31337)' },
      { label: 'Contract', value: `StakeToken (${local.stakeToken})` },
      { label: 'Owner', value: account },
      { label: 'Spender', value: `Staking (${local.staking})` },
      { label: 'Value', value: '1000 STK' },
      { label: 'Deadline', value: '2027-01-15 08:00:00 UTC' },
    ],
  ],
  [
    'eth_sendTransaction',
    [{ from: account, to: local.staking, data: stakeWithPermit }],
    [
      {
        label: 'Call',
        value: `Staking: stakeWithPermit(amount: 1000 STK, lockPeriod: 30 days, deadline: 1800000000, v: 27, r: 0x${'11'.repeat(32)}, s: 0x${'22'.repeat(32)})`,
      },
    ],
  ],
  [
    'wallet_sendCalls',
    [
      {
        chainId: '0x7a69',
        calls: [{ to: local.staking, data: claim, value: numberToHex(10n ** 16n) }, { to: account }],
      },
    ],
    [
      { label: 'Call 1', value: 'Staking: claim()' },
      { label: 'Sends', value: '0.01 ETH' },
      { label: 'Call 2', value: `${account}: no calldata` },
    ],
  ],
  [
    'personal_sign',
    [stringToHex('Sign in to StakeMint'), account],
    [{ label: 'Sign message', value: 'Sign in to StakeMint' }],
  ],
  ['wallet_switchEthereumChain', [{ chainId: '0x89' }], [{ label: 'Network', value: 'Switch to network 137' }]],
  [
    'wallet_addEthereumChain',
    [{ chainId: '0x89', chainName: 'Polygon', rpcUrls: ['https://polygon-rpc.com'] }],
    [{ label: 'Network', value: 'Switch to network Polygon (137)' }],
  ],
]

describe('the Dev Phone Wallet’s request lines', () => {
  it.each(requests)('%s: in the app’s words', (method, params, lines) => {
    expect(requestLines(method, params, 31337, contracts)).toEqual(lines)
  })

  it.each(requests)('%s: every line of the app’s description is on the phone', (method, params) => {
    const described = describeRequest(method, params, 31337, contracts)
    const phone = requestLines(method, params, 31337, contracts)
      .map(({ label, value }) => `${label}: ${value}`)
      .join('\n')
    for (const line of described ? describeRequestText(described).split('\n') : [])
      expect(phone).toContain(line.replace(/^\d+\. /, '').replace(/^Sends /, 'Sends: '))
  })

  it('shows a request the decoder cannot read as its method and parameters, cut', () => {
    const [line] = requestLines('eth_signTypedData_v4', [account, 'x'.repeat(5000)], 31337, contracts)
    expect(line?.label).toBe('eth_signTypedData_v4')
    expect(line?.value.length).toBe(2001)
  })
})
