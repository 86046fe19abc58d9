import { breakdownParts, type ChooseBreakdown } from './chooseBreakdown.ts'
import type { IdleResult } from './idle.ts'
import type { HoverSample, JourneySample } from './journey.ts'
import type { WalletConnectResult, WalletConnectSample } from './walletConnectJourney.ts'

export type TimedFigure =
  | Exclude<keyof JourneySample, 'chooseParts' | 'reloadParts' | 'reloadShiftSources'>
  | keyof HoverSample

/** Targets from docs/requirements.md ("Budgets"); reported, not enforced: timings on a shared machine are noisy. */
export const interactionTargets: Partial<Record<TimedFigure, number>> = {
  clickToList: 300,
  chooseToAddress: 150,
  loadScripting: 400,
}

/** The machine's 1-minute load average when the bench started and ended, and its core count. */
export type MachineLoad = { start: number; end: number; cores: number }

export type InteractionResult = {
  conditions: {
    network: string
    cpuSlowdown: number
    runs: number
    blockTimeSeconds: number
    hiddenTab: string
    load: MachineLoad
  }
  medians: Record<TimedFigure, number>
  samples: { journeys: JourneySample[]; hovers: HoverSample[] }
  idle: IdleResult
  /** FCP of the prerendered home page and of a static copy of it without scripts, alternated cold runs. */
  staticCopy: { prerenderedFcp: number[]; staticFcp: number[] }
  /** Choose WalletConnect → QR, and the phone wallet's approval → address, against the local relay. */
  walletConnect: WalletConnectResult
  targetsMet: Record<string, boolean>
}

/** A reload with a saved session: the account arriving may not move the page (a score; 0.001 absorbs sub-pixel rounding). */
export const reloadClsTarget = 0.001

