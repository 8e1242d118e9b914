import { randomUUID } from 'node:crypto'
import { gzipSync } from 'node:zlib'

import type { ErrorBody, Order, OrderPage } from '@vitrina/contract'
import { eq, sql } from 'drizzle-orm'

import { addProduct, SELLING, setSettings, stockOf } from '../../test/support/catalogue.ts'
import { bearer, createHarness, type Harness, type TestStore } from '../../test/support/harness.ts'
import { productImages, products, variants } from '../catalogue/schema.ts'
import { LocalMediaStore } from '../services/media-store.ts'
import { orders } from './schema.ts'
import { Orders } from './service.ts'
import { startOrderSweep } from './sweep.ts'

let h: Harness
let seq = 0
/** Every statement sent through the app's database. */
const sent: string[] = []

beforeAll(async () => {
  h = await createHarness({ baseUrl: 'https://vitrina.example', onQuery: (q) => sent.push(q) })
}, 120_000)
afterAll(() => h.close())

async function sellingStore(settings: Parameters<typeof setSettings>[2] = {}) {
  const store = await h.store(`o${++seq}`)
  await setSettings(h.database.db, store.id, { ...SELLING, ...settings })
  return store
}

interface Body {
  items: { variant_id: number; quantity: number }[]
  [field: string]: unknown
}

const body = (items: Body['items'], extra: Record<string, unknown> = {}): Body => ({
  items,
  customer: { name: 'Ana Pérez', phone: '+54 9 11 5555-1234' },
  delivery: { method: 'retiro' },
  payment_method: 'a_convenir',
  ...extra,
})

function checkout(
  store: TestStore,
  payload: unknown,
  key: string | null = randomUUID(),
  headers: Record<string, string> = {},
) {
  return h.request(store.subdomain, {
    method: 'POST',
    url: '/api/v1/store/pedidos/',
    headers: { ...(key === null ? {} : { 'idempotency-key': key }), ...headers },
    payload: payload as Record<string, unknown>,
  })
}

const get = (store: TestStore, url: string, token?: string) =>
  h.request(store.subdomain, {
    method: 'GET',
    url: `/api/v1/${url}`,
    headers: token ? bearer(token) : {},
  })

const patch = (store: TestStore, number: number, status: string, token = store.access) =>
  h.request(store.subdomain, {
    method: 'PATCH',
    url: `/api/v1/admin/tienda/pedidos/${number}/`,
    headers: bearer(token),
    payload: { status },
  })

