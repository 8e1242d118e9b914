import { randomUUID } from 'node:crypto'

import type { TSchema } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'
import {
  AdminProductSchema,
  ErrorSchema,
  ImportResultSchema,
  OrderBodySchema,
  OrderSchema,
  ProductBodySchema,
} from '@vitrina/contract'
import fc from 'fast-check'
import type { LightMyRequestResponse } from 'fastify'

import { bearer, createHarness, type Harness, type TestStore } from '../../test/support/harness.ts'
import { multipart } from '../../test/support/multipart.ts'
import { CSV_COLUMNS } from '../catalogue/csv.ts'
import { arbitraryOf, type JsonSchema } from './schema-arbitrary.ts'

/**
 * Property-based pass over the bodies a boundary tool reaches badly: orders,
 * products with variants, CSV imports. Values come from the contract's
 * schemas (mostly valid, some broken at any depth). For every one: no 5xx,
 * a 4xx has the error body, a 2xx has the documented body, and a refused
 * write (or a dry run) leaves the store's data as it was.
 * `FUZZ_RUNS` and `FUZZ_SEED` set the size and seed (`pnpm bench --only fuzz`
 * runs it longer); the default is small and fixed, for `pnpm test`.
 */

const RUNS = Number(process.env.FUZZ_RUNS) || 30
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : 20261125
const TIMEOUT = Math.max(120_000, RUNS * 2_000)

let h: Harness
let shop: TestStore
const variantIds: number[] = []
const productIds: number[] = []

