import { expect, type Page, test } from '@playwright/test'

import { specOwner, type SpecStore } from './accounts'
import { type RunningProduct, startProduct } from './product'
import { seedSession } from './session'

/**
 * A store of its own with its owner (made by the global setup), on a product of
 * its own started from the run's template, for a spec that changes logos, covers,
 * the theme or the catalogue (which the other specs read on the demo store). Call
 * at the top of a spec file: it adds the beforeAll/afterAll that start and stop
 * the product, so a retried test starts again from the template.
 */
export function useImageStore(store: SpecStore) {
  const owner = specOwner(store)
  let product: RunningProduct

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    product = await startProduct()
  })

  test.afterAll(async () => {
    await product?.stop()
  })

  const storeURL = (pathname: string) => `http://${store}.localhost:${product.port}${pathname}`

  return {
    storeURL,

    /** The product's address for calls from Node (which does not resolve `*.localhost`); name the store with `X-Subdomain`. */
    apiURL: () => product.apiURL,

    /** The public list, as the storefront reads it. */
    async publicList(page: Page, kind: 'logos' | 'portadas') {
      const response = await page.request.get(`${product.apiURL}/api/v1/store/${kind}/`, {
        headers: { 'X-Subdomain': store },
      })
      expect(response.ok()).toBe(true)
      return (await response.json()) as Array<{ id: number; image: string; position: number }>
    },

    /**
     * Opens an admin page with the owner's stored session and waits for the
     * startup refresh, whose 'Sesión actualizada' message would otherwise replace
     * a save's message in the one snackbar whenever a save beats it.
     */
    async openAsOwner(page: Page, pathname: string) {
      const login = await page.request.post(`${product.apiURL}/api/v1/login/`, {
        headers: { 'X-Subdomain': store },
        data: { email: owner.email, password: owner.password },
      })
      expect(login.ok()).toBe(true)
      await seedSession(page.context(), await login.json())
      const refreshed = page.waitForResponse((response) =>
        response.url().endsWith('/api/v1/token/refresh/'),
      )
      await page.goto(storeURL(pathname))
      expect((await refreshed).ok()).toBe(true)
    },
  }
}