/** The prerendered page may paint at most this much later than its static copy. */
export const staticCopyTolerance = 0.1

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] as number)
    : Math.round(((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2)
}

export function medians(
  journeys: readonly JourneySample[],
  hovers: readonly HoverSample[],
): Record<TimedFigure, number> {
  const of = <T>(samples: readonly T[], key: keyof T) => median(samples.map((sample) => Number(sample[key])))
  return {
    fcp: of(journeys, 'fcp'),
    lcp: of(journeys, 'lcp'),
    // In thousandths, so the median of an even count (which rounds) keeps three decimals.
    cls: median(journeys.map((sample) => Math.round(sample.cls * 1000))) / 1000,
    reloadCls: median(journeys.map((sample) => Math.round(sample.reloadCls * 1000))) / 1000,
    connectEnabled: of(journeys, 'connectEnabled'),
    clickToList: of(journeys, 'clickToList'),
    clickRequests: of(journeys, 'clickRequests'),
    clickBytes: of(journeys, 'clickBytes'),
    hoverClickToList: of(hovers, 'hoverClickToList'),
    chooseToAddress: of(journeys, 'chooseToAddress'),
    reloadToAddress: of(journeys, 'reloadToAddress'),
    reloadToAccountButton: of(journeys, 'reloadToAccountButton'),
    loadScripting: of(journeys, 'loadScripting'),
    loadBusy: of(journeys, 'loadBusy'),
    loadEventScripting: of(journeys, 'loadEventScripting'),
  }
}

type Split = 'chooseParts' | 'reloadParts'

/** Each part of choose (or reload) → address, its median over the runs (the parts' medians need not add up to the total's). */
export function breakdownMedians(journeys: readonly JourneySample[], split: Split = 'chooseParts'): ChooseBreakdown {
  const entries = breakdownParts.map((part) => [part, median(journeys.map((sample) => sample[split][part]))])
  return Object.fromEntries(entries) as ChooseBreakdown
}

const partNames: Record<Split, Record<keyof ChooseBreakdown, string>> = {
  chooseParts: {
    click: 'click handled',
    wallet: 'wallet answers',
    module: 'wallet module',
    render: 'state → header committed',
    afterCommit: 'committed → seen',
  },
  reloadParts: {
    click: 'page until reconnect',
    wallet: 'wallet answers',
    module: 'wallet module',
    render: 'state → header committed',
    afterCommit: 'committed → seen',
  },
}

function breakdownRow(journeys: readonly JourneySample[], split: Split): [string, string, string, string] {
  const parts = breakdownMedians(journeys, split)
  const names = partNames[split]
  return ['  of which (medians)', breakdownParts.map((part) => `${names[part]} ${parts[part]}`).join(', '), '', '']
}

export function walletConnectMedians(samples: readonly WalletConnectSample[]): WalletConnectSample {
  const of = (key: keyof WalletConnectSample) => median(samples.map((sample) => sample[key]))
  return {
    chooseToQr: of('chooseToQr'),
    chooseRequests: of('chooseRequests'),
    chooseBytes: of('chooseBytes'),
    approveToAddress: of('approveToAddress'),
  }
}

function walletConnectRows(result: WalletConnectResult): [string, string, string, string][] {
  if ('skipped' in result) return [['WalletConnect (local relay)', result.skipped, '', '']]
  const range = (key: keyof WalletConnectSample) => {
    const values = result.samples.map((sample) => sample[key])
    return values.length < 2 ? '' : ` (min–max ${Math.min(...values)}–${Math.max(...values)})`
  }
  const { chooseToQr, chooseRequests, chooseBytes, approveToAddress } = result.medians
  return [
    [
      'choose WalletConnect → QR shown (local relay)',
      `${chooseToQr} ms${range('chooseToQr')}, ${chooseRequests} requests, ${(chooseBytes / 1000).toFixed(1)} kB`,
      '',
      '',
    ],
    ['wallet approves → address shown (local relay)', `${approveToAddress} ms${range('approveToAddress')}`, '', ''],
  ]
}

export function targetsMet(
  result: Pick<InteractionResult, 'medians' | 'idle' | 'staticCopy'>,
): Record<string, boolean> {
  const { medians: figures, idle, staticCopy } = result
  return {
    prerenderedFcp: median(staticCopy.prerenderedFcp) <= median(staticCopy.staticFcp) * (1 + staticCopyTolerance),
    clickToList: figures.clickToList <= (interactionTargets.clickToList ?? 0),
    chooseToAddress: figures.chooseToAddress <= (interactionTargets.chooseToAddress ?? 0),
    loadScripting: figures.loadScripting <= (interactionTargets.loadScripting ?? 0),
    // 'No layout shift when the wallet state arrives': the header keeps its boxes when the account replaces 'Connect Wallet'.
    reloadCls: figures.reloadCls <= reloadClsTarget,
    idleVisible: readBatches(idle.visible) <= idle.visible.blocks,
    idleHidden: idle.hidden.requests === 0,
    idleStake: readBatches(idle.stake) <= idle.stake.blocks,
  }
}

/** Requests beyond the block polls and CORS preflights: the reads, at most one batch per new block. */
function readBatches(window: IdleResult['visible']): number {
  return window.requests - window.preflights - (window.methods.eth_blockNumber ?? 0)
}

/** '; moved: header.site-header, …' when any run's reload shifted something. */
function movedOnReload(result: InteractionResult): string {
  const moved = [...new Set(result.samples.journeys.flatMap((sample) => sample.reloadShiftSources))]
  return moved.length > 0 ? `; moved: ${moved.join(', ')}` : ''
}

const mark = (met: boolean | undefined) => (met === undefined ? '' : met ? 'met' : 'MISSED')

/** ' (min–max 240–410)' of a figure over the runs, so one median is read with its spread. */
function spread(result: InteractionResult, figure: TimedFigure): string {
  const { journeys, hovers } = result.samples
  const values = [...journeys, ...hovers].flatMap((sample) =>
    figure in sample ? [Number((sample as Record<string, number>)[figure])] : [],
  )
  if (values.length < 2) return ''
  const format = (value: number) => (figure === 'cls' || figure === 'reloadCls' ? value.toFixed(3) : String(value))
  return ` (min–max ${format(Math.min(...values))}–${format(Math.max(...values))})`
}

/** The interaction table `npm run bench` prints. */
export function formatInteraction(result: InteractionResult): string {
  const { medians: figures, idle, conditions, targetsMet: met } = result
  const traffic = (window: IdleResult['visible']) =>
    `${window.requests} (${window.methods.eth_blockNumber ?? 0} polls, ${readBatches(window)} read batches, ` +
    `${window.calls} calls, ${window.preflights} preflights; ${window.blocks} blocks)`
  const ms = (figure: TimedFigure) => `${figures[figure]} ms${spread(result, figure)}`
  const range = (values: readonly number[]) => `${Math.min(...values)}–${Math.max(...values)}`
  const { prerenderedFcp, staticFcp } = result.staticCopy
  const rows: [string, string, string, string][] = [
    ['First Contentful Paint', ms('fcp'), '', ''],
    ['Largest Contentful Paint', ms('lcp'), '', ''],
    [
      'FCP, prerendered / (static copy, no scripts)',
      `${median(prerenderedFcp)} ms (min–max ${range(prerenderedFcp)}) / ${median(staticFcp)} ms (${range(staticFcp)})`,
      `≤ +${staticCopyTolerance * 100} %`,
      mark(met.prerenderedFcp),
    ],
    ['Cumulative Layout Shift', `${figures.cls.toFixed(3)}${spread(result, 'cls')}`, '', ''],
    ["'Connect Wallet' enabled (hydrated)", ms('connectEnabled'), '', ''],
    [
      'main thread during load: scripting / busy',
      `${ms('loadScripting')} / ${ms('loadBusy')}`,
      `scripting ≤ ${interactionTargets.loadScripting} ms`,
      mark(met.loadScripting),
    ],
    [
      '  of which by the load event / after it (idle hints evaluated, first reads)',
      `${ms('loadEventScripting')} / ${figures.loadScripting - figures.loadEventScripting} ms`,
      '',
      '',
    ],
    [
      'click → wallet list, no hover',
      `${ms('clickToList')}, ${figures.clickRequests} requests, ${(figures.clickBytes / 1000).toFixed(1)} kB`,
      '≤ 300 ms',
      mark(met.clickToList),
    ],
    ['click after 300 ms hover → wallet list', ms('hoverClickToList'), '', ''],
    ['choose the wallet → address shown', ms('chooseToAddress'), '≤ 150 ms', mark(met.chooseToAddress)],
    breakdownRow(result.samples.journeys, 'chooseParts'),
    ['reload → address shown (the page served for the account cookie names it)', ms('reloadToAddress'), '', ''],
    ['reload → account button (the wallet has answered)', ms('reloadToAccountButton'), '', ''],
    breakdownRow(result.samples.journeys, 'reloadParts'),
    [
      'CLS, reload with a saved session',
      `${figures.reloadCls.toFixed(3)}${spread(result, 'reloadCls')}${movedOnReload(result)}`,
      `≤ ${reloadClsTarget}`,
      mark(met.reloadCls),
    ],
    ...walletConnectRows(result.walletConnect),
    [
      `node requests, ${idle.visible.seconds} s idle, visible`,
      traffic(idle.visible),
      'batches ≤ blocks',
      mark(met.idleVisible),
    ],
    [`node requests, ${idle.hidden.seconds} s idle, hidden`, traffic(idle.hidden), '0', mark(met.idleHidden)],
    [
      `node requests, first ${idle.afterReturn.seconds} s after showing again`,
      `${idle.afterReturn.requests} (${idle.afterReturn.calls} calls)`,
      '',
      '',
    ],
    [
      `node requests, ${idle.stake.seconds} s idle on /stake (connected)`,
      traffic(idle.stake),
      'batches ≤ blocks',
      mark(met.idleStake),
    ],
  ]
  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)))
  return [
    `Interaction (${conditions.network}, ${conditions.cpuSlowdown}× CPU, medians of ${conditions.runs} cold runs; idle once, ` +
      `anvil mining every ${conditions.blockTimeSeconds} s; hidden tab: ${conditions.hiddenTab})`,
    `  load average (1 min) ${conditions.load.start.toFixed(2)} at the start, ${conditions.load.end.toFixed(2)} at the end, ` +
      `${conditions.load.cores} cores${conditions.load.end > conditions.load.cores / 2 ? ': a busy machine, timings are not comparable' : ''}`,
    ...rows.map(([name, value, target, state]) =>
      `  ${name.padEnd(widths[0] ?? 0)}  ${value.padEnd(widths[1] ?? 0)}  ${target.padEnd(widths[2] ?? 0)}  ${state}`.trimEnd(),
    ),
  ].join('\n')
}
