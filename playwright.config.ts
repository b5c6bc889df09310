import { defineConfig, devices } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 3199)
export const E2E_BASE_URL = `http://localhost:${PORT}`

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.TEST_RESULTS_DIR ?? 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A bound on a hang, not on speed, and the same for every test. A journey with two browsers takes
  // 40–50 s on this 2-core machine while the integration suite runs beside it (load average ≈ 11), and
  // on a slow day every test takes twice as long again: sign-up and onboarding takes 41 s on an
  // ordinary day, and on a slow one it ran past 90 s and failed a run that was only slow.
  timeout: 180_000,
  // An answer that takes 3–5 s on a quiet machine took over 10 s at a load average of 11 (a form's toast).
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: `${process.env.TEST_RESULTS_DIR ?? 'test-results'}/e2e-report.json` }]],
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'off',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Builds nothing: run `npm run build` (with the same BUILD_DIR) first. Starts the server on a fresh
  // PostgreSQL database and removes both after the run (tests/e2e/global-setup.ts).
  globalSetup: './tests/e2e/global-setup.ts',
  projects: [
    { name: 'chromium', testIgnore: /\.serial\.spec\.ts$/ },
    // Tests that change what every other test reads (a catalogue price) run alone, after the others.
    { name: 'serial', testMatch: /\.serial\.spec\.ts$/, dependencies: ['chromium'], fullyParallel: false },
  ],
})
