import { describe, expect, it } from 'vitest'
import type { Eip6963Entry } from '../discovery/eip6963.ts'
import { scriptedProvider } from '../testing/scriptedProvider.ts'
import { buildOptions, type OptionInputs } from './buildOptions.ts'
import { fullNameReader } from './nameReader.ts'
import { offeredWallets } from './offeredWallets.ts'

const OFFERED = ['Browser Wallet', 'Safe', 'Rainbow', 'Coinbase Wallet', 'MetaMask', 'WalletConnect', 'Brave Wallet']
const entry = (rdns: string, name: string, uuid = rdns): Eip6963Entry => ({
  info: { uuid, name, rdns, icon: 'data:image/svg+xml,x' },
  provider: scriptedProvider(),
})
const inputs = (overrides: Partial<OptionInputs> = {}): OptionInputs => ({
  win: {} as Window,
  entries: [],
  recent: [],
  walletConnectAvailable: false,
  safeReady: undefined,
  extra: [],
  nameReader: fullNameReader,
  ...overrides,
})
const byId = (built: ReturnType<typeof buildOptions>, id: string) => built.options.find((o) => o.id === id)

describe('buildOptions', () => {
  it('offers the built-in list in group Popular with inline icons, backgrounds and download data', () => {
    const { options } = buildOptions(inputs())
    expect(options.map((o) => o.name)).toEqual(OFFERED)
    for (const option of options) {
      expect(option.groupName).toBe('Popular')
      expect(option.iconUrl).toMatch(/^data:image\/svg\+xml,/)
      expect(option.iconBackground).toMatch(/^#[0-9A-F]{6}$/i)
    }
    expect(byId(buildOptions(inputs()), 'metaMask')?.downloadUrls?.chrome).toMatch(/^https:\/\/chromewebstore/)
    expect(byId(buildOptions(inputs()), 'rainbow')?.mobileInstructions?.map((s) => s.step)).toEqual([
      'install',
      'create',
      'scan',
    ])
    expect(byId(buildOptions(inputs()), 'brave')?.extensionInstructions?.map((s) => s.step)).toEqual([
      'install',
      'create',
      'refresh',
    ])
  })

  it("labels wallets that cannot connect: 'is not installed' and '(unsupported)' with the reason", () => {
    const built = buildOptions(inputs())
    expect(byId(built, 'injected')).toMatchObject({ ready: false, notReadyLabel: 'is not installed' })
    expect(byId(built, 'brave')).toMatchObject({ ready: false, notReadyLabel: 'is not installed' })
    expect(byId(built, 'safe')).toMatchObject({
      ready: false,
      notReadyLabel: '(unsupported)',
      hint: 'Works only inside the Safe app',
    })
    expect(byId(built, 'walletConnect')).toMatchObject({
      ready: false,
      notReadyLabel: '(unsupported)',
      usesWalletConnect: true,
      hint: 'Needs a WalletConnect project id',
    })
    expect(built.routes.size).toBe(0)
  })

  it('without WalletConnect, a missing wallet that could pair is just not installed (the way in is its Get page)', () => {
    const built = buildOptions(inputs())
    for (const id of ['metaMask', 'rainbow', 'coinbase']) {
      const option = byId(built, id)
      expect(option, id).toMatchObject({ ready: false, notReadyLabel: 'is not installed' })
      expect(option?.usesWalletConnect, id).toBeUndefined()
      expect(option?.hint, id).toBeUndefined()
    }
  })

  it('describes where each wallet is got: Safe as a web app, WalletConnect with nothing to download', () => {
    const built = buildOptions(inputs())
    expect(byId(built, 'safe')?.downloadUrls).toEqual({ webApp: 'https://app.safe.global' })
    expect(byId(built, 'walletConnect')?.downloadUrls).toBeUndefined()
  })

  it('routes MetaMask, Rainbow and Coinbase through WalletConnect when they are not injected', () => {
    const built = buildOptions(inputs({ walletConnectAvailable: true, safeReady: true }))
    for (const id of ['metaMask', 'rainbow', 'coinbase', 'walletConnect']) {
      expect(byId(built, id)).toMatchObject({ ready: true, usesWalletConnect: true })
      expect(built.routes.get(id)?.kind).toBe('walletConnect')
    }
    expect(built.routes.get('walletConnect')).toMatchObject({ showQrModal: true })
    const rainbow = built.routes.get('rainbow')
    expect(rainbow?.kind === 'walletConnect' && rainbow.deepLink?.('wc:a@2')).toBe('rainbow://wc?uri=wc%3Aa%402')
    expect(byId(built, 'safe')).toMatchObject({ ready: true })
    expect(byId(built, 'brave')?.ready).toBe(false)
  })

  it('prefers an EIP-6963 announcement, then the legacy flag', () => {
    const legacy = scriptedProvider({}, { isMetaMask: true })
    const win = { ethereum: legacy } as unknown as Window
    const announced = entry('io.metamask', 'MetaMask')
    const withBoth = buildOptions(inputs({ win, entries: [announced] }))
    const route = withBoth.routes.get('metaMask')
    expect(route?.kind === 'injected' && route.find()).toBe(announced.provider)
    expect(route?.kind === 'injected' && route.type).toBe('eip6963')
    const legacyOnly = buildOptions(inputs({ win }))
    const legacyRoute = legacyOnly.routes.get('metaMask')
    expect(legacyRoute?.kind === 'injected' && legacyRoute.find()).toBe(legacy)
    expect(byId(legacyOnly, 'injected')?.ready).toBe(true)
    expect(byId(legacyOnly, 'metaMask')?.usesWalletConnect).toBeUndefined()
  })

  it('offers discovered wallets outside the list in group Installed', () => {
    const built = buildOptions(inputs({ entries: [entry('io.rabby', 'Rabby')] }))
    expect(byId(built, 'eip6963:io.rabby')).toMatchObject({
      name: 'Rabby',
      ready: true,
      groupName: 'Installed',
      iconUrl: 'data:image/svg+xml,x',
    })
    expect(built.options.filter((o) => o.name === 'Rabby')).toHaveLength(1)
  })

  it('flags two announcements claiming one rdns instead of merging them: the built-in option asks which', () => {
    const first = entry('io.metamask', 'MetaMask', 'u1')
    const second = entry('io.metamask', 'MetaMask', 'u2')
    for (const entries of [
      [first, second],
      [second, first],
    ]) {
      const built = buildOptions(inputs({ entries }))
      // Announcement order decides nothing: the built-in button binds to no provider and lists both.
      expect(byId(built, 'metaMask')).toMatchObject({
        impersonationWarning: true,
        ready: true,
        claimants: ['eip6963:io.metamask', 'eip6963:io.metamask#2'],
      })
      expect(built.routes.get('metaMask')).toBeUndefined()
      for (const [id, claimant] of [
        ['eip6963:io.metamask', entries[0]],
        ['eip6963:io.metamask#2', entries[1]],
      ] as const) {
        expect(byId(built, id)).toMatchObject({ impersonationWarning: true, name: 'MetaMask', groupName: 'Installed' })
        const route = built.routes.get(id)
        expect(route?.kind === 'injected' && route.find()).toBe(claimant?.provider)
      }
    }
    const unknownTwice = buildOptions(inputs({ entries: [entry('com.x', 'X', 'a'), entry('com.x', 'X', 'b')] }))
    expect(unknownTwice.options.filter((o) => o.name === 'X').map((o) => o.impersonationWarning)).toEqual([true, true])
    const alone = byId(buildOptions(inputs({ entries: [first] })), 'metaMask')
    expect(alone?.impersonationWarning).toBeUndefined()
    expect(alone?.claimants).toBeUndefined()
  })

  it('gives announced wallets ids of their own namespace: an rdns equal to a built-in id takes nothing over', () => {
    const legacy = scriptedProvider({}, { isMetaMask: true })
    const win = { ethereum: legacy } as unknown as Window
    const hostile = ['metaMask', 'walletConnect', 'injected', 'rainbow', 'safe', 'brave', 'coinbase'].map((rdns) =>
      entry(rdns, `Evil ${rdns}`),
    )
    const built = buildOptions(inputs({ win, entries: hostile }))
    const builtInIds = offeredWallets.map((wallet) => wallet.id)
    for (const id of builtInIds) {
      expect(
        built.options.filter((o) => o.id === id),
        id,
      ).toHaveLength(1)
      const route = built.routes.get(id)
      if (route?.kind === 'injected') expect(hostile.map((e) => e.provider)).not.toContain(route.find())
    }
    expect(byId(built, 'metaMask')).toMatchObject({ name: 'MetaMask', ready: true })
    const metaMaskRoute = built.routes.get('metaMask')
    expect(metaMaskRoute?.kind === 'injected' && metaMaskRoute.find()).toBe(legacy)
    for (const e of hostile) expect(byId(built, `eip6963:${e.info.rdns}`)?.name).toBe(e.info.name)
    expect(built.options.every((o) => !o.id.startsWith('eip6963:') || !builtInIds.includes(o.id))).toBe(true)
  })

  it('warns when an announced wallet takes the name of a built-in wallet another provider serves', () => {
    const real = entry('io.metamask', 'MetaMask', 'real')
    const impostor = entry('com.evil', ' metamask ', 'evil')
    const built = buildOptions(inputs({ entries: [real, impostor] }))
    expect(byId(built, 'metaMask')).toMatchObject({ ready: true, impersonationWarning: true })
    expect(byId(built, 'eip6963:com.evil')).toMatchObject({ impersonationWarning: true })
    // Alone too: whether or not the built-in is installed, a wallet named like one is flagged.
    expect(byId(buildOptions(inputs({ entries: [impostor] })), 'eip6963:com.evil')?.impersonationWarning).toBe(true)
    expect(
      byId(buildOptions(inputs({ entries: [entry('io.rabby', 'Rabby')] })), 'eip6963:io.rabby')?.impersonationWarning,
    ).toBeUndefined()
  })

  it('flags look-alikes of every built-in by name or rdns (case, spaces, accents, confusable letters), and no one else', () => {
    const dev = {
      option: { id: 'dev', name: 'Dev Wallet', iconUrl: 'data:image/svg+xml,d', iconBackground: '#000000' },
      ready: true,
    }
    const lookAlikes = [
      entry('com.a', 'WalletConnect'),
      entry('com.b', 'SAFE'),
      entry('com.c', 'Meta Mask'),
      entry('com.d', 'MetаMask'), // Cyrillic а
      entry('com.e', 'Metarnask'),
      entry('com.f', 'Browser Wallet'),
      entry('com.g', 'browser'),
      entry('com.h', 'Dev  Wallet'),
      entry('com.i', 'Ráinbow'),
      entry('com.j', 'C0inbase'),
      entry('io.rnetamask', 'Helper'),
      entry('com.evil.metamask', 'Helper'),
      entry('me.rainbow.x', 'Helper'),
    ]
    const built = buildOptions(inputs({ entries: lookAlikes, extra: [dev] }))
    for (const { info } of lookAlikes)
      expect(byId(built, `eip6963:${info.rdns}`)?.impersonationWarning, `${info.name} ${info.rdns}`).toBe(true)
    const honest = [entry('io.rabby', 'Rabby'), entry('app.phantom', 'Phantom'), entry('com.safepal', 'SafePal')]
    const plain = buildOptions(inputs({ entries: honest, extra: [dev] }))
    for (const { info } of honest)
      expect(byId(plain, `eip6963:${info.rdns}`)?.impersonationWarning, info.name).toBeUndefined()
  })

  it("warns about look-alike letters and a brand's name plus a word, and lists them after every built-in", () => {
    const lookAlikes = [
      entry('com.a', 'ΜetaΜask'), // Greek capital Mu
      entry('com.b', 'MetɑMask'), // Latin alpha
      entry('com.c', 'Ⲙetaⲙask'), // Coptic Mu
      entry('com.d', 'MetaMask Official'),
      entry('com.e', 'Coinbase Wallet Extension'),
    ]
    const built = buildOptions(inputs({ entries: [...lookAlikes, entry('io.rabby', 'Rabby')] }))
    const lastBuiltIn = Math.max(...OFFERED.map((name) => built.options.findIndex((o) => o.name === name)))
    for (const { info } of lookAlikes) {
      const at = built.options.findIndex((o) => o.id === `eip6963:${info.rdns}`)
      expect(built.options[at]?.impersonationWarning, info.name).toBe(true)
      expect(at, info.name).toBeGreaterThan(lastBuiltIn)
    }
    expect(byId(built, 'eip6963:io.rabby')?.impersonationWarning).toBeUndefined()
  })

  it('never lets a flagged discovered wallet into Recent, above the built-in wallets', () => {
    const built = buildOptions(
      inputs({
        entries: [entry('com.evil', 'MetaMask'), entry('io.rabby', 'Rabby')],
        recent: ['eip6963:com.evil', 'eip6963:io.rabby'],
      }),
    )
    expect(built.options[0]).toMatchObject({ id: 'eip6963:io.rabby', groupName: 'Recent' })
    expect(byId(built, 'eip6963:com.evil')).toMatchObject({ groupName: 'Installed', recent: false })
  })

  it('offers only the named built-in wallets, in that order, when a catalogue is given', () => {
    const offered = offeredWallets.filter((wallet) => wallet.id === 'brave' || wallet.id === 'metaMask').reverse()
    const built = buildOptions(inputs({ offered, entries: [entry('io.rabby', 'Rabby')] }))
    expect(built.options.map((o) => o.id)).toEqual([...offered.map((w) => w.id), 'eip6963:io.rabby'])
  })

  it('moves the recent wallets to group Recent, most recent first', () => {
    const built = buildOptions(inputs({ recent: ['brave', 'metaMask', 'gone'] }))
    expect(built.options.slice(0, 2).map((o) => [o.id, o.groupName, o.recent])).toEqual([
      ['brave', 'Recent', true],
      ['metaMask', 'Recent', true],
    ])
    expect(built.options.filter((o) => o.id === 'brave')).toHaveLength(1)
    expect(built.options).toHaveLength(OFFERED.length)
  })

  it('adds extra connectors with their readiness', () => {
    const built = buildOptions(
      inputs({
        extra: [{ option: { id: 'dev', name: 'Dev Wallet', iconUrl: 'x', iconBackground: '#000' }, ready: true }],
      }),
    )
    expect(byId(built, 'dev')).toMatchObject({ ready: true, groupName: 'Installed' })
    expect(byId(built, 'dev')?.hint).toBeUndefined()
    expect(built.routes.get('dev')).toEqual({ kind: 'extra', index: 0 })
  })

  it("keeps an extra connector's hint, and says why one that is not ready cannot be used", () => {
    const option = { id: 'x', name: 'X', iconUrl: 'x', iconBackground: '#000' }
    const built = buildOptions(
      inputs({
        extra: [
          { option: { ...option, hint: 'local chain, no extension needed' }, ready: true },
          { option: { ...option, id: 'y' }, ready: false },
        ],
      }),
    )
    expect(byId(built, 'x')).toMatchObject({ ready: true, hint: 'local chain, no extension needed' })
    expect(byId(built, 'y')).toMatchObject({
      ready: false,
      notReadyLabel: '(unsupported)',
      hint: 'Not available in this browser',
    })
  })

  it("escapes an announced rdns in ids: 'io.metamask#2' cannot take the second MetaMask claimant's id", () => {
    const built = buildOptions(
      inputs({
        entries: [
          entry('io.metamask', 'MetaMask', 'a'),
          entry('io.metamask', 'MetaMask', 'b'),
          entry('io.metamask#2', 'Evil Wallet', 'c'),
        ],
      }),
    )
    const ids = built.options.map((option) => option.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(byId(built, 'metaMask')?.claimants).toEqual(['eip6963:io.metamask', 'eip6963:io.metamask#2'])
    expect(byId(built, 'eip6963:io.metamask%232')?.name).toBe('Evil Wallet')
    const route = built.routes.get('eip6963:io.metamask#2')
    expect(route?.kind === 'injected' && route.name).toBe('MetaMask')
  })

  it('flags a name or rdns longer than any wallet name, reading only its start', () => {
    const long = `Rabby ${'x'.repeat(200)}`
    expect(
      byId(buildOptions(inputs({ entries: [entry('io.rabby', long)] })), 'eip6963:io.rabby')?.impersonationWarning,
    ).toBe(true)
  })
})
