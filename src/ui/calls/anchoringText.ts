import type { CallLogAnchoring } from '../../wallet/index.ts'

const time = (iso: string): string =>
  new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false })

const later = (count: number): string =>
  count === 0 ? 'every entry anchored' : `${count} later entr${count === 1 ? 'y' : 'ies'} not yet anchored`

/**
 * How far the app server's signed checkpoints cover the log, in one line: 'Anchored up to #41 at 14:02:11 ·
 * 2 later entries not yet anchored', or why not ('Not anchored: no server'). `lastSeq` is the log's newest entry.
 */
export function anchoringText(anchoring: CallLogAnchoring, lastSeq: number | undefined): string {
  const { checkpoint } = anchoring
  const covered = checkpoint
    ? `Anchored up to #${checkpoint.seq} at ${time(checkpoint.issuedAt)} · ${later(Math.max(0, (lastSeq ?? checkpoint.seq) - checkpoint.seq))}`
    : undefined
  switch (anchoring.status) {
    case 'off':
    case 'no-server':
      return 'Not anchored: no server'
    case 'waiting':
      return covered ?? 'Not anchored yet: the server signs the log when an action ends'
    case 'anchored':
      return covered ?? 'Not anchored yet'
    case 'unreachable':
      return `${covered ?? 'Not anchored yet'} · the server cannot be reached; trying again`
    case 'refused':
      return `${covered ?? 'Not anchored'} · anchoring stopped: the server holds another chain for this page`
  }
}
