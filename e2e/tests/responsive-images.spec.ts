import type { Request } from '@playwright/test'

import { expect, test } from '../support/fixtures'

/** Responsive images (docs/theme-and-images.md): the screen's variant, fetched once. */
const DEMO_NAME = 'Tienda Demo'

interface Item {
  image: string
  srcset: string
  variants: { url: string; width: number; type: string }[]
}

/** The path of a media URL, or of a path the API answered. */
const pathOf = (url: string) => new URL(url, 'http://x').pathname
/** Every URL of one stored image: the file and its variants. */
const urlsOf = (item: Item) => [item.image, ...item.variants.map((v) => v.url)].map(pathOf)

test.describe('a 390 × 844 phone at DPR 3', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 })

  test('downloads a WebP variant of the first cover and of the logo, each once, never the originals', async ({
    page,
    api,
  }) => {
    const [cover] = (await (await api.get('store/portadas/')).json()) as Item[]
    const [logo] = ((await (await api.get('tienda/resume/subdomain/')).json()) as { logos: Item[] })
      .logos
    const images: Request[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'image') images.push(request)
    })
    await page.goto('/')

    const carousel = page.getByRole('region', { name: `Portadas de ${DEMO_NAME}` })
    const first = carousel.getByRole('img', { name: `Portada 1 de 3 de ${DEMO_NAME}` })
    await expect(first).toHaveAttribute('srcset', cover!.srcset)
    await expect(first).toHaveAttribute('sizes', '100vw')
    await expect
      .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
    // 390 css px × 3 = 1170 px: the 1600 px variant, the narrowest that covers it.
    const chosen = cover!.variants.find((v) => v.width === 1600)!
    expect(pathOf(await first.evaluate((img: HTMLImageElement) => img.currentSrc))).toBe(
      pathOf(chosen.url),
    )
    await expect(page.getByTestId('startup-bar')).toHaveCount(0)

    const fetched = images.map((request) => pathOf(request.url()))
    // The LCP image once (the drawn page's preload and both <img> agree), the original never.
    expect(fetched.filter((url) => urlsOf(cover!).includes(url))).toEqual([pathOf(chosen.url)])
    // The logo: a 44 px box at DPR 3 (132 px) takes the 176 px variant.
    const logoVariant = logo!.variants.find((v) => v.width === 176)!
    expect(fetched.filter((url) => urlsOf(logo!).includes(url))).toEqual([pathOf(logoVariant.url)])
    const header = page.locator('header').getByRole('img', { name: `Logo de ${DEMO_NAME}` })
    expect(pathOf(await header.evaluate((img: HTMLImageElement) => img.currentSrc))).toBe(
      pathOf(logoVariant.url),
    )
  })
})
