import { defineConfig } from '@playwright/test'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium'

/**
 * The release check (scripts/release-check.mjs): the current host with the
 * previous release's remotes and the previous host with the current remotes.
 * Each test starts its own servers; VITRINA_PREVIOUS_DIR names the previous
 * release's built checkout.
 */
export default defineConfig({
  testDir: './release',
  outputDir: './test-results/release',
  // The two directions start servers of their own: they run side by side.
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    locale: 'es-ES',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
})
