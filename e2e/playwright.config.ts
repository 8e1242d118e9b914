import { defineConfig } from '@playwright/test'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium'

/**
 * The composed product in Debian's Chromium. The global setup starts the
 * server once per run (free port, fresh data dir) and sets VITRINA_E2E_BASE_URL,
 * which workers read when they load this file.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  forbidOnly: Boolean(process.env.CI),
  // One retry in CI: a test that passes only on its retry is reported as flaky, not hidden.
  retries: process.env.CI ? 1 : 0,
  // A test that walks several screens (the axe gate, the owner's flows) on 2 cores with
  // 2 workers needs more than 45 s; expectations keep their own 15-s bound.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    baseURL: process.env.VITRINA_E2E_BASE_URL,
    browserName: 'chromium',
    locale: 'es-ES',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // Recording a trace costs every test about a sixth of its time: CI records the retry of a
    // failed test only.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
})
