import type { AdminProduct, ProductBody } from '@vitrina/contract'
import { sql } from 'drizzle-orm'

import { createProduct } from '../../test/support/catalogue.ts'
import { bearer, createHarness, type Harness, type TestStore } from '../../test/support/harness.ts'

/**
 * Commerce spec §3, field by field: each limit at its edge (accepted) and one
 * past it (400 naming the field, nothing saved); the shopper's sort orders
 * and what a search reads; the owner's filters and quick status change;
 * `low_stock`; category slugs; the store's limits (409 `limit_reached`).
 */
let h: Harness
let shop: TestStore

beforeAll(async () => {
  h = await createHarness()
  shop = await h.store('reglas')
})
afterAll(() => h.close())

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

const admin = (url: string, method: Method = 'GET', payload?: unknown, store = shop) =>
  h.request(store.subdomain, {
    method,
    url: `/api/v1/admin/tienda/${url}`,
    headers: bearer(store.access),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  })
const publicGet = (url: string, store = shop) =>
  h.request(store.subdomain, { method: 'GET', url: `/api/v1/store/${url}` })

const create = (body: ProductBody, store = shop) => createProduct(h, store, body)

let seq = 0
/** A product with `extra` over a plain one-variant product, titled uniquely. */
const product = (extra: Partial<ProductBody> = {}): ProductBody => ({
  title: `Producto ${++seq}`,
  status: 'active',
  variants: [{ price: 1000 }],
  ...extra,
})

/** Products of the store as the owner's list counts them. */
const ownerCount = async () => (await admin('productos/?page_size=1')).json().count as number

/** Expects a 400 whose errors name `field` (or a key under it), and nothing saved. */
async function refused(body: unknown, field: string) {
  const before = await ownerCount()
  const res = await admin('productos/', 'POST', body)
  expect({ field, status: res.statusCode }).toEqual({ field, status: 400 })
  const keys = Object.keys(res.json().errors ?? {})
  expect({ field, keys }).toEqual({
    field,
    keys: expect.arrayContaining([expect.stringMatching(new RegExp(`^${field}(\\.|$)`))]),
  })
  expect(await ownerCount()).toBe(before)
}

const axis = (name: string, count: number) => ({
  name,
  values: Array.from({ length: count }, (_, i) => `${name}${i + 1}`),
})

