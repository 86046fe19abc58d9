import type { CDPSession } from 'playwright-core'

/** Slow 4G as the interaction targets are defined: 1.6 Mbps down, 750 kbps up, 150 ms round trip. */
export const slow4g = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
} as const

export const cpuSlowdown = 4

/** Applies the network and CPU throttling to the page behind `session` (every request, the node's included). */
export async function throttle(session: CDPSession): Promise<void> {
  await session.send('Network.enable')
  await session.send('Network.emulateNetworkConditions', slow4g)
  await session.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
}
