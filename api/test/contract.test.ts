import type { TSchema } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'
import {
  AdminProductPageSchema,
  AdminProductSchema,
  AdminSummarySchema,
  CartVariantListSchema,
  CategoryListSchema,
  CategorySchema,
  type CreateStoreBody,
  CreateStoreResponseSchema,
  ErrorSchema,
  type HandoffBody,
  ImageItemSchema,
  ImageListSchema,
  type ImageOrder,
  type LoginBody,
  LoginResponseSchema,
  type Order,
  type OrderBody,
  OrderPageSchema,
  type OrderPatch,
  OrderSchema,
  type ProductBody,
  ProductCardPageSchema,
  ProductImageSchema,
  PublicProductSchema,
  type PushTokenBody,
  PushTokenSchema,
  type RefreshBody,
  RefreshResponseSchema,
  type StoreImage,
  StoreInfoSchema,
  type StoreSettingsBody,
  StoreSettingsSchema,
  SubdomainAvailabilitySchema,
  ThemeSchema,
  type ThemeVersionList,
  ThemeVersionListSchema,
  ThemeVersionSchema,
} from '@vitrina/contract'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'

import { addProduct } from './support/catalogue.ts'
import { bearer, createHarness, type Harness, PASSWORD, type TestStore } from './support/harness.ts'
import * as img from './support/images.ts'
import { file, multipart } from './support/multipart.ts'
import { documentChecker, publishedDocument } from './support/openapi.ts'

/**
 * The API's real answers against @vitrina/contract, the schemas the browser's
 * types come from: every call's answer has exactly the contract's fields, of
 * the contract's types. A route that answers with a shape of its own (a
 * field more, a field less, another type) fails here.
 */

let h: Harness
let shop: TestStore
let documented: ReturnType<typeof documentChecker>

beforeAll(async () => {
  h = await createHarness()
  shop = await h.store('contrato')
  documented = documentChecker(await publishedDocument(h.app))
}, 120_000)
afterAll(() => h.close())

/**
 * The value has the schema's fields and types, and no field the schema lacks.
 * (`object`: the contract sees TypeBox's CommonJS typings, this file its ES
 * module ones; one runtime module, two declarations of its `Kind` symbol.)
 */
function expectMatches(contractSchema: object, value: unknown) {
  const schema = contractSchema as TSchema
  const problems = [...Value.Errors(schema, value)].map((e) => `${e.path}: ${e.message}`)
  expect(problems).toEqual([])
  expect(Value.Clean(schema, structuredClone(value))).toEqual(value)
}

/** The answer is also what the published OpenAPI document says for its operation and status. */
function expectDocumented(options: InjectOptions, res: LightMyRequestResponse) {
  // An unknown path has no operation to check against: its 404 is checked by the test itself.
  if (!documented.operationOf(options.method ?? 'GET', String(options.url))) return
  const json = String(res.headers['content-type'] ?? '').includes('json')
  const body = json && res.body !== '' ? res.json() : undefined
  expect(
    documented.problems(options.method ?? 'GET', String(options.url), res.statusCode, body),
  ).toEqual([])
}

async function call(options: InjectOptions, status: number): Promise<unknown> {
  const res: LightMyRequestResponse = await h.request(shop.subdomain, options)
  expect(res.statusCode).toBe(status)
  expectDocumented(options, res)
  return res.body === '' ? undefined : res.json()
}

const owner = () => bearer(shop.access)

