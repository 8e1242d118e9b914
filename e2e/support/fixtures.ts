import { type APIRequestContext, expect, type Page, test as base } from '@playwright/test'

import { AppPage } from '../pages/app-page'
import type { Account } from './accounts'
import { watchCsp } from './csp'
import { apiURL, loginAs, type LoginResponse } from './session'

export interface VitrinaFixtures {
  /** The shell + remotes page object. */
  app: AppPage
  /** Requests to the real API at 127.0.0.1 with `X-Subdomain: demo` (override per call). */
  api: APIRequestContext
  /** Logs an account in through the API and seeds this page's storage. */
  login: (account: Account) => Promise<LoginResponse>
}

/** Playwright's `test` with Vitrina's fixtures: import `{ test, expect }` from here. */
export const test = base.extend<VitrinaFixtures>({
  // Every page of every test fails on a Content-Security-Policy violation.
  context: async ({ context }, use) => {
    const violations = await watchCsp(context)
    await use(context)
    expect(violations, 'Content-Security-Policy violations').toEqual([])
  },
  app: async ({ page }, use) => {
    await use(new AppPage(page))
  },
  api: async ({ playwright }, use) => {
    const api = await playwright.request.newContext({
      baseURL: `${apiURL()}/api/v1/`,
      extraHTTPHeaders: { 'X-Subdomain': 'demo' },
    })
    await use(api)
    await api.dispose()
  },
  login: async ({ page }: { page: Page }, use) => {
    await use((account: Account) => loginAs(page, account))
  },
})

export { expect }
