import type { CartVariant, ErrorBody, ProductBody } from '@vitrina/contract'

import { createProduct } from '../../test/support/catalogue.ts'
import { createHarness, type Harness, type TestStore } from '../../test/support/harness.ts'

let h: Harness
let shop: TestStore
let other: TestStore

beforeAll(async () => {
  h = await createHarness()
  shop = await h.store('shop')
  other = await h.store('other')
})
afterAll(() => h.close())

const create = (body: ProductBody, store = shop) => createProduct(h, store, body)

const cart = (ids: string, store = shop) =>
  h.request(store.subdomain, { method: 'GET', url: `/api/v1/store/carrito/?ids=${ids}` })

describe('GET store/carrito/', () => {
  it('answers each variant of an active product with its price, capped stock and options, uncached', async () => {
    const shirt = await create({
      title: 'Remera',
      status: 'active',
      options: [{ name: 'Talle', values: ['S', 'M'] }],
      variants: [
        { option_values: ['S'], price: 2500, stock: 3 },
        { option_values: ['M'], price: null, stock: 500 },
      ],
    } as ProductBody)
    const mug = await create({
      title: 'Taza',
      status: 'active',
      variants: [{ price: 900 }],
    } as ProductBody)
    const [small, medium] = shirt.variants
    const res = await cart(`${mug.variants[0]!.id},${small!.id},${medium!.id}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const body = res.json<CartVariant[]>()
    expect(body.map((v) => v.variant_id)).toEqual([mug.variants[0]!.id, small!.id, medium!.id])
    expect(body[0]).toMatchObject({ title: 'Taza', price: 900, stock: null, option_values: [] })
    expect(body[1]).toMatchObject({
      product_slug: 'remera',
      option_names: ['Talle'],
      option_values: ['S'],
      price: 2500,
      stock: 3,
      currency: 'ARS',
      image: null,
    })
    expect(body[2]).toMatchObject({ price: null, stock: 99 })
  })

  it("leaves out drafts, unknown ids and another store's variants", async () => {
    const draft = await create({ title: 'Borrador', variants: [{ price: 100 }] } as ProductBody)
    const theirs = await create(
      { title: 'Ajeno', status: 'active', variants: [{ price: 100 }] } as ProductBody,
      other,
    )
    const res = await cart(`${draft.variants[0]!.id},${theirs.variants[0]!.id},999999`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual([])
  })

  it('refuses a malformed id list', async () => {
    expect((await cart('abc')).statusCode).toBe(400)
    expect((await cart('')).statusCode).toBe(400)
    // 51 ids said 'contiene caracteres no permitidos' (the pattern counted them).
    const many = await cart(Array.from({ length: 51 }, (_, i) => i + 1).join(','))
    expect(many.statusCode).toBe(400)
    expect(many.json<ErrorBody>().errors).toEqual({
      ids: ['Valor no válido: la lista debe tener como máximo 50 ids.'],
    })
    expect((await cart(Array.from({ length: 50 }, (_, i) => i + 1).join(','))).statusCode).toBe(200)
  })
})
