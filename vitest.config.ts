import { defineConfig } from 'vitest/config'

// Four projects, run one after another by `npm test`:
// unit  – happy-dom, scripted providers, no network, no anvil (src/**/*.test.ts(x), tests/unit)
// chain – node, real anvil + contracts (tests/chain)
// server – node, the production server and sign-in API under load and faults, real redis-server (tests/server)
// e2e   – node driving Debian's chromium against anvil + the app (tests/e2e)
// Each npm script (test:unit, test:chain, test:server, test:e2e) also writes its results as JSON, so .ci/run can
// print one plain 'N passed, N failed' line for the whole suite.
const resultsFile = `test-output/results-${(process.env.npm_lifecycle_event ?? 'vitest').replace(/[^\w-]/g, '-')}.json`

export default defineConfig({
  test: {
    reporters: ['default', 'json'],
    outputFile: { json: resultsFile },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
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
          fileParallelism: false,
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
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
