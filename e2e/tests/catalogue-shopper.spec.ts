import { expect, test } from '../support/fixtures'

// The fields of the public reads this spec uses (contract/src/catalogue.ts).
interface Category {
  name: string
  slug: string
}
interface ProductCardPage {
  count: number
  results: { slug: string; title: string }[]
}
interface PublicProduct {
  slug: string
  title: string
  options: { name: string; values: string[] }[]
  variants: { id: number; option_values: string[]; price: number | null; available: boolean }[]
}

/*
 * A shopper on a phone, on the demo store's seeded catalogue: finds a product
 * by a search typed without accents, opens it, chooses its options and adds
 * it to the cart (a line in localStorage until the cart screen exists).
 */

const PHONE = { width: 390, height: 844 }

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

test.use({ viewport: PHONE })

test('finds a product searching "cafe", opens it, chooses options and adds it to the cart', async ({
  page,
  api,
}) => {
  const found = (await (await api.get('store/productos/?q=cafe')).json()) as ProductCardPage
  expect(found.count, 'the demo catalogue has a product matching "cafe"').toBeGreaterThan(0)
  // The product with the most options the search finds, so the choosing is exercised.
  const details = await Promise.all(
    found.results.map(
      async (card) =>
        (await (await api.get(`store/productos/${card.slug}/`)).json()) as PublicProduct,
    ),
  )
  const product = details.reduce((most, candidate) =>
    candidate.options.length > most.options.length ? candidate : most,
  )
  const target = product.variants.find((variant) => variant.available && variant.price !== null)
  expect(target, `${product.title} has a variant for sale`).toBeDefined()

  await page.goto('/')
  // Typed at once: into the drawn search form or the app's, whichever is on the page by then.
  const search = page.getByRole('searchbox', { name: 'Buscar productos' })
  await search.fill('cafe')
  await expect(page).toHaveURL(/\?q=cafe$/)
  const results = page.getByRole('list', { name: 'Productos' })
  await expect(results.getByRole('listitem')).toHaveCount(Math.min(found.count, 24))
  await results.getByRole('link', { name: new RegExp(escape(product.title)) }).click()

  await expect(page).toHaveURL(new RegExp(`/producto/${product.slug}$`))
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible()
  // Reached inside the app, the tab says what a fresh load of the URL says.
  await expect(page).toHaveTitle(new RegExp(`^${escape(product.title)} \\| `))
  const add = page.getByRole('button', { name: 'Agregar al carrito' })
  if (product.options.some((option) => option.values.length > 1)) {
    await add.click()
    await expect(page.getByRole('alert')).toHaveText('Elegí una opción de cada tipo')
  }
  for (const [axis, option] of product.options.entries()) {
    const value = target!.option_values[axis]!
    const group = page.getByRole('radiogroup', { name: option.name })
    // The radio, named by its value alone, covers its chip: checking it is tapping the chip.
    const choice = group.getByRole('radio', { name: value, exact: true })
    await choice.check()
    await expect(choice).toBeChecked()
  }
  await page.getByRole('button', { name: 'Agregar una unidad' }).click()
  await expect(page.getByRole('spinbutton', { name: 'Cantidad' })).toHaveValue('2')
  await add.click()

  await expect(page.getByText('Agregado al carrito')).toBeVisible()
  const cart = await page.evaluate(() => localStorage.getItem('cart:demo'))
  expect(JSON.parse(cart ?? '[]')).toEqual([{ variant_id: target!.id, quantity: 2 }])
})

test('a search typed in the drawn form before the app starts is kept, searched and still focused', async ({
  page,
  api,
}) => {
  const found = (await (await api.get('store/productos/?q=cafe')).json()) as ProductCardPage
  // The app's scripts wait until the shopper has typed: the page is the server's alone meanwhile.
  let release = () => {}
  const typed = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/(?!boot\.)[^/]*\.js(\?.*)?$/, async (route) => {
    await typed
    await route.continue()
  })
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  const drawn = page.locator('form.vf-search').getByRole('searchbox', { name: 'Buscar productos' })
  await drawn.fill('cafe')
  release()

  await expect(page.locator('form.vf-search')).toHaveCount(0)
  const search = page.getByRole('searchbox', { name: 'Buscar productos' })
  await expect(search).toHaveValue('cafe')
  await expect(search).toBeFocused()
  await expect(page).toHaveURL(/\?q=cafe$/)
  const results = page.getByRole('list', { name: 'Productos' })
  await expect(results.getByRole('listitem')).toHaveCount(Math.min(found.count, 24))
})

test('opens a category from its chip; an unknown category or product is not found', async ({
  page,
  api,
}) => {
  const categories = (await (await api.get('store/categorias/')).json()) as Category[]
  expect(categories.length).toBeGreaterThan(0)
  const category = categories[0]!

  await page.goto('/')
  await page
    .getByRole('navigation', { name: 'Categorías' })
    .getByRole('link', { name: category.name })
    .click()
  await expect(page).toHaveURL(new RegExp(`/categoria/${category.slug}$`))
  await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible()
  await expect(
    page.getByRole('list', { name: category.name }).getByRole('link').first(),
  ).toBeVisible()

  await page.goto('/categoria/no-existe')
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible()

  await page.goto('/producto/no-existe')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Producto no encontrado' }),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Volver al inicio' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('searchbox', { name: 'Buscar productos' })).toBeVisible()
})
