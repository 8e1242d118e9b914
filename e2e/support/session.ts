import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'

import type { Account } from './accounts'

export interface LoginResponse {
  email: string
  username: string
  user_id: number
  tokens: { access: string; refresh: string; visitor_id?: string | null }
}

/** The product's URL for the API calls made from Node (127.0.0.1: Node does not resolve *.localhost). */
export function apiURL(): string {
  const url = process.env.VITRINA_API_URL
  if (!url) throw new Error('VITRINA_API_URL is unset: run the tests through playwright.config.ts')
  return url
}

/** The browser URL of `path` on store `subdomain` (`http://<subdomain>.localhost:<port><path>`). */
export function storeURL(subdomain: string, pathname = '/'): string {
  return `http://${subdomain}.localhost:${process.env.VITRINA_PORT}${pathname}`
}

/** Logs `account` in through the real API (`POST /api/v1/login/`) and returns the answer. */
export async function apiLogin(
  request: APIRequestContext,
  account: Account,
): Promise<LoginResponse> {
  const response = await request.post(`${apiURL()}/api/v1/login/`, {
    headers: { 'X-Subdomain': account.store },
    data: { email: account.email, password: account.password },
  })
  if (!response.ok()) {
    throw new Error(
      `login of ${account.email} on ${account.store}: ${response.status()} ${await response.text()}`,
    )
  }
  return (await response.json()) as LoginResponse
}

/**
 * Seeds the tokens into the local storage of the account's store before the
 * app's first script runs, once per tab (a later logout stays logged out).
 */
export async function seedSession(context: BrowserContext, login: LoginResponse): Promise<void> {
  await context.addInitScript((tokens) => {
    if (window.sessionStorage.getItem('vitrina-e2e-seeded')) return
    window.localStorage.setItem('accessToken', tokens.access)
    window.localStorage.setItem('refreshToken', tokens.refresh)
    if (tokens.visitor_id) window.localStorage.setItem('visitorId', tokens.visitor_id)
    window.sessionStorage.setItem('vitrina-e2e-seeded', '1')
  }, login.tokens)
}

/** Logs `account` in through the API and seeds the page's storage: the next `goto` is logged in. */
export async function loginAs(page: Page, account: Account): Promise<LoginResponse> {
  const login = await apiLogin(page.request, account)
  await seedSession(page.context(), login)
  return login
}
