import { defineConfig } from 'vitest/config'

// Kept apart from vite.config.ts: the React Router plugin is not wanted in tests.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['app/**/*.test.{ts,tsx}', 'db/**/*.test.ts', 'server/**/*.test.ts'],
          environment: 'node',
          // Unit tests touch no shared state (no database, no server, no process-wide env they leave
          // changed), so they share workers and loaded modules: a third of the time of a fresh module
          // graph per file, most of which went to importing the same modules again.
          pool: 'threads',
          isolate: false,
          // Vitest's 5 s is too short on a loaded two-core machine for the few tests that do real work
          // (the first invoice PDF loads and subsets its fonts); a stuck test still fails, just later.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/integration-setup.ts'],
          environment: 'node',
          // Bounds on a hang, not on speed: a heavy test (a hundred refused sign-ins, each a password hash)
          // that takes 20 s on a quiet machine took over 120 s while the browser suite ran beside it.
          testTimeout: 300_000,
          hookTimeout: 300_000,
          // Two files at a time: a file mostly waits on its server child, so two keep both cores busy.
          fileParallelism: true,
          maxWorkers: 2,
          env: { LOG_LEVEL: 'silent' },
        },
      },
    ],
  },
})
