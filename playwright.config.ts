import { defineConfig } from '@playwright/test';

// End-to-end tests run the built app (dist/) in Debian's Chromium against the real local stack
// (identity emulator, API on a fresh embedded PostgreSQL), started by tests/e2e/fixtures.ts.
// E2E_OUTPUT_DIR keeps parallel runs' artefacts apart.
const outputDir = process.env.E2E_OUTPUT_DIR ?? 'test-results';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir,
  timeout: 120_000,
  // One worker: a stack (identity, API, database) and Chromium fill this 2-core machine; a second
  // worker made every test three times slower and timing-sensitive (E2E_WORKERS overrides).
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: 0,
  reporter: [['list'], ['json', { outputFile: `${outputDir}/e2e.json` }]],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    timezoneId: 'Asia/Kuala_Lumpur',
    locale: 'en-GB',
    // Recording a trace (DOM snapshots, every response body) costs a third of each test's time on
    // this 2-core machine; E2E_TRACE=1 records one for a failing test when looking into it.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
});
