import type { Page } from '@playwright/test'

import { OTHER_STORE } from '../support/accounts'
import { expect, test } from '../support/fixtures'
import { storeURL } from '../support/session'

const WINDOWS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, coverHeight: 200 },
  { name: 'desktop', viewport: { width: 1440, height: 900 }, coverHeight: 400 },
] as const

const DEMO_NAME = 'Tienda Demo'

function carousel(page: Page, storeName: string) {
  const region = page.getByRole('region', { name: `Portadas de ${storeName}` })
  return {
    region,
    cover: (position: number, total: number) =>
      region.getByRole('img', { name: `Portada ${position} de ${total} de ${storeName}` }),
    previous: region.getByRole('button', { name: 'Portada anterior' }),
    next: region.getByRole('button', { name: 'Portada siguiente' }),
  }
}

async function height(page: Page, text: string): Promise<number> {
  const box = await page.getByText(text).locator('..').boundingBox()
  return Math.round(box?.height ?? 0)
}

for (const { name, viewport, coverHeight } of WINDOWS) {
  test.describe(`storefront on a ${name}`, () => {
    test.use({ viewport })

    test('shows the demo store’s 3 covers, first one eager, arrows by mouse and keyboard', async ({
      page,
      api,
    }) => {
      const covers = (await (await api.get('store/portadas/')).json()) as unknown[]
      expect(covers).toHaveLength(3)
      // Keep the pointer off the carousel so it does not pause before the test hovers it.
      await page.mouse.move(viewport.width - 1, viewport.height - 1)
      await page.goto('/')
      const { region, cover, previous, next } = carousel(page, DEMO_NAME)

      await expect(cover(1, 3)).toBeVisible()
      await expect
        .poll(() =>
          cover(1, 3).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
        )
        .toBeGreaterThan(0)
      await expect(cover(1, 3)).toHaveAttribute('loading', 'eager')
      await expect(cover(1, 3)).toHaveAttribute('fetchpriority', 'high')
      const images = region.locator('img')
      await expect(images).toHaveCount(3)
      await expect(images.nth(2)).toHaveAttribute('loading', 'lazy')
      expect(Math.round((await region.boundingBox())?.height ?? 0)).toBe(coverHeight)

      await region.hover()
      await expect(next).toHaveCSS('opacity', '1')
      await next.click()
      await expect(cover(2, 3)).toBeVisible()

      // Keyboard: the arrows are in the tab order and work with Enter.
      await page.mouse.move(viewport.width - 1, viewport.height - 1)
      await previous.focus()
      await page.keyboard.press('Tab')
      await expect(next).toBeFocused()
      await expect(next).toHaveCSS('opacity', '1')
      await page.keyboard.press('Enter')
      await expect(cover(3, 3)).toBeVisible()
      await page.keyboard.press('Shift+Tab')
      await expect(previous).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(cover(2, 3)).toBeVisible()
    })

    test('says there are no covers on a store without any', async ({ page, api }) => {
      const covers = await api.get('store/portadas/', {
        headers: { 'X-Subdomain': OTHER_STORE.subdomain },
      })
      expect(await covers.json()).toEqual([])
      await page.goto(storeURL(OTHER_STORE.subdomain, '/'))
      await expect(page.getByText('Sin imágenes de portada')).toBeVisible()
      expect(await height(page, 'Sin imágenes de portada')).toBe(coverHeight)
      await expect(page.getByRole('img', { name: /^Portada / })).toHaveCount(0)
    })
  })
}

// The page's clock is Playwright's: the 6-s turns run on demand instead of in real time.
test.describe('storefront auto-advance', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('moves on by itself every 6 s and pauses under the pointer', async ({ page }) => {
    await page.clock.install()
    await page.mouse.move(1439, 899)
    await page.goto('/')
    const { region, cover } = carousel(page, DEMO_NAME)
    await expect(cover(1, 3)).toBeVisible()
    await page.clock.runFor(6500)
    await expect(cover(2, 3)).toBeVisible()
    await region.hover()
    await page.clock.runFor(7000)
    await expect(cover(2, 3)).toBeVisible()
  })

  test('stays still when the user prefers reduced motion', async ({ page }) => {
    await page.clock.install()
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.mouse.move(1439, 899)
    await page.goto('/')
    const { cover } = carousel(page, DEMO_NAME)
    await expect(cover(1, 3)).toBeVisible()
    await page.clock.runFor(7000)
    await expect(cover(1, 3)).toBeVisible()
  })
})