const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  h.request(shop.subdomain, {
    method,
    url: `/api/v1/admin/tienda/${url}`,
    headers: bearer(shop.access),
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

beforeAll(async () => {
  h = await createHarness()
  shop = await h.store('propiedades')
  const settings = await admin('GET', 'configuracion/')
  const saved = await admin('PUT', 'configuracion/', {
    ...settings.json<object>(),
    payment_methods: ['a_convenir', 'transferencia', 'efectivo'],
    pickup_address: 'Av. Siempre Viva 742',
    shipping_flat_fee: 150_000,
  })
  if (saved.statusCode !== 200) throw new Error(`settings: ${saved.statusCode} ${saved.body}`)
  for (const [i, stock] of [5, null, 0].entries()) {
    const res = await admin('POST', 'productos/', {
      title: `Producto ${i}`,
      status: 'active',
      options: [{ name: 'Talle', values: ['S', 'M'] }],
      variants: [
        { option_values: ['S'], price: 1000 * (i + 1), stock },
        { option_values: ['M'], price: 1500 * (i + 1), stock: 2 },
      ],
    })
    if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`)
    const product = res.json<{ id: number; variants: { id: number }[] }>()
    productIds.push(product.id)
    variantIds.push(...product.variants.map((v) => v.id))
  }
}, 120_000)
afterAll(() => h.close())

/** What a write may change: every product with its variants and stock, the orders, the CSV. */
async function storeState(): Promise<string> {
  const [products, orders, csv] = await Promise.all([
    admin('GET', 'productos/?page_size=100'),
    admin('GET', 'pedidos/?page_size=100'),
    admin('GET', 'productos/exportar/'),
  ])
  return JSON.stringify([products.json(), orders.json(), csv.body])
}

/** The three invariants of every answer, plus the fourth of every refused write. */
async function expectSound(
  res: LightMyRequestResponse,
  answer: object,
  before: string,
  changes: boolean,
) {
  const sent = `${res.statusCode} ${res.body.slice(0, 300)}`
  seen.push(
    res.statusCode >= 400
      ? `${res.statusCode} ${res.json<{ code: string }>().code} ${process.env.FUZZ_VERBOSE === '2' ? JSON.stringify(res.json<{ errors?: object }>().errors ?? {}).slice(0, 150) : ''}`
      : String(res.statusCode),
  )
  expect([sent, res.statusCode < 500]).toEqual([sent, true])
  if (res.statusCode >= 400) {
    expect([sent, Value.Check(ErrorSchema as object as TSchema, res.json())]).toEqual([sent, true])
  } else {
    const problems = [...Value.Errors(answer as TSchema, res.json())].map((e) => e.path)
    expect([sent, problems]).toEqual([sent, []])
  }
  if (res.statusCode >= 400 || !changes) expect(await storeState()).toBe(before)
}

const seen: string[] = []
afterEach(() => {
  if (process.env.FUZZ_VERBOSE) {
    const counts: Record<string, number> = {}
    for (const s of seen) counts[s] = (counts[s] ?? 0) + 1
    console.log(counts)
  }
  seen.length = 0
})

/** The pass reached the rules past the schema: some writes were accepted, some refused. */
function expectBothOutcomes() {
  if (RUNS < 20) return
  expect(seen.some((s) => s.startsWith('2'))).toBe(true)
  expect(seen.some((s) => s.startsWith('4'))).toBe(true)
}

const settings = { seed: SEED, numRuns: RUNS, endOnFailure: true }

describe(`property-based bodies (${RUNS} runs each, seed ${SEED})`, () => {
  it(
    'POST store/pedidos/: no 5xx, documented answers, a refused order changes no stock',
    async () => {
      const ids = fc.oneof(
        { weight: 5, arbitrary: fc.constantFrom(...variantIds) },
        { weight: 1, arbitrary: fc.integer({ min: 1, max: 2_147_483_647 }) },
      )
      const bodies = arbitraryOf(OrderBodySchema as JsonSchema, {
        fields: {
          variant_id: ids,
          quantity: fc.oneof(
            { weight: 6, arbitrary: fc.integer({ min: 1, max: 3 }) },
            { weight: 1, arbitrary: fc.integer({ min: -5, max: 120 }) },
          ),
          name: fc.oneof(fc.constantFrom('Ana Pérez', 'José', 'Zoë Ñandú'), fc.string()),
          phone: fc.oneof(
            fc.constantFrom('+5491155550000', '11 5555-1234', '+54 9 351 555 0000'),
            fc.string({ maxLength: 20 }),
          ),
          email: fc.oneof(fc.constant(null), fc.emailAddress(), fc.string({ maxLength: 8 })),
          address: fc.oneof(fc.constant('Av. Corrientes 1234'), fc.constant(null), fc.string()),
          expected_total: fc.oneof(fc.integer({ min: 0, max: 50_000 }), fc.constant(2_000)),
        },
      })
      // Half the bodies get parts the store's rules accept (distinct real variants, a delivery
      // the store offers), so the pass reaches stock, prices and totals, not only the schema.
      const plausible = fc.record({
        items: fc.uniqueArray(
          fc.record({
            variant_id: fc.constantFrom(...variantIds),
            quantity: fc.integer({ min: 1, max: 3 }),
          }),
          { selector: (item) => item.variant_id, minLength: 1, maxLength: 3 },
        ),
        delivery: fc.constantFrom(
          { method: 'retiro' },
          { method: 'envio', address: 'Av. Corrientes 1234' },
        ),
      })
      const orders = fc
        .tuple(bodies, fc.option(plausible, { freq: 2 }))
        .map(([body, parts]) =>
          parts && body && typeof body === 'object' && !Array.isArray(body)
            ? { ...body, ...parts }
            : body,
        )
      await fc.assert(
        fc.asyncProperty(orders, async (body) => {
          const before = await storeState()
          const res = await h.request(shop.subdomain, {
            method: 'POST',
            url: '/api/v1/store/pedidos/',
            headers: { 'idempotency-key': randomUUID() },
            payload: body as object,
          })
          await expectSound(res, OrderSchema, before, true)
        }),
        settings,
      )
      expectBothOutcomes()
    },
    TIMEOUT,
  )

  it(
    'POST and PUT admin/tienda/productos/ with variants: no 5xx, documented answers, a refused save changes nothing',
    async () => {
      const axis = [{ name: 'Talle', values: ['S', 'M'] }]
      const bodies = arbitraryOf(ProductBodySchema as JsonSchema, {
        fields: {
          status: fc.constantFrom('draft', 'active', 'active', 'borrador'),
          id: fc.oneof(fc.constantFrom(...variantIds), fc.integer({ min: 1, max: 99_999 })),
          options: fc.oneof(fc.constant([]), fc.constant(axis), fc.constant(null)),
          option_values: fc.constantFrom([], ['S'], ['M'], ['L'], ['S', 'M']),
          title: fc.oneof(fc.constantFrom('Remera', 'Taza de café', 'Ñandú 🧉'), fc.string()),
          description: fc.oneof(fc.constant('Algodón.'), fc.string()),
          sku: fc.oneof(fc.constant(null), fc.string({ minLength: 1, maxLength: 8 })),
          category_ids: fc.constant([]),
        },
      })
      const target = fc.option(fc.constantFrom(...productIds), { freq: 2 })
      // Half the bodies get options and variants that agree, so saves go through too.
      const agreeing = fc
        .record({
          price: fc.integer({ min: 0, max: 1_000_000 }),
          stock: fc.option(fc.integer({ min: 0, max: 50 })),
        })
        .map((v) => ({
          options: axis,
          variants: [
            { option_values: ['S'], ...v },
            { option_values: ['M'], ...v },
          ],
          slug: undefined,
        }))
      const products = fc
        .tuple(bodies, fc.option(agreeing, { freq: 2 }))
        .map(([body, parts]) =>
          parts && body && typeof body === 'object' && !Array.isArray(body)
            ? JSON.parse(JSON.stringify({ ...body, ...parts }))
            : body,
        )
      await fc.assert(
        fc.asyncProperty(products, target, async (body, productId) => {
          const before = await storeState()
          const res =
            productId === null
              ? await admin('POST', 'productos/', body)
              : await admin('PUT', `productos/${productId}/`, body)
          await expectSound(res, AdminProductSchema, before, true)
        }),
        settings,
      )
      expectBothOutcomes()
    },
    TIMEOUT,
  )

  it(
    'POST admin/tienda/productos/importar/: no 5xx, documented answers, a refused import or a dry run changes nothing',
    async () => {
      const cell = fc.oneof(
        { weight: 4, arbitrary: fc.string({ maxLength: 12 }) },
        { weight: 2, arbitrary: fc.integer({ min: -10, max: 1_000_000 }).map(String) },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            '',
            'active',
            'draft',
            'S',
            '12,50',
            '=1+1',
            '"',
            '\n',
            '\u0000',
          ),
        },
      )
      const row = fc.array(cell, { minLength: 0, maxLength: CSV_COLUMNS.length + 1 })
      const header = fc.oneof(
        { weight: 4, arbitrary: fc.constant([...CSV_COLUMNS]) },
        { weight: 1, arbitrary: fc.shuffledSubarray([...CSV_COLUMNS, 'otra']) },
      )
      const quote = (value: string) => `"${value.replaceAll('"', '""')}"`
      const files = fc
        .tuple(header, fc.array(row, { maxLength: 6 }))
        .map(([names, rows]) => [names, ...rows].map((r) => r.map(quote).join(',')).join('\n'))
      await fc.assert(
        fc.asyncProperty(files, fc.boolean(), async (csv, dryRun) => {
          const before = await storeState()
          const { payload, headers } = multipart([
            {
              name: 'archivo',
              filename: 'productos.csv',
              contentType: 'text/csv',
              data: Buffer.from(csv),
            },
          ])
          const res = await h.request(shop.subdomain, {
            method: 'POST',
            url: `/api/v1/admin/tienda/productos/importar/${dryRun ? '?dry_run=1' : ''}`,
            headers: { ...bearer(shop.access), ...headers },
            payload,
          })
          await expectSound(res, ImportResultSchema, before, !dryRun)
        }),
        settings,
      )
      expectBothOutcomes()
    },
    TIMEOUT,
  )
})
