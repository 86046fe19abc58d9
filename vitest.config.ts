import { configDefaults, defineConfig } from 'vitest/config'
import { themeCss } from './scripts/vite/themeCssPlugin.ts'

// Projects, run by `npm test` in this order (chain and server together, `npm run test:node`):
// unit  – happy-dom, scripted providers, no network, no anvil (src/**/*.test.ts(x), tests/unit)
// chain – node, real anvil + contracts (tests/chain), two files at a time
// server – node, the production server and sign-in API under load and faults, real redis-server (tests/server),
//         two files at a time
// e2e   – node driving Debian's chromium against anvil + the app (tests/e2e), two files at a time: each file
//         has its own anvil, dev server and Chromium on free ports, and builds go to temporary folders
// e2e-serial – the e2e files that assert how long the app waits (a limit between two bounds) or stop the
//         WalletConnect relay mid-session, after the others, two at a time among themselves: their neighbour is
//         another of these mostly waiting files, never a heavy page journey that could push them past the bound
// Each npm script (test:unit, test:node, test:e2e; test:chain, test:server alone) also writes its results as JSON, so .ci/run can
// print one plain 'N passed, N failed' line for the whole suite.
const resultsFile = `test-output/results-${(process.env.npm_lifecycle_event ?? 'vitest').replace(/[^\w-]/g, '-')}.json`

// Run after the other e2e files, two at a time among themselves (see e2e-serial above).
const timedE2eFiles = [
  'tests/e2e/walletconnect.test.ts',
  'tests/e2e/walletconnectSession.test.ts',
  'tests/e2e/safe.test.ts',
  // The relay stops for a second mid-session; the SDKs' reconnect back-off must finish inside the wallet's wait.
  'tests/e2e/walletconnectWrites.test.ts',
]

// E2E_WORKERS=1 runs the e2e files one at a time, as before they ran in parallel.
const e2eWorkers = Number(process.env.E2E_WORKERS) || 2

export default defineConfig({
  // The app imports its theme as a stylesheet the build writes (virtual:theme.css).
  plugins: [themeCss()],
  test: {
    reporters: ['default', 'json'],
    // Failure messages quote the whole value (page errors, axe findings): CI shows only the message, not the diff.
    chaiConfig: { truncateThreshold: 0 },
    outputFile: { json: resultsFile },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          // Each file in a fresh VM context of a long-lived worker, instead of a fresh process: every file still
          // gets its own modules and happy-dom window, without paying a process, Node's module loading and a new
          // environment per file (a process per file took about twice as long: README.md).
          pool: 'vmForks',
          // Vitest's default is one worker per core minus one: a single worker on a 2-core CI machine, while the
          // property files are pure CPU and the main process mostly waits.
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'chain',
          environment: 'node',
          include: ['tests/chain/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Each file starts its own anvil on a free port; two at a time (Vitest's default on 2 cores is one).
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Servers, redis-server and builds on free ports and temporary folders: two files at a time.
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...timedE2eFiles],
          globalSetup: ['tests/e2e/harness/warmDevCache.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          maxWorkers: e2eWorkers,
          sequence: { groupOrder: 3 },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e-serial',
          environment: 'node',
          include: timedE2eFiles,
          globalSetup: ['tests/e2e/harness/warmDevCache.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          maxWorkers: e2eWorkers,
          sequence: { groupOrder: 4 },
        },
      },
    ],
  },
})