describe('product fields at their limits', () => {
  it('title: 1–120 after trimming', async () => {
    const fits = await create(product({ title: `  ${'T'.repeat(120)}  ` }))
    expect(fits.title).toBe('T'.repeat(120))
    await refused(product({ title: 'T'.repeat(121) }), 'title')
    await refused(product({ title: '   ' }), 'title')
    // Invisible marks are not a title: zero-width spaces, a direction override.
    await refused(product({ title: '\u200b\u200b' }), 'title')
    await refused(product({ title: ' \u202e\ufeff ' }), 'title')
    // Letters drawn blank: the Hangul fillers and the blank braille pattern.
    await refused(product({ title: '\u3164\u115f\u1160\uffa0\u2800' }), 'title')
    // At the ends they go; inside a text (an emoji's joiners) they stay.
    const family = '\u{1F468}\u200d\u{1F469}\u200d\u{1F467}'
    const kept = await create(product({ title: `\u200bFamilia ${family}\u200b` }))
    expect(kept.title).toBe(`Familia ${family}`)
  })

  it('slug: made within 80 characters; one given must match the pattern and fit', async () => {
    const long = await create(product({ title: `${'palabra '.repeat(14)}final` }))
    expect(long.slug.length).toBeLessThanOrEqual(80)
    expect(long.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    const given = await create(product({ slug: 's'.repeat(80) }))
    expect(given.slug).toBe('s'.repeat(80))
    await refused(product({ slug: 's'.repeat(81) }), 'slug')
    for (const slug of ['Con-Mayus', 'doble--guion', '-al-borde', 'con espacio', 'ñandú']) {
      await refused(product({ slug }), 'slug')
    }
  })

  it('description: plain text up to 5,000 characters, line breaks kept', async () => {
    const text = `${'d'.repeat(4_998)}\n\u00e9`
    const fits = await create(product({ description: text }))
    expect(fits.description).toBe(text)
    await refused(product({ description: 'd'.repeat(5_001) }), 'description')
  })

  it('seo_title up to 70, seo_description up to 160', async () => {
    const fits = await create(
      product({ seo_title: 'a'.repeat(70), seo_description: 'b'.repeat(160) }),
    )
    expect([fits.seo_title, fits.seo_description]).toEqual(['a'.repeat(70), 'b'.repeat(160)])
    await refused(product({ seo_title: 'a'.repeat(71) }), 'seo_title')
    await refused(product({ seo_description: 'b'.repeat(161) }), 'seo_description')
  })

  it('categories: 0–5 of the store', async () => {
    const ids: number[] = []
    for (let i = 0; i < 6; i++) {
      ids.push((await admin('categorias/', 'POST', { name: `Rubro ${i}` })).json().id)
    }
    const fits = await create(product({ category_ids: ids.slice(0, 5) }))
    expect([...fits.category_ids].sort()).toEqual(ids.slice(0, 5).sort())
    await refused(product({ category_ids: ids }), 'category_ids')
    // Past PostgreSQL's integer it names no category: 400, not a query that fails (500).
    await refused(product({ category_ids: [2_147_483_648] }), 'category_ids')
  })

  it('options: 0–3 axes of 1–20 distinct values, ignoring case and accents', async () => {
    const three = await create(
      product({
        options: [axis('A', 2), axis('B', 1), axis('C', 1)],
        variants: [
          { option_values: ['A1', 'B1', 'C1'], price: 1 },
          { option_values: ['A2', 'B1', 'C1'], price: 1 },
        ],
      }),
    )
    expect(three.options).toHaveLength(3)
    await refused(
      product({
        options: [axis('A', 1), axis('B', 1), axis('C', 1), axis('D', 1)],
        variants: [{ option_values: ['A1', 'B1', 'C1', 'D1'], price: 1 }],
      }),
      'options',
    )
    const twenty = axis('V', 20)
    const fits = await create(
      product({
        options: [twenty],
        variants: twenty.values.map((value) => ({ option_values: [value], price: 1 })),
      }),
    )
    expect(fits.variants).toHaveLength(20)
    const many = axis('V', 21)
    await refused(
      product({
        options: [many],
        variants: many.values.map((value) => ({ option_values: [value], price: 1 })),
      }),
      'options',
    )
    await refused(
      product({
        options: [{ name: 'Color', values: ['\u200b'] }],
        variants: [{ option_values: ['\u200b'], price: 1 }],
      }),
      'options',
    )
    await refused(
      product({
        options: [{ name: 'Color', values: [] }],
        variants: [{ option_values: [], price: 1 }],
      }),
      'options',
    )
    for (const values of [
      ['Azul', 'azul'],
      ['Café', 'CAFE'],
      ['A', 'A\u200b'],
    ]) {
      await refused(
        product({
          options: [{ name: 'Color', values }],
          variants: values.map((value) => ({ option_values: [value], price: 1 })),
        }),
        'options',
      )
    }
  })

  it('variants: at most 100 per product', async () => {
    const sizes = axis('T', 10)
    const colours = axis('C', 10)
    const combos = (count: number, third: string[] = []) =>
      sizes.values
        .flatMap((s) => colours.values.map((c) => [s, c]))
        .concat(third.map((t) => ['T1', 'C1', t]))
        .slice(0, count)
    const hundred = await create(
      product({
        options: [sizes, colours],
        variants: combos(100).map((option_values) => ({ option_values, price: 1 })),
      }),
    )
    expect(hundred.variants).toHaveLength(100)
    const extra = axis('X', 2)
    const over = sizes.values
      .flatMap((s) => colours.values.map((c) => [s, c, 'X1']))
      .concat([['T1', 'C1', 'X2']])
    expect(over).toHaveLength(101)
    await refused(
      product({
        options: [sizes, colours, extra],
        variants: over.map((option_values) => ({ option_values, price: 1 })),
      }),
      'variants',
    )
  })

  it('price and compare-at: whole minor units ≥ 0 or null; stock: a whole number ≥ 0 or null', async () => {
    const free = await create(product({ variants: [{ price: 0, stock: 0 }] }))
    expect(free.variants[0]).toMatchObject({ price: 0, stock: 0 })
    const ask = await create(product({ variants: [{ price: null, stock: null }] }))
    expect(ask.variants[0]).toMatchObject({ price: null, stock: null })
    for (const bad of [-1, 10.5, '1000']) {
      await refused(product({ variants: [{ price: bad as number }] }), 'variants')
      await refused(product({ variants: [{ price: 1, stock: bad as number }] }), 'variants')
      await refused(
        product({ variants: [{ price: 1, compare_at_price: bad as number }] }),
        'variants',
      )
    }
  })
})

describe('what shoppers read', () => {
  it('low_stock is the stock when tracked and at most 5', async () => {
    const p = await create(
      product({
        options: [{ name: 'Stock', values: ['cinco', 'seis', 'cero', 'libre'] }],
        variants: [
          { option_values: ['cinco'], price: 1, stock: 5 },
          { option_values: ['seis'], price: 1, stock: 6 },
          { option_values: ['cero'], price: 1, stock: 0 },
          { option_values: ['libre'], price: 1, stock: null },
        ],
      }),
    )
    const page = (await publicGet(`productos/${p.slug}/`)).json()
    expect(
      page.variants.map((v: { low_stock: number | null; available: boolean }) => [
        v.low_stock,
        v.available,
      ]),
    ).toEqual([
      [5, true],
      [null, true],
      [0, false],
      [null, true],
    ])
  })

  it('sorts by newest without a search, by relevance with one, and by price either way', async () => {
    const store = await h.store('orden')
    const mk = (title: string, price: number) =>
      create(product({ title, variants: [{ price }] }), store)
    await mk('Yerba suave', 300)
    await mk('Yerba fuerte', 100)
    await mk('Mate con yerba de regalo', 200)
    const titles = async (query: string) =>
      (await publicGet(`productos/${query}`, store))
        .json()
        .results.map((card: { title: string }) => card.title)
    const newest = ['Mate con yerba de regalo', 'Yerba fuerte', 'Yerba suave']
    expect(await titles('')).toEqual(newest)
    expect(await titles('?orden=nuevos')).toEqual(newest)
    expect(await titles('?orden=precio_asc')).toEqual([
      'Yerba fuerte',
      'Mate con yerba de regalo',
      'Yerba suave',
    ])
    expect(await titles('?orden=precio_desc')).toEqual([
      'Yerba suave',
      'Mate con yerba de regalo',
      'Yerba fuerte',
    ])
    // With a search: relevance by default (the title that starts with it first, then newest).
    expect(await titles('?q=yerba')).toEqual(await titles('?q=yerba&orden=relevancia'))
    expect(await titles('?q=yerba&orden=precio_asc')).toEqual([
      'Yerba fuerte',
      'Mate con yerba de regalo',
      'Yerba suave',
    ])
    const unknown = await publicGet('productos/?orden=barato', store)
    expect(unknown.statusCode).toBe(400)
  })

  it('answers 400, not 500, to a query key given twice, cached or not', async () => {
    await create(product({ title: 'Repetido' }))
    expect((await publicGet('productos/?q=repetido')).statusCode).toBe(200)
    for (const query of [
      'q=a&q=b',
      'page=1&page=2',
      'page_size=1&page_size=2',
      'orden=nuevos&orden=nuevos',
      'categoria=x&categoria=y',
    ]) {
      const res = await publicGet(`productos/?${query}`)
      expect({ query, status: res.statusCode, code: res.json().code }).toEqual({
        query,
        status: 400,
        code: 'invalid',
      })
    }
  })

  it('finds a product by an option value and by a SKU, ignoring case and accents', async () => {
    const store = await h.store('valores')
    await create(
      product({
        title: 'Zapatilla urbana',
        options: [{ name: 'Color', values: ['Rojo carmesí', 'Negro'] }],
        variants: [
          { option_values: ['Rojo carmesí'], price: 1, sku: 'ZAP-RJ' },
          { option_values: ['Negro'], price: 1 },
        ],
      }),
      store,
    )
    for (const q of ['rojo', 'CARMESI', 'zap-rj']) {
      const found = (await publicGet(`productos/?q=${encodeURIComponent(q)}`, store)).json()
      expect({ q, titles: found.results.map((c: { title: string }) => c.title) }).toEqual({
        q,
        titles: ['Zapatilla urbana'],
      })
    }
  })
})

describe("the owner's list and quick changes", () => {
  it('filters by status and by category, drafts included', async () => {
    const store = await h.store('filtros')
    const category = (await admin('categorias/', 'POST', { name: 'Termos' }, store)).json()
    await create(product({ title: 'Termo activo', category_ids: [category.id] }), store)
    await create(product({ title: 'Termo borrador', status: 'draft' }), store)
    await create(product({ title: 'Mate activo' }), store)
    const titles = async (query: string) =>
      (await admin(`productos/${query}`, 'GET', undefined, store))
        .json()
        .results.map((p: { title: string }) => p.title)
        .sort()
    expect(await titles('?estado=draft')).toEqual(['Termo borrador'])
    expect(await titles('?estado=active')).toEqual(['Mate activo', 'Termo activo'])
    expect(await titles(`?categoria=${category.slug}`)).toEqual(['Termo activo'])
    expect(await titles('?q=termo')).toEqual(['Termo activo', 'Termo borrador'])
    expect(await titles('?q=termo&estado=draft')).toEqual(['Termo borrador'])
    const bad = await admin('productos/?estado=archivado', 'GET', undefined, store)
    expect(bad.statusCode).toBe(400)
  })

  it('PATCH {status} publishes and hides a product', async () => {
    const p = await create(product({ status: 'draft' }))
    expect((await publicGet(`productos/${p.slug}/`)).statusCode).toBe(404)
    const published = await admin(`productos/${p.id}/`, 'PATCH', { status: 'active' })
    expect(published.statusCode).toBe(200)
    expect(published.json().status).toBe('active')
    expect((await publicGet(`productos/${p.slug}/`)).statusCode).toBe(200)
    expect((await admin(`productos/${p.id}/`, 'PATCH', { status: 'draft' })).statusCode).toBe(200)
    expect((await publicGet(`productos/${p.slug}/`)).statusCode).toBe(404)
    const bad = await admin(`productos/${p.id}/`, 'PATCH', { status: 'oculto' })
    expect(bad.statusCode).toBe(400)
  })

  it('a quick stock edit with a stale stock_seen is 409 stock_changed and saves nothing', async () => {
    const p = await create(
      product({
        options: [{ name: 'Talle', values: ['S', 'M'] }],
        variants: [
          { option_values: ['S'], price: 1, stock: 4 },
          { option_values: ['M'], price: 1, stock: 7 },
        ],
      }),
    )
    const [s, m] = p.variants as [AdminProduct['variants'][0], AdminProduct['variants'][0]]
    const stale = await admin(`productos/${p.id}/`, 'PATCH', {
      variants: [
        { id: s.id, stock: 10, stock_seen: 4 },
        { id: m.id, stock: 10, stock_seen: 6 },
      ],
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({
      code: 'stock_changed',
      lines: [{ variant_id: m.id, stock: 7 }],
    })
    const now = (await admin(`productos/${p.id}/`)).json() as AdminProduct
    expect(now.variants.map((v) => v.stock)).toEqual([4, 7])
    // One variant twice says two stocks: 400, as a PUT answers (before: 200, the last one won).
    const twice = await admin(`productos/${p.id}/`, 'PATCH', {
      variants: [
        { id: s.id, stock: 1 },
        { id: s.id, stock: 2 },
      ],
    })
    expect(twice.statusCode).toBe(400)
    expect(twice.json().errors).toEqual({ variants: ['Una variante aparece dos veces.'] })
    const after = (await admin(`productos/${p.id}/`)).json() as AdminProduct
    expect(after.variants.map((v) => v.stock)).toEqual([4, 7])
  })
})

describe('categories', () => {
  it('give a taken slug -2, -3…', async () => {
    const store = await h.store('rubros')
    const slugs: string[] = []
    for (const name of ['Ofertas', 'Ofertas!', '¡OFERTAS!']) {
      const res = await admin('categorias/', 'POST', { name }, store)
      expect(res.statusCode).toBe(201)
      slugs.push(res.json().slug)
    }
    expect(slugs).toEqual(['ofertas', 'ofertas-2', 'ofertas-3'])
  })
})

describe("the store's limits", () => {
  it('the 101st category is 409 limit_reached', async () => {
    const store = await h.store('cien-rubros')
    for (let i = 1; i <= 100; i++) {
      const res = await admin('categorias/', 'POST', { name: `Rubro ${i}` }, store)
      expect(res.statusCode).toBe(201)
    }
    const over = await admin('categorias/', 'POST', { name: 'Uno más' }, store)
    expect(over.statusCode).toBe(409)
    expect(over.json().code).toBe('limit_reached')
    expect((await admin('categorias/', 'GET', undefined, store)).json()).toHaveLength(100)
  })

  it('the 10,001st product is 409 limit_reached, and a deleted one frees its place', async () => {
    const store = await h.store('diez-mil')
    await create(product({ title: 'El primero' }), store)
    // The other 9,999 written at once, as drafts (the limit counts every product).
    await h.database.db.execute(sql`
      insert into products (store_id, title, slug, status)
      select ${store.id}, 'Relleno ' || n, 'relleno-' || n, 'draft'
      from generate_series(1, 9999) as n
    `)
    const over = await admin('productos/', 'POST', product(), store)
    expect(over.statusCode).toBe(409)
    expect(over.json().code).toBe('limit_reached')
    const first = (await admin('productos/?q=primero', 'GET', undefined, store)).json()
      .results[0] as AdminProduct
    expect((await admin(`productos/${first.id}/`, 'DELETE', undefined, store)).statusCode).toBe(204)
    expect((await admin('productos/', 'POST', product(), store)).statusCode).toBe(201)
  })
})