describe('the API answers as @vitrina/contract says', () => {
  it('POST login/, token/refresh/, user/push-token/ and logout/', async () => {
    const credentials: LoginBody = { email: shop.ownerEmail, password: PASSWORD }
    const login = await call({ method: 'POST', url: '/api/v1/login/', payload: credentials }, 200)
    expectMatches(LoginResponseSchema, login)

    const { tokens } = login as { tokens: { access: string; refresh: string } }
    const refreshBody: RefreshBody = { refresh: tokens.refresh }
    const refreshed = await call(
      { method: 'POST', url: '/api/v1/token/refresh/', payload: refreshBody },
      200,
    )
    expectMatches(RefreshResponseSchema, refreshed)

    const { access, refresh } = refreshed as { access: string; refresh: string }
    const push: PushTokenBody = { token: 'fcm-token-contrato', platform: 'pwa/web' }
    const registered = await call(
      { method: 'POST', url: '/api/v1/user/push-token/', payload: push, headers: bearer(access) },
      201,
    )
    expectMatches(PushTokenSchema, registered)

    const logout: RefreshBody = { refresh }
    expect(await call({ method: 'POST', url: '/api/v1/logout/', payload: logout }, 204)).toBe(
      undefined,
    )
  })

  it('GET tiendas/disponible/, POST tiendas/ and POST login/handoff/', async () => {
    for (const label of ['nueva-contrato', 'www']) {
      const available = { method: 'GET', url: `/api/v1/tiendas/disponible/?subdominio=${label}` }
      const res = await h.app.inject(available as InjectOptions)
      expect(res.statusCode).toBe(200)
      expectDocumented(available as InjectOptions, res)
      expectMatches(SubdomainAvailabilitySchema, res.json())
    }
    const signup: CreateStoreBody = {
      name: 'Nueva',
      subdomain: 'nueva-contrato',
      username: 'Nueva',
      email: 'nueva@contrato.test',
      password: 'Contrato-nuevo-7',
    }
    const create: InjectOptions = { method: 'POST', url: '/api/v1/tiendas/', payload: signup }
    const created = await h.app.inject(create)
    expect(created.statusCode).toBe(201)
    expectDocumented(create, created)
    expectMatches(CreateStoreResponseSchema, created.json())
    const handoff: HandoffBody = { code: created.json<{ handoff: string }>().handoff }
    const trade: InjectOptions = { method: 'POST', url: '/api/v1/login/handoff/', payload: handoff }
    const login = await h.request('nueva-contrato', trade)
    expect(login.statusCode).toBe(200)
    expectDocumented(trade, login)
    expectMatches(LoginResponseSchema, login.json())
  })

  it('GET tienda/theme/', async () => {
    expectMatches(ThemeSchema, await call({ method: 'GET', url: '/api/v1/tienda/theme/' }, 200))
  })

  it('the admin theme calls: read, publish, versions, restore', async () => {
    const url = '/api/v1/admin/tienda/theme/'
    const theme = await call({ method: 'GET', url, headers: owner() }, 200)
    expectMatches(ThemeSchema, theme)
    expectMatches(
      ThemeSchema,
      await call({ method: 'PUT', url, headers: owner(), payload: theme as object }, 200),
    )
    const versions = (await call(
      { method: 'GET', url: `${url}versiones/`, headers: owner() },
      200,
    )) as ThemeVersionList
    expectMatches(ThemeVersionListSchema, versions)
    const restored = await call(
      {
        method: 'POST',
        url: `${url}versiones/${versions.at(-1)!.id}/restaurar/`,
        headers: owner(),
      },
      200,
    )
    expectMatches(ThemeVersionSchema, restored)
  })

  it('the image calls, and tienda/resume/subdomain/ with and without logos', async () => {
    const resume = () => call({ method: 'GET', url: '/api/v1/tienda/resume/subdomain/' }, 200)
    const before = await resume()
    expectMatches(StoreInfoSchema, before)
    expect(before).toMatchObject({ logo: null, logos: [] })

    for (const [segment, field] of [
      ['logos', 'logo'],
      ['portadas', 'portada'],
    ] as const) {
      const base = `/api/v1/admin/tienda/${segment}/`
      const upload = (parts: Parameters<typeof multipart>[0]) => {
        const body = multipart(parts)
        return { payload: body.payload, headers: { ...body.headers, ...owner() } }
      }
      const first = (await call(
        { method: 'POST', url: base, ...upload([file(field, await img.png())]) },
        201,
      )) as StoreImage
      expectMatches(ImageItemSchema, first)
      const second = await call(
        {
          method: 'POST',
          url: base,
          ...upload([file(field, await img.png()), { name: 'alt', value: 'Sol naranja' }]),
        },
        201,
      )
      // The optional field, present.
      expect(second).toHaveProperty('alt', 'Sol naranja')
      expectMatches(ImageItemSchema, second)

      const updated = await call(
        {
          method: 'PUT',
          url: `${base}${first.id}/`,
          ...upload([{ name: 'position', value: '5' }]),
        },
        200,
      )
      expectMatches(ImageItemSchema, updated)

      const order: ImageOrder = [
        { id: first.id, position: 0 },
        { id: (second as StoreImage).id, position: 1 },
      ]
      const reordered = await call(
        { method: 'PUT', url: base, payload: order, headers: owner() },
        200,
      )
      expectMatches(ImageListSchema, reordered)

      const list = await call({ method: 'GET', url: `/api/v1/store/${segment}/` }, 200)
      expectMatches(ImageListSchema, list)
      expect(list).toHaveLength(2)
    }

    const after = await resume()
    expectMatches(StoreInfoSchema, after)
    expect(after).toMatchObject({ logo: expect.any(String), logos: [{}, {}] })

    const logos = (await call({ method: 'GET', url: '/api/v1/store/logos/' }, 200)) as StoreImage[]
    const removed = await call(
      {
        method: 'DELETE',
        url: `/api/v1/admin/tienda/logos/delete/${logos[0]!.id}/`,
        headers: owner(),
      },
      204,
    )
    expect(removed).toBe(undefined)
  })

  it('the commerce calls: settings, orders, the dashboard summary and their 409s', async () => {
    expectMatches(
      StoreSettingsSchema,
      await call(
        { method: 'GET', url: '/api/v1/admin/tienda/configuracion/', headers: owner() },
        200,
      ),
    )
    const settings: StoreSettingsBody = {
      currency: 'ARS',
      whatsapp: '+54 9 11 2233-4455',
      payment_methods: ['a_convenir', 'transferencia'],
      transfer_instructions: 'CBU 123',
      pickup_address: 'Av. Siempre Viva 742',
      shipping_flat_fee: 150000,
    }
    expectMatches(
      StoreSettingsSchema,
      await call(
        {
          method: 'PUT',
          url: '/api/v1/admin/tienda/configuracion/',
          payload: settings,
          headers: owner(),
        },
        200,
      ),
    )
    expectMatches(
      StoreInfoSchema,
      await call({ method: 'GET', url: '/api/v1/tienda/resume/subdomain/' }, 200),
    )

    const product = await addProduct(h.database.db, shop.id, {
      variants: [{ price: 129900, stock: 5, sku: 'C-1' }],
      image: `${shop.id}/producto.jpg`,
    })
    const cartRead = await call(
      { method: 'GET', url: `/api/v1/store/carrito/?ids=${product.variants[0]!}` },
      200,
    )
    expectMatches(CartVariantListSchema, cartRead)
    expect((cartRead as unknown[]).length).toBe(1)
    const customer = await h.user('compras@contrato.test')
    const { access } = await h.login(shop.subdomain, customer.email)
    const body: OrderBody = {
      items: [{ variant_id: product.variants[0]!, quantity: 1 }],
      customer: { name: 'Ana', phone: '+5491155551234', email: 'ana@contrato.test' },
      delivery: { method: 'envio', address: 'Calle Falsa 123' },
      payment_method: 'transferencia',
      notes: 'Timbre 2B',
      expected_total: 279900,
    }
    const post = (payload: OrderBody, status: number) =>
      call(
        {
          method: 'POST',
          url: '/api/v1/store/pedidos/',
          payload,
          headers: {
            'idempotency-key': `contrato-${payload.items[0]!.quantity}`,
            ...bearer(access),
          },
        },
        status,
      )
    const created = (await post(body, 201)) as Order
    expectMatches(OrderSchema, created)
    expect(created).toHaveProperty('whatsapp_url')
    expect(created).toHaveProperty('transfer_instructions')
    expectMatches(OrderSchema, await post(body, 200))
    const publicRead = await call(
      { method: 'GET', url: `/api/v1/store/pedidos/${created.token}/` },
      200,
    )
    expectMatches(OrderSchema, publicRead)
    expectMatches(
      OrderPageSchema,
      await call({ method: 'GET', url: '/api/v1/user/pedidos/', headers: bearer(access) }, 200),
    )
    expectMatches(
      OrderPageSchema,
      await call(
        { method: 'GET', url: '/api/v1/admin/tienda/pedidos/?estado=pendiente', headers: owner() },
        200,
      ),
    )
    const detail = await call(
      { method: 'GET', url: `/api/v1/admin/tienda/pedidos/${created.number}/`, headers: owner() },
      200,
    )
    expectMatches(OrderSchema, detail)
    expect(detail).toHaveProperty('history')
    const move: OrderPatch = { status: 'confirmado' }
    expectMatches(
      OrderSchema,
      await call(
        {
          method: 'PATCH',
          url: `/api/v1/admin/tienda/pedidos/${created.number}/`,
          payload: move,
          headers: owner(),
        },
        200,
      ),
    )
    expectMatches(
      AdminSummarySchema,
      await call({ method: 'GET', url: '/api/v1/admin/tienda/resumen/', headers: owner() }, 200),
    )

    const outOfStock = await post(
      { ...body, items: [{ variant_id: product.variants[0]!, quantity: 9 }] },
      409,
    )
    expectMatches(ErrorSchema, outOfStock)
    expect(outOfStock).toMatchObject({ code: 'out_of_stock', lines: [{ reason: 'short' }] })
    const priceChanged = await post(
      { ...body, items: [{ variant_id: product.variants[0]!, quantity: 2 }] },
      409,
    )
    expectMatches(ErrorSchema, priceChanged)
    expect(priceChanged).toMatchObject({ code: 'price_changed', total: 409800 })
    const invalidMove = await call(
      {
        method: 'PATCH',
        url: `/api/v1/admin/tienda/pedidos/${created.number}/`,
        payload: move,
        headers: owner(),
      },
      409,
    )
    expectMatches(ErrorSchema, invalidMove)
  })

  it('the catalogue calls: categories, products (owner and public), photos', async () => {
    const category = await call(
      {
        method: 'POST',
        url: '/api/v1/admin/tienda/categorias/',
        payload: { name: 'Yerbas' },
        headers: owner(),
      },
      201,
    )
    expectMatches(CategorySchema, category)
    const categoryId = (category as { id: number }).id
    const body: ProductBody = {
      title: 'Yerba compuesta',
      description: 'Con hierbas serranas',
      status: 'active',
      category_ids: [categoryId],
      options: [{ name: 'Peso', values: ['500 g', '1 kg'] }],
      variants: [
        {
          option_values: ['500 g'],
          price: 250000,
          compare_at_price: 300000,
          stock: 3,
          sku: 'YC-5',
        },
        { option_values: ['1 kg'], price: 450000, stock: null },
      ],
      seo_title: 'Yerba compuesta',
      seo_description: 'Yerba con hierbas',
    }
    const created = await call(
      { method: 'POST', url: '/api/v1/admin/tienda/productos/', payload: body, headers: owner() },
      201,
    )
    expectMatches(AdminProductSchema, created)
    const { id, slug } = created as { id: number; slug: string }
    const form = multipart([
      file('imagen', await img.jpeg(80, 80), 'y.jpg', 'image/jpeg'),
      { name: 'alt', value: 'Paquete de yerba' },
    ])
    expectMatches(
      ProductImageSchema,
      await call(
        {
          method: 'POST',
          url: `/api/v1/admin/tienda/productos/${id}/imagenes/`,
          payload: form.payload,
          headers: { ...owner(), ...form.headers },
        },
        201,
      ),
    )
    expectMatches(
      AdminProductPageSchema,
      await call({ method: 'GET', url: '/api/v1/admin/tienda/productos/', headers: owner() }, 200),
    )
    expectMatches(
      CategoryListSchema,
      await call({ method: 'GET', url: '/api/v1/store/categorias/' }, 200),
    )
    const list = await call({ method: 'GET', url: '/api/v1/store/productos/?q=yerba' }, 200)
    expectMatches(ProductCardPageSchema, list)
    expect((list as { results: unknown[] }).results).toHaveLength(1)
    const page = await call({ method: 'GET', url: `/api/v1/store/productos/${slug}/` }, 200)
    expectMatches(PublicProductSchema, page)
    expect((page as { categories: unknown }).categories).toEqual([
      { slug: 'yerbas', name: 'Yerbas' },
    ])
  })

  it('errors: 400 with field errors, 401, 403, 404', async () => {
    const invalid = await call({ method: 'POST', url: '/api/v1/login/', payload: {} }, 400)
    expectMatches(ErrorSchema, invalid)
    expect(invalid).toHaveProperty('errors')
    expectMatches(
      ErrorSchema,
      await call({ method: 'PUT', url: '/api/v1/admin/tienda/logos/', payload: [] }, 401),
    )
    const customer = await h.user('cliente@contrato.test')
    const { access } = await h.login(shop.subdomain, customer.email)
    expectMatches(
      ErrorSchema,
      await call(
        { method: 'PUT', url: '/api/v1/admin/tienda/logos/', payload: [], headers: bearer(access) },
        403,
      ),
    )
    expectMatches(ErrorSchema, await call({ method: 'GET', url: '/api/v1/no-existe/' }, 404))
  })
})

describe('the check itself', () => {
  it('refuses a field more, a field less and a field of another type', () => {
    const item = { id: 1, image: '/media/1/a.png', position: 0 }
    expect(() => expectMatches(ImageItemSchema, item)).not.toThrow()
    expect(() => expectMatches(ImageItemSchema, { ...item, width: 64 })).toThrow()
    expect(() => expectMatches(ImageItemSchema, { id: 1, image: '/media/1/a.png' })).toThrow()
    expect(() => expectMatches(ImageItemSchema, { ...item, position: '0' })).toThrow()
  })
})
