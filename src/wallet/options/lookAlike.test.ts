import { describe, expect, it } from 'vitest'
import { asciiNameReader, type BuiltInIdentity, isAscii, resemblesBuiltIn } from './lookAlike.ts'
import { fullNameReader } from './nameReader.ts'

const skeleton = fullNameReader.skeleton

const metaMask: BuiltInIdentity = { names: ['MetaMask'], rdns: ['io.metamask'] }
const coinbase: BuiltInIdentity = { names: ['Coinbase Wallet', 'Coinbase'], rdns: ['com.coinbase.wallet'] }
const safe: BuiltInIdentity = { names: ['Safe'], rdns: [], exactNameOnly: true }
const others: BuiltInIdentity[] = [
  { names: ['Rainbow'], rdns: ['me.rainbow'] },
  { names: ['WalletConnect'], rdns: [] },
  { names: ['Brave Wallet', 'Brave'], rdns: ['com.brave.wallet'] },
]
const builtIns = [metaMask, coinbase, safe, ...others]
/** As the wallet list decides: ASCII names by the ASCII table, others by the whole table and its script checks. */
const resembles = (name: string, rdns = 'org.example') => {
  const reader = isAscii(name) && isAscii(rdns) ? asciiNameReader : fullNameReader
  return reader.suspect(name) || resemblesBuiltIn({ name, rdns }, builtIns, reader)
}

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

  it('leaves other wallets alone, in any script', () => {
    for (const name of [
      'Rabby',
      'Phantom',
      'Trust Wallet',
      'Zerion',
      'OKX Wallet',
      'Кошелёк',
      'トラストウォレット',
      '지갑',
    ])
      expect(resembles(name), name).toBe(false)
  })

  it("flags a long brand inside a word, and digits or symbols written for its letters ('M3taMask', 'Coinba$e')", () => {
    for (const name of ['Metamasks', 'Acoinbasey', 'xMetaMaskx', 'M3taMask', 'Coinba$e', 'Met@Mask'])
      expect(resembles(name), name).toBe(true)
  })

  it('flags small capitals, letters in boxes and regional indicators, which confusables.txt leaves to case', () => {
    for (const name of ['ᴍᴇᴛᴀᴍᴀꜱᴋ', 'ⓂⓔⓣⓐⓂⓐⓢⓚ', '🅜🅔🅣🅐🅜🅐🅢🅚', '🅼🅴🆃🅰🅼🅰🆂🅺', '🇲🇪🇹🇦🇲🇦🇸🇰', 'ᴄᴏɪɴʙᴀsᴇ'])
      expect(resembles(name), name).toBe(true)
  })

  it('flags a name drawn in another order by bidirectional controls, one mixing scripts in a word, and one that reads as nothing', () => {
    for (const name of ['\u202eksaMateM', 'Meta\u2066Mask\u2069', 'ᗰᗴTᗩᗰᗩᔕK', 'ᖇᗩIᑎᗷOᗯ', '\u200b\u2060', '🦊'])
      expect(resembles(name), JSON.stringify(name)).toBe(true)
  })

  it('flags what a fresh-eyes attack got past: invisible splits, hooked letters, wide symbols, modifier letters, CJK glue, typos', () => {
    for (const name of [
      'Coi\u200b\u0580\u200bbase', // an invisible character on each side of one Armenian letter
      'Coinbas\u00ad\u0454',
      'Coi\ua791base', // n with descender
      '\u2c72alletConnect', // W with hook
      'MetaMa\ua7a9k', // s with oblique stroke
      'Coinba\uff04e', // full-width dollar
      'Met\ufe6bMask', // small commercial at
      'Co\u01c3nbase', // alveolar click, drawn as '!'
      'Meta\u02d1Mask', // modifier letters that draw a dot, a tick, a tatweel, a prolonged sound mark
      'Meta\u0640Mask',
      'Meta\u30fcMask',
      'Brave\u94b1\u5305', // Brave + 'wallet' in Chinese, written without a space
      'Brave\u8ca1\u5e03',
      'MetaMsak',
      'Metamsk',
      'WalletConect',
      'Rainbwo',
      'Rainbovv',
      'Coin6ase',
    ])
      expect(resembles(name), JSON.stringify(name)).toBe(true)
  })

  it('leaves right-to-left names with direction marks and a Cyrillic word before a Latin one alone', () => {
    for (const name of [
      '\u0645\u062d\u0641\u0638\u0629\u200f',
      '\u05d0\u05e8\u05e0\u05e7 \u200ePro',
      'Wallet\u200f',
      'КриптоWallet',
    ])
      expect(resembles(name), JSON.stringify(name)).toBe(false)
  })
})
