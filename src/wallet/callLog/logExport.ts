/**
 * The log's export: its header's description (committed by every entry's hash through `genesisHash`) and the
 * hash-chained entries as an object, pretty JSON or NDJSON. The export's chaining loads on first use.
 */
import type { CallLogEntry } from '../types.ts'
import { MODULE_NAME, MODULE_VERSION } from '../version.ts'
import type { CallLog, CallLogExport, CallLogOptions } from './callLogApi.ts'
import type { CallLogDescription } from './hashChain.ts'
import type { LogChain } from './logChain.ts'
import { CALL_LOG_SCHEMA_VERSION } from './schemaVersion.ts'

const EXPORT_CHECKPOINT_WAIT_MS = 3000

export function describeLog(
  options: CallLogOptions,
  sessionId: string,
  startedAt: number,
  limit: number,
  chainStartSeq: number,
): CallLogDescription {
  return {
    schemaVersion: CALL_LOG_SCHEMA_VERSION,
    module: MODULE_NAME,
    version: MODULE_VERSION,
    // Only a string names the app: anything else (however hostile) is left out of the description.
    app: typeof options.appName === 'string' ? options.appName : undefined,
    origin: (globalThis as { location?: { origin?: string } }).location?.origin || undefined,
    userAgent: (globalThis as { navigator?: { userAgent?: string } }).navigator?.userAgent || undefined,
    sessionId,
    startedAt: new Date(startedAt).toISOString(),
    limit,
    chainStartSeq,
    hashAlgorithm: 'SHA-256',
  }
}

/**
 * The export of a log: `restored` settles once restored entries are checked, `firstSeq` is the oldest seq the
 * log holds (the next one when empty).
 */
export function createLogExport(
  description: CallLogDescription,
  { genesis, sealer, loadAnchor, anchor }: LogChain,
  restored: Promise<void>,
  list: () => readonly CallLogEntry[],
  firstSeq: () => number,
  now: () => number,
): Pick<CallLog, 'export' | 'exportJson' | 'exportNdjson'> {
  async function exportLog(): Promise<CallLogExport> {
    await restored
    const sealed = await sealer.load()
    await sealed.idle()
    // A checkpoint covering what is sealed now, when a server answers in time: the export carries it.
    const client = await loadAnchor()
    if (client) {
      await client.flush(EXPORT_CHECKPOINT_WAIT_MS)
      await sealed.idle()
    }
    const { exportWith } = await import('./exportChain.ts')
    return exportWith(list(), await genesis(), sealed, description, firstSeq(), now(), anchor()?.checkpoints ?? [])
  }
  return {
    export: exportLog,
    exportJson: async () => JSON.stringify(await exportLog(), null, 2),
    async exportNdjson() {
      const { header, entries } = await exportLog()
      return `${[header, ...entries].map((line) => JSON.stringify(line)).join('\n')}\n`
    },
  }
}
