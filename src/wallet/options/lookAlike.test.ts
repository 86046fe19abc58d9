import { describe, expect, it } from 'vitest'
import { type BuiltInIdentity, resemblesBuiltIn } from './lookAlike.ts'
import { skeleton } from './skeleton.ts'

const metaMask: BuiltInIdentity = { names: ['MetaMask'], rdns: ['io.metamask'] }
const coinbase: BuiltInIdentity = { names: ['Coinbase Wallet', 'Coinbase'], rdns: ['com.coinbase.wallet'] }
const safe: BuiltInIdentity = { names: ['Safe'], rdns: [], exactNameOnly: true }
const builtIns = [metaMask, coinbase, safe]
const resembles = (name: string, rdns = 'org.example') => resemblesBuiltIn({ name, rdns }, builtIns)

describe('skeleton', () => {
  it("reads letters outside the old table as Unicode's confusables.txt does", () => {
    for (const name of [
      'ΜetaΜask',
      'MetɑMask',
      'Ⲙetaⲙask',
      'ＭｅｔａＭａｓｋ',
      'Meta\u200bMask',
      'META-MASK',
      'Metarnask',
    ])
      expect(skeleton(name), name).toBe(skeleton('MetaMask'))
  })

  it('drops invisible characters, including letters that draw nothing (Hangul filler)', () => {
    expect(skeleton('Safe\u3164\u115f\u00ad\u034f\ufe0f')).toBe(skeleton('Safe'))
  })
})

describe('resemblesBuiltIn', () => {
  it('flags look-alike letters that a hand-made table missed: Greek Mu, Latin alpha, Coptic Mu', () => {
    for (const name of ['ΜetaΜask', 'MetɑMask', 'Ⲙetaⲙask']) expect(resembles(name), name).toBe(true)
  })

  it("flags a brand's name with words around it, glued on or apart", () => {
    for (const name of [
      'MetaMask Official',
      'Official MetaMask',
      'Coinbase Wallet Extension',
      'The MetaMask app',
      'MetaMaskOfficial',
      'metamaskofficial',
      'MetaMask2',
      'Coinbase Pro',
    ])
      expect(resembles(name), name).toBe(true)
  })

  it("flags a generic name only as a whole: honest wallets use 'Safe' in names of their own", () => {
    expect(resembles('SAFE')).toBe(true)
    expect(resembles('Ｓａｆｅ')).toBe(true)
    for (const name of ['SafePal', 'Safe Haven', 'My Safe Place']) expect(resembles(name), name).toBe(false)
  })

  it("leaves other wallets alone, and a brand's letters inside a longer word", () => {
    for (const name of ['Rabby', 'Phantom', 'Trust Wallet', 'Zerion', 'OKX Wallet', 'Metamasks', 'Acoinbasey'])
      expect(resembles(name), name).toBe(false)
  })
})