describe('POST store/pedidos/', () => {
  it('places an order priced from the catalogue, taking the stock, numbered from 1001', async () => {
    const store = await sellingStore()
    const remera = await addProduct(h.database.db, store.id, {
      title: 'Remera',
      axes: [
        { name: 'Talle', values: ['M'] },
        { name: 'Color', values: ['Azul'] },
      ],
      variants: [{ price: 1299900, stock: 5, options: ['M', 'Azul'], sku: 'REM-M-AZ' }],
      image: `${store.id}/remera.jpg`,
    })
    const taza = await addProduct(h.database.db, store.id, {
      title: 'Taza',
      variants: [{ price: 50000, stock: null }],
    })
    const res = await checkout(
      store,
      body(
        [
          { variant_id: remera.variants[0]!, quantity: 2 },
          { variant_id: taza.variants[0]!, quantity: 1 },
        ],
        { customer: { name: '  Ana Pérez ', phone: '+54 9 (11) 5555-1234', email: 'ana@x.test' } },
      ),
    )
    expect(res.statusCode).toBe(201)
    const order = res.json<Order>()
    expect(order).toMatchObject({
      number: 1001,
      status: 'pendiente',
      customer: { name: 'Ana Pérez', phone: '+5491155551234', email: 'ana@x.test' },
      delivery: { method: 'retiro' },
      payment_method: 'a_convenir',
      subtotal: 2 * 1299900 + 50000,
      shipping: 0,
      total: 2 * 1299900 + 50000,
      currency: 'ARS',
    })
    expect(order.token).toMatch(/^[A-Za-z0-9_-]{22,}$/)
    expect(order.items).toEqual([
      {
        variant_id: remera.variants[0],
        title: 'Remera',
        option_values: ['M', 'Azul'],
        sku: 'REM-M-AZ',
        unit_price: 1299900,
        quantity: 2,
        line_total: 2599800,
        image: `/media/${store.id}/remera.jpg`,
      },
      {
        variant_id: taza.variants[0],
        title: 'Taza',
        option_values: [],
        sku: null,
        unit_price: 50000,
        quantity: 1,
        line_total: 50000,
        image: null,
      },
    ])
    expect(order.transfer_instructions).toBeUndefined()
    // A pickup order says where to pick it up.
    expect(order.pickup_address).toBe(SELLING.pickupAddress)
    expect(await stockOf(h.database.db, remera.variants[0]!)).toBe(3)
    expect(await stockOf(h.database.db, taza.variants[0]!)).toBeNull()
    const [summary] = await h.database.db
      .select({ stockTotal: products.stockTotal, available: products.available })
      .from(products)
      .where(eq(products.id, remera.id))
    expect(summary).toEqual({ stockTotal: 3, available: true })

    const second = await checkout(store, body([{ variant_id: taza.variants[0]!, quantity: 1 }]))
    expect(second.json<Order>().number).toBe(1002)
    const otherStore = await sellingStore()
    const elsewhere = await addProduct(h.database.db, otherStore.id)
    const first = await checkout(
      otherStore,
      body([{ variant_id: elsewhere.variants[0]!, quantity: 1 }]),
    )
    expect(first.json<Order>().number).toBe(1001)
  })

  it('places an order in one statement that is its own transaction, but for the store lookup', async () => {
    const store = await sellingStore()
    const p = await addProduct(h.database.db, store.id, { variants: [{ stock: 5 }, { stock: 1 }] })
    const statements = async (payload: Body) => {
      sent.length = 0
      const res = await checkout(store, payload)
      expect(res.statusCode).toBe(201)
      // The store lookup, and the embedded database's one-time `PREPARE` of the order statement.
      return sent.filter(
        (q) => !q.startsWith('select "id", "subdomain"') && !q.startsWith('PREPARE'),
      )
    }
    const plain = await statements(body([{ variant_id: p.variants[0]!, quantity: 2 }]))
    // Their beginnings, so a failure shows which statements came.
    expect(plain.map((q) => q.slice(0, 80))).toHaveLength(1)
    // PostgreSQL runs it as a named statement; the embedded database `EXECUTE`s what it prepared.
    expect(plain[0]).toMatch(
      h.database.kind === 'pglite' ? /^EXECUTE vitrina_place_order_at_once\('/ : /^with x as/,
    )
    // Selling out a variant refreshes whether its product can be bought: the checked path.
    const soldOut = await statements(body([{ variant_id: p.variants[1]!, quantity: 1 }]))
    expect(soldOut.length).toBeGreaterThan(1)
    const [summary] = await h.database.db
      .select({ available: products.available, stockTotal: products.stockTotal })
      .from(products)
      .where(eq(products.id, p.id))
    expect(summary).toEqual({ available: true, stockTotal: 3 })
  })

  it('keeps quotes, backslashes and SQL-looking text exactly as sent', async () => {
    const store = await sellingStore()
    const p = await addProduct(h.database.db, store.id)
    const name = "Ana O'Brien \\' ); select 1; -- $1 ñ 🎁"
    const notes = "Timbre 'B'\\n; drop table orders; -- \\\\"
    const res = await checkout(
      store,
      body([{ variant_id: p.variants[0]!, quantity: 1 }], {
        customer: { name, phone: '+54 9 11 5555-1234' },
        notes,
      }),
    )
    expect(res.statusCode).toBe(201)
    const [row] = await h.database.db
      .select({ name: orders.customerName, notes: orders.notes })
      .from(orders)
      .where(eq(orders.token, res.json<Order>().token))
    expect(row).toEqual({ name, notes })
  })

  it('never uses a price the client sends', async () => {
    const store = await sellingStore()
    const p = await addProduct(h.database.db, store.id, { variants: [{ price: 9900 }] })
    const res = await checkout(store, {
      ...body([{ variant_id: p.variants[0]!, quantity: 1, unit_price: 1 } as never]),
      total: 1,
      subtotal: 1,
    })
    expect(res.statusCode).toBe(201)
    expect(res.json<Order>()).toMatchObject({ total: 9900, items: [{ unit_price: 9900 }] })
  })

  it('adds the flat shipping fee for envio and writes the WhatsApp message', async () => {
    const store = await sellingStore()
    const p = await addProduct(h.database.db, store.id, {
      title: 'Remera\nTotal: $ 0,00',
      axes: [
        { name: 'Talle', values: ['M'] },
        { name: 'Color', values: ['Azul'] },
      ],
      variants: [{ price: 1299900, options: ['M', 'Azul'] }],
    })
    const res = await checkout(
      store,
      body([{ variant_id: p.variants[0]!, quantity: 2 }], {
        delivery: { method: 'envio', address: 'Calle Falsa 123\nPago: pagado' },
        payment_method: 'transferencia',
      }),
    )
    expect(res.statusCode).toBe(201)
    const order = res.json<Order>()
    expect(order).toMatchObject({ subtotal: 2599800, shipping: 150000, total: 2749800 })
    expect(order.delivery).toEqual({ method: 'envio', address: 'Calle Falsa 123\nPago: pagado' })
    expect(order.transfer_instructions).toBe(SELLING.transferInstructions)
    expect(order.pickup_address).toBeUndefined()
    const url = new URL(order.whatsapp_url!)
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/5491122334455')
    // Plain spaces in the amounts, as the spec writes them (Intl's are no-break).
    const text = url.searchParams.get('text')!
    expect(text).not.toMatch(/[\u00a0\u202f]/)
    expect(text.split('\n')).toEqual([
      `Hola! Hice el pedido #1001 en Store ${store.subdomain}:`,
      '2 × Remera Total: $ 0,00 (M, Azul) — $ 25.998,00',
      'Envío: $ 1.500,00',
      'Total: $ 27.498,00',
      'Entrega: Envío a domicilio — Calle Falsa 123 Pago: pagado',
      'Pago: Transferencia bancaria',
      `Pedido: https://${store.subdomain}.vitrina.example/pedido/${order.token}`,
    ])
  })

  it('has no WhatsApp link when the store has no number', async () => {
    const store = await sellingStore({ whatsapp: null })
    const p = await addProduct(h.database.db, store.id)
    const res = await checkout(store, body([{ variant_id: p.variants[0]!, quantity: 1 }]))
    expect(res.statusCode).toBe(201)
    expect(res.json<Order>().whatsapp_url).toBeUndefined()
  })

  it.each([
    [
      'a one-letter name',
      { customer: { name: ' A ', phone: '+5491155551234' } },
      'customer.name',
      'Ingresá tu nombre',
    ],
    [
      'an 81-letter name',
      { customer: { name: 'a'.repeat(81), phone: '+5491155551234' } },
      'customer.name',
      'Ingresá tu nombre',
    ],
    [
      'a short phone',
      { customer: { name: 'Ana', phone: '+54 11 12' } },
      'customer.phone',
      'Ingresá un teléfono válido',
    ],
    [
      'a phone without its country code',
      { customer: { name: 'Ana', phone: '11 4444 3333' } },
      'customer.phone',
      'Ingresá un teléfono válido',
    ],
    [
      'a phone with letters',
      { customer: { name: 'Ana', phone: '+54 9 11 abcd-1234' } },
      'customer.phone',
      'Ingresá un teléfono válido',
    ],
    [
      'a bad email',
      { customer: { name: 'Ana', phone: '+5491155551234', email: 'ana@' } },
      'customer.email',
      'Ingresá un email válido',
    ],
    [
      'envio without address',
      { delivery: { method: 'envio' } },
      'delivery.address',
      'Ingresá la dirección de envío',
    ],
    [
      'envio with a 4-letter address',
      { delivery: { method: 'envio', address: ' Cal ' } },
      'delivery.address',
      'Ingresá la dirección de envío',
    ],
    [
      'envio with a 301-letter address',
      { delivery: { method: 'envio', address: 'x'.repeat(301) } },
      'delivery.address',
      'Ingresá la dirección de envío',
    ],
    [
      'envio with a 5,000-letter address',
      { delivery: { method: 'envio', address: 'x'.repeat(5000) } },
      'delivery.address',
      'Ingresá la dirección de envío',
    ],
    [
      'a name of invisible marks only',
      { customer: { name: '\u200b\u200b\u200b', phone: '+5491155551234' } },
      'customer.name',
      'Ingresá tu nombre',
    ],
    [
      'an address of one letter and zero-width spaces',
      { delivery: { method: 'envio', address: 'x\u200b\u200b\u200b\u200b' } },
      'delivery.address',
      'Ingresá la dirección de envío',
    ],
    [
      'a 1,000-letter name',
      { customer: { name: 'x'.repeat(1000), phone: '+5491155551234' } },
      'customer.name',
      'Ingresá tu nombre',
    ],
    [
      'a 100-digit phone',
      { customer: { name: 'Ana', phone: '1'.repeat(100) } },
      'customer.phone',
      'Ingresá un teléfono válido',
    ],
  ])('refuses %s (400 invalid)', async (_case, extra, field, message) => {
    const store = await sellingStore()
    const p = await addProduct(h.database.db, store.id, { variants: [{ stock: 3 }] })
    const res = await checkout(store, body([{ variant_id: p.variants[0]!, quantity: 1 }], extra))
    expect(res.statusCode).toBe(400)
    const error = res.json<ErrorBody>()
    expect(error.code).toBe('invalid')
    expect(error.errors?.[field]).toEqual([message])
    expect(await stockOf(h.database.db, p.variants[0]!)).toBe(3)
  })

  it.each([
    ['no lines', { items: [] }],
    [
      '51 lines',
      { items: Array.from({ length: 51 }, (_, i) => ({ variant_id: i + 1, quantity: 1 })) },
    ],
    ['a quantity of 0', { items: [{ variant_id: 1, quantity: 0 }] }],
    ['a quantity of 100', { items: [{ variant_id: 1, quantity: 100 }] }],
    ['a quantity as text', { items: [{ variant_id: 1, quantity: '1' }] }],
    ['an unknown method', { delivery: { method: 'drone' } }],
    ['an unknown payment', { payment_method: 'bitcoin' }],
    ['501-letter notes', { notes: 'x'.repeat(501) }],
    ['no customer', { customer: undefined }],
  ])('refuses a body with %s (400 invalid)', async (_case, extra) => {
    const store = await sellingStore()
    const res = await checkout(store, { ...body([{ variant_id: 1, quantity: 1 }]), ...extra })
    expect(res.statusCode).toBe(400)
    expect(res.json<ErrorBody>().code).toBe('invalid')
  })

  it('refuses the same variant twice', async () => {
    const store = await sellingStore()
    const p = await addProduct(h.database.db, store.id)
    const v = p.variants[0]!
    const res = await checkout(
      store,
      body([
        { variant_id: v, quantity: 1 },
        { variant_id: v, quantity: 2 },
      ]),
    )
    expect(res.statusCode).toBe(400)
    expect(res.json<ErrorBody>().errors?.items).toEqual([
      'Cada producto puede aparecer una sola vez',
    ])
  })

  it('refuses a name of a long run of blanks between two letters at once (the trim is linear)', async () => {
    const store = await sellingStore()
    const p = await addProduct(h.database.db, store.id, { variants: [{ stock: 3 }] })
    // A run that a regular expression anchored at the end scans again from each blank:
    // minutes of one thread for the whole server before, a few milliseconds now.
    const name = `A${' \u200b'.repeat(150_000)}B`
    const res = await checkout(
      store,
      body([{ variant_id: p.variants[0]!, quantity: 1 }], {
        customer: { name, phone: '+5491155551234' },
      }),
    )
    expect(res.statusCode).toBe(400)
    expect(res.json<ErrorBody>().errors?.['customer.name']).toEqual(['Ingresá tu nombre'])
  }, 5_000)

  it('says an order needs a line in Spanish that reads right (one element, singular)', async () => {
    const store = await sellingStore()
    const res = await checkout(store, { ...body([]), items: [] })
    expect(res.statusCode).toBe(400)
    expect(res.json<ErrorBody>().errors?.items).toEqual([
      'Valor no válido: la lista debe tener al menos 1 elemento.',
    ])
  })

  it('needs an Idempotency-Key of 8 to 64 characters', async () => {
    const store = await sellingStore()
    const p = await addProduct(h.database.db, store.id)
    const payload = body([{ variant_id: p.variants[0]!, quantity: 1 }])
    for (const key of [null, '', 'short12', 'x'.repeat(65), 'clave\u00f1123']) {
      const res = await checkout(store, payload, key)
      expect([key, res.statusCode, res.json<ErrorBody>().code]).toEqual([key, 400, 'invalid'])
      // A key sent but not valid is not said to be missing.
      expect([key, res.json<ErrorBody>().detail]).toEqual([
        key,
        key
          ? 'La cabecera Idempotency-Key debe tener de 8 a 64 caracteres ASCII imprimibles.'
          : 'Falta la cabecera Idempotency-Key (de 8 a 64 caracteres).',
      ])
    }
    expect((await checkout(store, payload, 'k'.repeat(8))).statusCode).toBe(201)
    expect((await checkout(store, payload, 'k'.repeat(64))).statusCode).toBe(201)
    expect((await checkout(store, payload, 'con espacio 123')).statusCode).toBe(201)
  })

  it('refuses a delivery method or payment the store has not enabled (400)', async () => {
    const store = await sellingStore({
      shippingFlatFee: null,
      paymentMethods: ['a_convenir', 'efectivo'],
    })
    const p = await addProduct(h.database.db, store.id)
    const line = [{ variant_id: p.variants[0]!, quantity: 1 }]
    const envio = await checkout(
      store,
      body(line, { delivery: { method: 'envio', address: 'Calle 1234' } }),
    )
    expect(envio.statusCode).toBe(400)
    expect(Object.keys(envio.json<ErrorBody>().errors!)).toEqual(['delivery.method'])
    const transfer = await checkout(store, body(line, { payment_method: 'transferencia' }))
    expect(transfer.statusCode).toBe(400)
    expect(Object.keys(transfer.json<ErrorBody>().errors!)).toEqual(['payment_method'])

    const noPickup = await sellingStore({ pickupAddress: '' })
    const q = await addProduct(h.database.db, noPickup.id)
    const retiro = await checkout(noPickup, body([{ variant_id: q.variants[0]!, quantity: 1 }]))
    expect(retiro.statusCode).toBe(400)
    expect(Object.keys(retiro.json<ErrorBody>().errors!)).toEqual(['delivery.method'])
    const cashShipped = await checkout(
      noPickup,
      body([{ variant_id: q.variants[0]!, quantity: 1 }], {
        delivery: { method: 'envio', address: 'Calle 1234' },
        payment_method: 'efectivo',
      }),
    )
    expect(cashShipped.statusCode).toBe(400)
    expect(Object.keys(cashShipped.json<ErrorBody>().errors!)).toEqual(['payment_method'])
  })

  it('answers 409 out_of_stock with the reason per line, taking nothing and keeping the key free', async () => {
    const store = await sellingStore()
    const other = await sellingStore()
    const ok = await addProduct(h.database.db, store.id, { variants: [{ stock: 10 }] })
    const short = await addProduct(h.database.db, store.id, { variants: [{ stock: 2 }] })
    const noPrice = await addProduct(h.database.db, store.id, { variants: [{ price: null }] })
    const draft = await addProduct(h.database.db, store.id, { status: 'draft' })
    const foreign = await addProduct(h.database.db, other.id)
    const deleted = await addProduct(h.database.db, store.id, { variants: [{ stock: 4 }] })
    await h.database.db.delete(variants).where(eq(variants.id, deleted.variants[0]!))
    const key = randomUUID()
    const res = await checkout(
      store,
      body([
        { variant_id: ok.variants[0]!, quantity: 3 },
        { variant_id: short.variants[0]!, quantity: 3 },
        { variant_id: noPrice.variants[0]!, quantity: 1 },
        { variant_id: draft.variants[0]!, quantity: 1 },
        { variant_id: foreign.variants[0]!, quantity: 1 },
        { variant_id: deleted.variants[0]!, quantity: 1 },
        { variant_id: 2_000_000_000, quantity: 1 },
      ]),
      key,
    )
    expect(res.statusCode).toBe(409)
    expect(res.json<ErrorBody>()).toEqual({
      detail: 'Algunos productos ya no tienen stock suficiente',
      code: 'out_of_stock',
      lines: [
        { variant_id: short.variants[0], available: 2, reason: 'short' },
        { variant_id: noPrice.variants[0], available: 0, reason: 'no_price' },
        { variant_id: draft.variants[0], available: 0, reason: 'gone' },
        { variant_id: foreign.variants[0], available: 0, reason: 'gone' },
        { variant_id: deleted.variants[0], available: 0, reason: 'gone' },
        { variant_id: 2_000_000_000, available: 0, reason: 'gone' },
      ],
    })
    expect(await stockOf(h.database.db, ok.variants[0]!)).toBe(10)
    expect(await stockOf(h.database.db, short.variants[0]!)).toBe(2)

    // The fixed cart, same key: a new order.
    const fixed = await checkout(
      store,
      body([
        { variant_id: ok.variants[0]!, quantity: 3 },
        { variant_id: short.variants[0]!, quantity: 2 },
      ]),
      key,
    )
    expect(fixed.statusCode).toBe(201)
    expect(fixed.json<Order>().number).toBe(1001)
    expect(await stockOf(h.database.db, short.variants[0]!)).toBe(0)
    const [summary] = await h.database.db
      .select({ available: products.available, stockTotal: products.stockTotal })
      .from(products)
      .where(eq(products.id, short.id))
    expect(summary).toEqual({ available: false, stockTotal: 0 })
  })

  it('answers 409 price_changed with its total and prices when expected_total differs', async () => {
    const store = await sellingStore()
    const p = await addProduct(h.database.db, store.id, { variants: [{ price: 1000, stock: 5 }] })
    const q = await addProduct(h.database.db, store.id, { variants: [{ price: 2500 }] })
    const items = [
      { variant_id: p.variants[0]!, quantity: 2 },
      { variant_id: q.variants[0]!, quantity: 1 },
    ]
    const key = randomUUID()
    const stale = await checkout(
      store,
      body(items, { expected_total: 4000, delivery: { method: 'envio', address: 'Calle 1234' } }),
      key,
    )
    expect(stale.statusCode).toBe(409)
    expect(stale.json<ErrorBody>()).toEqual({
      detail: 'Los precios cambiaron. Revisá el total.',
      code: 'price_changed',
      total: 4500 + 150000,
      lines: [
        { variant_id: p.variants[0], unit_price: 1000 },
        { variant_id: q.variants[0], unit_price: 2500 },
      ],
    })
    expect(await stockOf(h.database.db, p.variants[0]!)).toBe(5)
    // Past any total the server can make (2^53): 400 on the field, not a query that fails (500).
    const huge = await checkout(store, body(items, { expected_total: 2 ** 63 }))
    expect(huge.statusCode).toBe(400)
    expect(Object.keys(huge.json<ErrorBody>().errors ?? {})).toEqual(['expected_total'])
    expect(await stockOf(h.database.db, p.variants[0]!)).toBe(5)
    const right = await checkout(
      store,
      body(items, { expected_total: 154500, delivery: { method: 'envio', address: 'Calle 1234' } }),
      key,
    )
    expect(right.statusCode).toBe(201)
    expect(right.json<Order>().total).toBe(154500)
    // A null expected_total checks nothing, as one left out.
    const unchecked = await checkout(store, body(items, { expected_total: null }))
    expect(unchecked.statusCode).toBe(201)
  })

  /** An order sent as these bytes, with these headers, under a new key. */
  const sendRaw = (store: TestStore, bytes: Buffer, headers: Record<string, string>) =>
    h.request(store.subdomain, {
      method: 'POST',
      url: '/api/v1/store/pedidos/',
      headers: { 'idempotency-key': randomUUID(), ...headers },
      payload: bytes,
    })

  it('reads a body in the charset it names, else UTF-8, strictly: bytes that are not are 400', async () => {
    const store = await sellingStore()
    const p = await addProduct(h.database.db, store.id, { variants: [{ price: 1000, stock: 10 }] })
    const json = JSON.stringify(body([{ variant_id: p.variants[0]!, quantity: 1 }]))
    const send = (bytes: Buffer, contentType: string) =>
      sendRaw(store, bytes, { 'content-type': contentType })
    // 'Ana Pérez' in Latin-1: before, stored as 'Ana P�rez' with a 201, said or not.
    const latin1 = Buffer.from(json, 'latin1')
    const named = await send(latin1, 'application/json; charset=iso-8859-1')
    expect(named.statusCode).toBe(201)
    expect(named.json<Order>().customer.name).toBe('Ana Pérez')
    const unnamed = await send(latin1, 'application/json')
    expect(unnamed.statusCode).toBe(400)
    expect(unnamed.json<ErrorBody>()).toEqual({
      detail: 'El cuerpo de la petición no está en UTF-8.',
      code: 'invalid',
    })
    const unknown = await send(latin1, 'application/json; charset=klingon')
    expect(unknown.statusCode).toBe(415)
    expect(unknown.json<ErrorBody>()).toEqual({
      detail: 'El cuerpo JSON está en una codificación desconocida: envialo en UTF-8.',
      code: 'unsupported_media_type',
    })
    // UTF-8 labelled Latin-1 (a common client default) still reads as sent.
    const mislabelled = await send(Buffer.from(json, 'utf8'), "application/json; charset='latin1'")
    expect(mislabelled.statusCode).toBe(201)
    expect(mislabelled.json<Order>().customer.name).toBe('Ana Pérez')
    expect(await stockOf(h.database.db, p.variants[0]!)).toBe(10 - 2)
    // UTF-8, said or not, with any spelling of the parameter.
    for (const contentType of [
      'application/json',
      'application/json; charset=utf-8',
      'application/json;charset="UTF-8"',
    ]) {
      const placed = await send(Buffer.from(json, 'utf8'), contentType)
      expect(placed.statusCode).toBe(201)
      expect(placed.json<Order>().customer.name).toBe('Ana Pérez')
    }
    // Half a surrogate pair (`"\ud800"`) is no character: before, a 201 echoed it and the
    // order kept '�'. A whole pair (an emoji, escaped or not) is text like any other.
    const items = [{ variant_id: p.variants[0]!, quantity: 1 }]
    const half = await checkout(
      store,
      body(items, { customer: { name: 'Ana \ud800', phone: '+54 9 11 5555-1234' } }),
    )
    expect(half.statusCode).toBe(400)
    expect(half.json<ErrorBody>().detail).toBe('El texto enviado tiene caracteres no válidos.')
    const whole = await checkout(
      store,
      body(items, { customer: { name: 'Ana \ud83d\ude00', phone: '+54 9 11 5555-1234' } }),
    )
    expect(whole.statusCode).toBe(201)
    expect(whole.json<Order>().customer.name).toBe('Ana 😀')
    expect(await stockOf(h.database.db, p.variants[0]!)).toBe(10 - 2 - 3 - 1)
  })

  it('refuses a compressed body with 415, and takes nothing', async () => {
    const store = await sellingStore()
    const p = await addProduct(h.database.db, store.id, { variants: [{ price: 1000, stock: 10 }] })
    const json = JSON.stringify(body([{ variant_id: p.variants[0]!, quantity: 1 }]))
    const send = (bytes: Buffer, encoding: string) =>
      sendRaw(store, bytes, { 'content-type': 'application/json', 'content-encoding': encoding })
    // Before: 400 'no es un JSON válido', which sent the client looking for a bad field.
    for (const encoding of ['gzip', 'GZIP', 'deflate, gzip']) {
      const compressed = await send(gzipSync(json), encoding)
      expect(compressed.statusCode).toBe(415)
      expect(compressed.json<ErrorBody>()).toEqual({
        detail: 'El cuerpo JSON no puede venir comprimido: envialo sin Content-Encoding.',
        code: 'unsupported_media_type',
      })
    }
    expect(await stockOf(h.database.db, p.variants[0]!)).toBe(10)
    const identity = await send(Buffer.from(json), 'identity')
    expect(identity.statusCode).toBe(201)
    expect(await stockOf(h.database.db, p.variants[0]!)).toBe(9)
  })

  it('answers the first order again for the same key and body, 409 for another body', async () => {
    const store = await sellingStore()
    const p = await addProduct(h.database.db, store.id, { variants: [{ stock: 5 }] })
    const key = randomUUID()
    const payload = body([{ variant_id: p.variants[0]!, quantity: 1 }])
    const first = await checkout(store, payload, key)
    expect(first.statusCode).toBe(201)
    // The same body written another way (keys reordered, the phone typed differently).
    const again = await checkout(
      store,
      {
        payment_method: 'a_convenir',
        delivery: { method: 'retiro' },
        customer: { phone: '+5491155551234', name: 'Ana Pérez ' },
        items: payload.items,
      },
      key,
    )
    expect(again.statusCode).toBe(200)
    expect(again.json<Order>()).toEqual(first.json<Order>())
    const changed = await checkout(store, body([{ variant_id: p.variants[0]!, quantity: 2 }]), key)
    expect(changed.statusCode).toBe(409)
    expect(changed.json<ErrorBody>().code).toBe('idempotency_conflict')
    expect(await stockOf(h.database.db, p.variants[0]!)).toBe(4)

    // Per store: the same key elsewhere is another order.
    const other = await sellingStore()
    const q = await addProduct(h.database.db, other.id)
    expect(
      (await checkout(other, body([{ variant_id: q.variants[0]!, quantity: 1 }]), key)).statusCode,
    ).toBe(201)

    // After 24 h the key is free again.
    await h.database.db.execute(
      sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = ${key}`,
    )
    const later = await checkout(store, payload, key)
    expect(later.statusCode).toBe(201)
    expect(later.json<Order>().number).toBe(1002)
  })

  it('makes one order for a key sent many times at once', async () => {
    const store = await sellingStore()
    const p = await addProduct(h.database.db, store.id, { variants: [{ stock: 50 }] })
    const key = randomUUID()
    const payload = body([{ variant_id: p.variants[0]!, quantity: 2 }])
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => checkout(store, payload, key)),
    )
    expect(answers.map((a) => a.statusCode).sort()).toEqual([...Array(11).fill(200), 201])
    expect(new Set(answers.map((a) => a.json<Order>().token)).size).toBe(1)
    expect(await stockOf(h.database.db, p.variants[0]!)).toBe(48)
    const [count] = await h.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.storeId, store.id))
    expect(count!.n).toBe(1)
  })

  it('takes 130 orders from one address within a minute, none throttled (spec: at least 120)', async () => {
    const store = await sellingStore()
    const p = await addProduct(h.database.db, store.id, { variants: [{ stock: null }] })
    const payload = body([{ variant_id: p.variants[0]!, quantity: 1 }])
    const statuses: number[] = []
    for (let batch = 0; batch < 13; batch += 1) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          h.request(store.subdomain, {
            method: 'POST',
            url: '/api/v1/store/pedidos/',
            remoteAddress: '203.0.113.7',
            headers: { 'idempotency-key': randomUUID(), 'x-forwarded-for': '203.0.113.7' },
            payload,
          }),
        ),
      )
      statuses.push(...answers.map((a) => a.statusCode))
    }
    expect(statuses).toEqual(Array(130).fill(201))
  })

  it('keeps an order whole when its product changes or goes', async () => {
    const store = await sellingStore()
    const p = await addProduct(h.database.db, store.id, {
      title: 'Mate',
      variants: [{ price: 700000, stock: 3, sku: 'MATE' }],
      image: `${store.id}/mate.jpg`,
    })
    const placed = (
      await checkout(store, body([{ variant_id: p.variants[0]!, quantity: 1 }]))
    ).json<Order>()
    await h.database.db.update(variants).set({ price: 1 }).where(eq(variants.id, p.variants[0]!))
    await h.database.db.update(products).set({ title: 'Otro' }).where(eq(products.id, p.id))
    const edited = (
      await get(store, `admin/tienda/pedidos/${placed.number}/`, store.access)
    ).json<Order>()
    expect(edited.items[0]).toMatchObject({
      title: 'Mate',
      unit_price: 700000,
      sku: 'MATE',
      variant_id: p.variants[0],
      image: `/media/${store.id}/mate.jpg`,
    })
    expect(edited.total).toBe(700000)
    // The owner deletes that photo (its file goes with it): no link to a missing file.
    await h.database.db.delete(productImages).where(eq(productImages.productId, p.id))
    const photoGone = (
      await get(store, `admin/tienda/pedidos/${placed.number}/`, store.access)
    ).json<Order>()
    expect(photoGone.items[0]!.image).toBeNull()
    expect(
      (await get(store, `store/pedidos/${placed.token}/`)).json<Order>().items[0]!.image,
    ).toBeNull()
    await h.database.db.delete(products).where(eq(products.id, p.id))
    const gone = (
      await get(store, `admin/tienda/pedidos/${placed.number}/`, store.access)
    ).json<Order>()
    expect(gone.items[0]).toEqual({
      variant_id: p.variants[0],
      title: 'Mate',
      option_values: [],
      sku: 'MATE',
      unit_price: 700000,
      quantity: 1,
      line_total: 700000,
      image: null,
    })
    // Cancelling it later gives nothing to a variant that is gone, and fails nothing.
    expect((await patch(store, placed.number, 'cancelado')).statusCode).toBe(200)
  })

  it('keeps its orders whole when the owner deletes a variant or the product through the API', async () => {
    const store = await sellingStore()
    const admin = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      h.request(store.subdomain, {
        method,
        url: `/api/v1/admin/tienda/${url}`,
        headers: bearer(store.access),
        ...(payload ? { payload } : {}),
      })
    const created = await admin('POST', 'productos/', {
      title: 'Bombilla',
      status: 'active',
      options: [{ name: 'Material', values: ['Alpaca', 'Acero'] }],
      variants: [
        { option_values: ['Alpaca'], price: 450000, stock: 4, sku: 'BOM-AL' },
        { option_values: ['Acero'], price: 250000, stock: 4 },
      ],
    })
    expect(created.statusCode).toBe(201)
    const product = created.json<{ id: number; variants: { id: number }[] }>()
    const [alpaca, acero] = product.variants as [{ id: number }, { id: number }]
    const placed = (
      await checkout(
        store,
        body([
          { variant_id: alpaca.id, quantity: 1 },
          { variant_id: acero.id, quantity: 2 },
        ]),
      )
    ).json<Order>()
    const read = async () =>
      (await get(store, `admin/tienda/pedidos/${placed.number}/`, store.access)).json<Order>()
    const before = await read()
    expect(before.total).toBe(450000 + 2 * 250000)

    // The variant 'Alpaca' is left out of the product's list, so it is deleted.
    const dropped = await admin('PUT', `productos/${product.id}/`, {
      title: 'Bombilla',
      options: [{ name: 'Material', values: ['Acero'] }],
      variants: [{ id: acero.id, option_values: ['Acero'], price: 1 }],
    })
    expect(dropped.statusCode).toBe(200)
    expect(await read()).toEqual(before)
    expect((await admin('DELETE', `productos/${product.id}/`)).statusCode).toBe(204)
    expect(await read()).toEqual(before)
    expect((await get(store, `store/pedidos/${placed.token}/`)).json<Order>().items).toEqual(
      before.items,
    )
  })

  it('keeps the currency it was placed in when the store changes its own', async () => {
    const store = await sellingStore()
    const p = await addProduct(h.database.db, store.id, {
      title: 'Yerba',
      variants: [{ price: 129900, stock: 3 }],
    })
    const placed = (
      await checkout(store, body([{ variant_id: p.variants[0]!, quantity: 1 }]))
    ).json<Order>()
    expect(placed).toMatchObject({ currency: 'ARS', total: 129900 })
    expect((await patch(store, placed.number, 'cancelado')).statusCode).toBe(200)
    const settings = (await get(store, 'admin/tienda/configuracion/', store.access)).json()
    const put = await h.request(store.subdomain, {
      method: 'PUT',
      url: '/api/v1/admin/tienda/configuracion/',
      headers: bearer(store.access),
      payload: { ...settings, currency: 'CLP' },
    })
    expect(put.statusCode).toBe(200)
    for (const answer of [
      await get(store, `admin/tienda/pedidos/${placed.number}/`, store.access),
      await get(store, `store/pedidos/${placed.token}/`),
    ]) {
      const order = answer.json<Order>()
      expect(order).toMatchObject({ currency: 'ARS', total: 129900 })
      expect(decodeURIComponent(order.whatsapp_url!)).toContain('Total: $ 1.299,00')
    }
  })

  it('belongs to the logged-in user, and a bad token is refused', async () => {
    const store = await sellingStore()
    const p = await addProduct(h.database.db, store.id)
    const payload = body([{ variant_id: p.variants[0]!, quantity: 1 }])
    const ana = await h.user(`ana${seq}@x.test`)
    const bob = await h.user(`bob${seq}@x.test`)
    const anaTokens = await h.login(store.subdomain, ana.email)
    const bobTokens = await h.login(store.subdomain, bob.email)
    const mine = [
      (await checkout(store, payload, randomUUID(), bearer(anaTokens.access))).json<Order>(),
      (await checkout(store, payload, randomUUID(), bearer(anaTokens.access))).json<Order>(),
    ]
    await checkout(store, payload) // anonymous
    await checkout(store, payload, randomUUID(), bearer(bobTokens.access))
    const refused = await checkout(store, payload, randomUUID(), bearer('not-a-token'))
    expect(refused.statusCode).toBe(401)

    const list = await get(store, 'user/pedidos/', anaTokens.access)
    expect(list.statusCode).toBe(200)
    expect(list.headers['cache-control']).toBe('no-store')
    const page = list.json<OrderPage>()
    expect(page).toMatchObject({ count: 2, page: 1, page_size: 24 })
    expect(page.results.map((o) => o.number)).toEqual([mine[1]!.number, mine[0]!.number])
    expect(page.results[0]!.token).toBe(mine[1]!.token)
    const second = (
      await get(store, 'user/pedidos/?page=2&page_size=1', anaTokens.access)
    ).json<OrderPage>()
    expect(second.results.map((o) => o.number)).toEqual([mine[0]!.number])
    expect((await get(store, 'user/pedidos/?page=0', anaTokens.access)).statusCode).toBe(400)
    expect((await get(store, 'user/pedidos/')).statusCode).toBe(401)
    const bobs = (await get(store, 'user/pedidos/', bobTokens.access)).json<OrderPage>()
    expect(bobs.count).toBe(1)

    // Ana's orders of another store are not here, nor hers here there.
    const other = await sellingStore()
    const q = await addProduct(h.database.db, other.id)
    const anaThere = await h.login(other.subdomain, ana.email)
    await checkout(
      other,
      body([{ variant_id: q.variants[0]!, quantity: 1 }]),
      randomUUID(),
      bearer(anaThere.access),
    )
    expect((await get(other, 'user/pedidos/', anaThere.access)).json<OrderPage>().count).toBe(1)
    expect((await get(store, 'user/pedidos/', anaTokens.access)).json<OrderPage>().count).toBe(2)
  })
})

describe('GET store/pedidos/{token}/', () => {
  it('answers the order with the phone masked, no email, private headers', async () => {
    const store = await sellingStore()
    const p = await addProduct(h.database.db, store.id)
    const placed = (
      await checkout(
        store,
        body([{ variant_id: p.variants[0]!, quantity: 1 }], {
          customer: { name: 'Ana', phone: '+5491155551234', email: 'ana@x.test' },
          notes: 'Timbre 2B',
        }),
      )
    ).json<Order>()
    const res = await get(store, `store/pedidos/${placed.token}/`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.headers['referrer-policy']).toBe('no-referrer')
    expect(res.headers['x-robots-tag']).toBe('noindex')
    const order = res.json<Order>()
    expect(order.customer).toEqual({ name: 'Ana', phone: '+*********1234' })
    expect(order.notes).toBe('Timbre 2B')
    expect(order.pickup_address).toBe(SELLING.pickupAddress)
    expect(order.history).toBeUndefined()
    expect(order.whatsapp_url).toBe(placed.whatsapp_url)
    expect({ ...order, customer: placed.customer }).toEqual(placed)
  })

  it('is 404 for another store, an unknown or a malformed token', async () => {
    const store = await sellingStore()
    const other = await sellingStore()
    const p = await addProduct(h.database.db, store.id)
    const placed = (
      await checkout(store, body([{ variant_id: p.variants[0]!, quantity: 1 }]))
    ).json<Order>()
    for (const [where, token] of [
      [other, placed.token],
      [store, `${placed.token.slice(0, -1)}${placed.token.endsWith('A') ? 'B' : 'A'}`],
      [store, 'x'],
      [store, "'; drop table orders; --"],
    ] as const) {
      const res = await get(where, `store/pedidos/${encodeURIComponent(token)}/`)
      expect(res.statusCode).toBe(404)
      expect(res.json<ErrorBody>().code).toBe('not_found')
    }
  })
})

describe('the owner’s orders', () => {
  async function placed(store: TestStore, method: 'retiro' | 'envio' = 'retiro', stock = 5) {
    const p = await addProduct(h.database.db, store.id, { variants: [{ stock }] })
    const order = (
      await checkout(
        store,
        body([{ variant_id: p.variants[0]!, quantity: 2 }], {
          delivery: method === 'envio' ? { method, address: 'Calle 1234' } : { method },
        }),
      )
    ).json<Order>()
    return { order, variant: p.variants[0]!, product: p.id }
  }

  it('moves an order along §5 and refuses any other move (409 invalid_transition)', async () => {
    const store = await sellingStore()
    const pickup = (await placed(store, 'retiro')).order
    const shipped = (await placed(store, 'envio')).order
    expect((await patch(store, pickup.number, 'enviado')).statusCode).toBe(409)
    expect((await patch(store, pickup.number, 'entregado')).statusCode).toBe(409)
    expect((await patch(store, pickup.number, 'pendiente')).statusCode).toBe(409)
    expect((await patch(store, pickup.number, 'confirmado')).statusCode).toBe(200)
    expect((await patch(store, pickup.number, 'confirmado')).statusCode).toBe(409)
    const wrong = await patch(store, pickup.number, 'enviado')
    expect(wrong.statusCode).toBe(409)
    expect(wrong.json<ErrorBody>().code).toBe('invalid_transition')
    expect((await patch(store, pickup.number, 'listo_para_retirar')).statusCode).toBe(200)
    const done = await patch(store, pickup.number, 'entregado')
    expect(done.statusCode).toBe(200)
    const order = done.json<Order>()
    expect(order.status).toBe('entregado')
    expect(order.history!.map((entry) => entry.status)).toEqual([
      'pendiente',
      'confirmado',
      'listo_para_retirar',
      'entregado',
    ])
    expect(order.history!.every((entry) => !Number.isNaN(Date.parse(entry.at)))).toBe(true)
    for (const next of ['cancelado', 'pendiente', 'confirmado']) {
      expect((await patch(store, pickup.number, next)).statusCode).toBe(409)
    }

    expect((await patch(store, shipped.number, 'confirmado')).statusCode).toBe(200)
    expect((await patch(store, shipped.number, 'listo_para_retirar')).statusCode).toBe(409)
    expect((await patch(store, shipped.number, 'enviado')).statusCode).toBe(200)
    expect((await patch(store, shipped.number, 'cancelado')).statusCode).toBe(200)
    expect((await patch(store, 999999, 'confirmado')).statusCode).toBe(404)
    expect((await patch(store, shipped.number, 'perdido')).statusCode).toBe(400)
  })

  it('gives the stock back exactly once on cancel, only to variants still tracked', async () => {
    const store = await sellingStore()
    const first = await placed(store, 'retiro', 5)
    expect(await stockOf(h.database.db, first.variant)).toBe(3)
    const cancelled = await patch(store, first.order.number, 'cancelado')
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json<Order>().status).toBe('cancelado')
    expect(await stockOf(h.database.db, first.variant)).toBe(5)
    expect((await patch(store, first.order.number, 'cancelado')).statusCode).toBe(409)
    expect(await stockOf(h.database.db, first.variant)).toBe(5)
    const [summary] = await h.database.db
      .select({ stockTotal: products.stockTotal })
      .from(products)
      .where(eq(products.id, first.product))
    expect(summary!.stockTotal).toBe(5)

    const untracked = await placed(store, 'retiro', 5)
    await h.database.db
      .update(variants)
      .set({ stock: null })
      .where(eq(variants.id, untracked.variant))
    await patch(store, untracked.order.number, 'confirmado')
    expect((await patch(store, untracked.order.number, 'cancelado')).statusCode).toBe(200)
    expect(await stockOf(h.database.db, untracked.variant)).toBeNull()

    // Cancelled concurrently many times: the stock comes back once.
    const raced = await placed(store, 'retiro', 5)
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => patch(store, raced.order.number, 'cancelado')),
    )
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(7).fill(409)])
    expect(await stockOf(h.database.db, raced.variant)).toBe(5)
  })

  it('lists, filters and searches the store’s orders, newest first', async () => {
    const store = await sellingStore()
    const p = await addProduct(h.database.db, store.id)
    const line = [{ variant_id: p.variants[0]!, quantity: 1 }]
    const people = [
      { name: 'Ana Pérez', phone: '+5491155551111' },
      { name: 'Bruno Díaz', phone: '+5491155552222' },
      { name: 'Carla Gómez', phone: '+56911113333' },
    ]
    for (const customer of people) await checkout(store, body(line, { customer }))
    await patch(store, 1002, 'confirmado')
    const list = async (query = '') => {
      const res = await get(store, `admin/tienda/pedidos/${query}`, store.access)
      expect(res.statusCode).toBe(200)
      return res.json<OrderPage>()
    }
    const all = await list()
    expect(all).toMatchObject({ count: 3, page: 1, page_size: 24 })
    expect(all.results.map((o) => o.number)).toEqual([1003, 1002, 1001])
    expect(all.results[2]!.customer).toEqual({ name: 'Ana Pérez', phone: '+5491155551111' })
    expect(all.results[1]!.history!.map((e) => e.status)).toEqual(['pendiente', 'confirmado'])
    expect((await list('?estado=confirmado')).results.map((o) => o.number)).toEqual([1002])
    expect((await list('?estado=pendiente')).count).toBe(2)
    expect((await list('?q=1003')).results.map((o) => o.number)).toEqual([1003])
    expect((await list('?q=%231001')).results.map((o) => o.number)).toEqual([1001])
    expect((await list('?q=bruno')).results.map((o) => o.number)).toEqual([1002])
    // Accents and case as the catalogue's search: 'diaz' finds Díaz, 'PÉREZ' Pérez.
    expect((await list('?q=diaz')).results.map((o) => o.number)).toEqual([1002])
    expect((await list('?q=P%C3%89REZ')).results.map((o) => o.number)).toEqual([1001])
    expect((await list('?q=5555-2222')).results.map((o) => o.number)).toEqual([1002])
    expect((await list('?q=3333')).results.map((o) => o.number)).toEqual([1003])
    expect((await list('?q=%25')).count).toBe(0)
    const paged = await list('?page=2&page_size=2')
    expect(paged).toMatchObject({ count: 3, page: 2, page_size: 2 })
    expect(paged.results.map((o) => o.number)).toEqual([1001])
    for (const bad of ['?page=0', '?page_size=101', '?page=x', '?estado=perdido']) {
      expect((await get(store, `admin/tienda/pedidos/${bad}`, store.access)).statusCode).toBe(400)
    }
    const one = await get(store, 'admin/tienda/pedidos/1001/', store.access)
    expect(one.json<Order>().number).toBe(1001)
    expect((await get(store, 'admin/tienda/pedidos/abc/', store.access)).statusCode).toBe(404)
  })

  it('is the owner’s alone: 401 without login, 403 for a customer, 404 across stores', async () => {
    const store = await sellingStore()
    const other = await sellingStore()
    await placed(store)
    const customer = await h.user(`cliente${seq}@x.test`)
    const tokens = await h.login(store.subdomain, customer.email)
    for (const url of [
      'admin/tienda/pedidos/',
      'admin/tienda/pedidos/1001/',
      'admin/tienda/resumen/',
    ]) {
      expect((await get(store, url)).statusCode).toBe(401)
      expect((await get(store, url, tokens.access)).statusCode).toBe(403)
    }
    expect((await patch(store, 1001, 'confirmado', tokens.access)).statusCode).toBe(403)
    expect((await get(other, 'admin/tienda/pedidos/1001/', other.access)).statusCode).toBe(404)
    expect((await get(other, 'admin/tienda/pedidos/', other.access)).json<OrderPage>().count).toBe(
      0,
    )
  })

  it('cancels pending orders older than pending_hold_hours, giving the stock back', async () => {
    const store = await sellingStore({ pendingHoldHours: 72 })
    const old = await placed(store, 'retiro', 5)
    const confirmed = await placed(store, 'retiro', 5)
    const fresh = await placed(store, 'retiro', 5)
    await patch(store, confirmed.order.number, 'confirmado')
    await h.database.db.execute(
      sql`update orders set created_at = now() - interval '73 hours'
        where store_id = ${store.id} and number in (${old.order.number}, ${confirmed.order.number})`,
    )
    const summary = (await get(store, 'admin/tienda/resumen/', store.access)).json()
    expect(summary).toEqual({ products_active: 3, products_total: 3, orders_pending: 1 })
    const list = (await get(store, 'admin/tienda/pedidos/', store.access)).json<OrderPage>()
    expect(Object.fromEntries(list.results.map((o) => [o.number, o.status]))).toEqual({
      [old.order.number]: 'cancelado',
      [confirmed.order.number]: 'confirmado',
      [fresh.order.number]: 'pendiente',
    })
    expect(await stockOf(h.database.db, old.variant)).toBe(5)
    expect(await stockOf(h.database.db, confirmed.variant)).toBe(3)

    const never = await sellingStore({ pendingHoldHours: 0 })
    const kept = await placed(never, 'retiro', 5)
    await h.database.db.execute(
      sql`update orders set created_at = now() - interval '1000 hours' where store_id = ${never.id}`,
    )
    const read = (await get(never, `store/pedidos/${kept.order.token}/`)).json<Order>()
    expect(read.status).toBe('pendiente')
  })

  it('is cancelled by the periodic sweep too, with nobody reading', async () => {
    const store = await sellingStore({ pendingHoldHours: 2 })
    const old = await placed(store, 'retiro', 5)
    await h.database.db.execute(
      sql`update orders set created_at = now() - interval '3 hours' where store_id = ${store.id}`,
    )
    const sweeper = new Orders({
      db: h.database.db,
      media: new LocalMediaStore(h.mediaDir),
      baseUrl: 'https://vitrina.example',
    })
    const stop = startOrderSweep(sweeper, 20, h.app.log)
    try {
      for (let i = 0; i < 200 && (await stockOf(h.database.db, old.variant)) !== 5; i++) {
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
    } finally {
      stop()
    }
    expect(await stockOf(h.database.db, old.variant)).toBe(5)
    const [row] = await h.database.db
      .select({ status: orders.status, returned: orders.stockReturnedAt })
      .from(orders)
      .where(eq(orders.storeId, store.id))
    expect(row!.status).toBe('cancelado')
    expect(row!.returned).not.toBeNull()
  })

  it('frees stock held by an overdue pending order when a checkout needs it', async () => {
    const store = await sellingStore({ pendingHoldHours: 1 })
    const p = await addProduct(h.database.db, store.id, { variants: [{ stock: 1 }] })
    const line = [{ variant_id: p.variants[0]!, quantity: 1 }]
    expect((await checkout(store, body(line))).statusCode).toBe(201)
    expect((await checkout(store, body(line))).statusCode).toBe(409)
    await h.database.db.execute(
      sql`update orders set created_at = now() - interval '2 hours' where store_id = ${store.id}`,
    )
    const res = await checkout(store, body(line))
    expect(res.statusCode).toBe(201)
    expect(res.json<Order>().number).toBe(1002)
    expect(await stockOf(h.database.db, p.variants[0]!)).toBe(0)
  })

  it("shows the stock it takes and gives back on the product's public reads at once, dropping only that product's", async () => {
    const store = await sellingStore()
    const last = await addProduct(h.database.db, store.id, {
      title: 'Termo último',
      variants: [{ price: 900000, stock: 2 }],
    })
    const plenty = await addProduct(h.database.db, store.id, {
      title: 'Termo con stock',
      variants: [{ price: 900000, stock: 50 }],
    })
    const slugOf = async (id: number) =>
      (
        await h.database.db
          .select({ slug: products.slug })
          .from(products)
          .where(eq(products.id, id))
      )[0]!.slug
    const lastUrl = `store/productos/${await slugOf(last.id)}/`
    const plentyUrl = `store/productos/${await slugOf(plenty.id)}/`
    const variantOf = async (url: string) =>
      (await get(store, url)).json<{
        variants: { available: boolean; low_stock: number | null }[]
      }>().variants[0]!
    const cardOf = async (id: number) =>
      (await get(store, 'store/productos/?orden=nuevos'))
        .json<{
          results: { id: number; available: boolean }[]
        }>()
        .results.find((card) => card.id === id)!

    // Every read is cached now.
    expect(await variantOf(lastUrl)).toMatchObject({ available: true, low_stock: 2 })
    expect(await variantOf(plentyUrl)).toMatchObject({ available: true, low_stock: null })
    expect((await cardOf(last.id)).available).toBe(true)

    const order = await checkout(store, body([{ variant_id: last.variants[0]!, quantity: 2 }]))
    expect(order.statusCode).toBe(201)
    expect(await variantOf(lastUrl)).toMatchObject({ available: false, low_stock: 0 })
    expect((await cardOf(last.id)).available).toBe(false)
    // The other product's page is still the cached answer: not one statement for it.
    const sentBefore = sent.length
    expect(await variantOf(plentyUrl)).toMatchObject({ available: true })
    expect(sent.slice(sentBefore)).toEqual([])

    const number = order.json<Order>().number
    expect((await patch(store, number, 'cancelado')).statusCode).toBe(200)
    const sentAtCancel = sent.length
    expect(await variantOf(plentyUrl)).toMatchObject({ available: true })
    expect(sent.slice(sentAtCancel)).toEqual([])
    expect(await variantOf(lastUrl)).toMatchObject({ available: true, low_stock: 2 })
    expect((await cardOf(last.id)).available).toBe(true)
  })

  it('counts active products and pending orders for the dashboard', async () => {
    const store = await sellingStore()
    await addProduct(h.database.db, store.id, { status: 'draft' })
    await placed(store)
    await placed(store)
    await patch(store, 1001, 'confirmado')
    const res = await get(store, 'admin/tienda/resumen/', store.access)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ products_active: 2, products_total: 3, orders_pending: 1 })
  })
})
