import type { ErrorBody, StoreInfo, StoreSettings } from '@vitrina/contract'
import { eq } from 'drizzle-orm'

import {
  addProduct,
  pendingIndexPages,
  SELLING,
  setSettings,
} from '../../test/support/catalogue.ts'
import { bearer, createHarness, type Harness, type TestStore } from '../../test/support/harness.ts'
import { products, variants } from '../catalogue/schema.ts'
import { orders } from '../orders/schema.ts'

let h: Harness
let seq = 0

beforeAll(async () => {
  h = await createHarness()
}, 120_000)
afterAll(() => h.close())

const freshStore = () => h.store(`s${++seq}`)

const VALID = {
  currency: 'ARS',
  whatsapp: '+54 9 (11) 2233-4455',
  payment_methods: ['a_convenir', 'transferencia'],
  transfer_instructions: '  CBU 123  ',
  pickup_address: 'Av. Siempre Viva 742',
  shipping_flat_fee: 150000,
}

const put = (store: TestStore, payload: unknown, token = store.access) =>
  h.request(store.subdomain, {
    method: 'PUT',
    url: '/api/v1/admin/tienda/configuracion/',
    headers: bearer(token),
    payload: payload as Record<string, unknown>,
  })

const getSettings = (store: TestStore, token = store.access) =>
  h.request(store.subdomain, {
    method: 'GET',
    url: '/api/v1/admin/tienda/configuracion/',
    headers: bearer(token),
  })

describe('admin/tienda/configuracion/', () => {
  it('answers the defaults, then saves settings with the WhatsApp number in E.164', async () => {
    const store = await freshStore()
    const first = await getSettings(store)
    expect(first.statusCode).toBe(200)
    expect(first.json<StoreSettings>()).toEqual({
      currency: 'ARS',
      whatsapp: null,
      payment_methods: ['a_convenir'],
      transfer_instructions: '',
      pickup_address: '',
      shipping_flat_fee: null,
      pending_hold_hours: 72,
    })
    const saved = await put(store, { ...VALID, pending_hold_hours: 0 })
    expect(saved.statusCode).toBe(200)
    const expected = {
      currency: 'ARS',
      whatsapp: '+5491122334455',
      payment_methods: ['a_convenir', 'transferencia'],
      transfer_instructions: 'CBU 123',
      pickup_address: 'Av. Siempre Viva 742',
      shipping_flat_fee: 150000,
      pending_hold_hours: 0,
    }
    expect(saved.json<StoreSettings>()).toEqual(expected)
    expect((await getSettings(store)).json<StoreSettings>()).toEqual(expected)
  })

  it('shows the new settings in tienda/resume/subdomain/ at once', async () => {
    const store = await freshStore()
    const resume = () =>
      h.request(store.subdomain, { method: 'GET', url: '/api/v1/tienda/resume/subdomain/' })
    expect((await resume()).json<StoreInfo>()).toMatchObject({ whatsapp: null, pickup: false })
    expect((await put(store, VALID)).statusCode).toBe(200)
    expect((await resume()).json<StoreInfo>()).toMatchObject({
      currency: 'ARS',
      whatsapp: '+5491122334455',
      payment_methods: ['a_convenir', 'transferencia'],
      pickup: true,
      shipping_flat_fee: 150000,
    })
    expect((await put(store, { ...VALID, pickup_address: '', whatsapp: '' })).statusCode).toBe(200)
    expect((await resume()).json<StoreInfo>()).toMatchObject({ whatsapp: null, pickup: false })
  })

  it('needs a delivery method: 400 Elegí al menos una forma de entrega', async () => {
    const store = await freshStore()
    const res = await put(store, { ...VALID, pickup_address: '  ', shipping_flat_fee: null })
    expect(res.statusCode).toBe(400)
    const error = res.json<ErrorBody>()
    expect(error.code).toBe('invalid')
    expect(error.detail).toBe('Elegí al menos una forma de entrega')
    expect(error.errors).toEqual({ pickup_address: ['Elegí al menos una forma de entrega'] })
    expect((await getSettings(store)).json<StoreSettings>().whatsapp).toBeNull()
    // Shipping alone, or pickup alone, is enough.
    expect((await put(store, { ...VALID, pickup_address: '' })).statusCode).toBe(200)
    expect((await put(store, { ...VALID, shipping_flat_fee: null })).statusCode).toBe(200)
    expect((await put(store, { ...VALID, shipping_flat_fee: 0 })).statusCode).toBe(200)
  })

  it('keeps what a save leaves out, and checks the rules on the result', async () => {
    const store = await freshStore()
    expect((await put(store, VALID)).statusCode).toBe(200)
    const saved = (await getSettings(store)).json<StoreSettings>()
    expect((await put(store, { whatsapp: '+54 9 11 5555-6666' })).statusCode).toBe(200)
    expect((await getSettings(store)).json<StoreSettings>()).toEqual({
      ...saved,
      whatsapp: '+5491155556666',
    })
    expect((await put(store, {})).statusCode).toBe(200)
    // Leaving pickup out keeps it: cash is fine; clearing it without shipping is not.
    expect((await put(store, { payment_methods: ['efectivo'] })).statusCode).toBe(200)
    const refused = await put(store, { pickup_address: '', shipping_flat_fee: null })
    expect(refused.json<ErrorBody>().errors).toEqual({
      pickup_address: ['Elegí al menos una forma de entrega'],
      payment_methods: ['El pago en efectivo necesita una dirección de retiro'],
    })
    expect((await getSettings(store)).json<StoreSettings>()).toEqual({
      ...saved,
      whatsapp: '+5491155556666',
      payment_methods: ['efectivo'],
    })
  })

  it('refuses cash without pickup', async () => {
    const store = await freshStore()
    const res = await put(store, { ...VALID, pickup_address: '', payment_methods: ['efectivo'] })
    expect(res.statusCode).toBe(400)
    expect(Object.keys(res.json<ErrorBody>().errors!)).toEqual(['payment_methods'])
    expect((await put(store, { ...VALID, payment_methods: ['efectivo'] })).statusCode).toBe(200)
  })

  it.each([
    ['a WhatsApp number too short', { whatsapp: '+54 11 22' }, 'whatsapp'],
    ['a WhatsApp number with letters', { whatsapp: '+54 9 11 ABCD 4455' }, 'whatsapp'],
    ['a WhatsApp number of 16 digits', { whatsapp: '+1234567890123456' }, 'whatsapp'],
    ['a WhatsApp number from 0', { whatsapp: '011 2233-4455' }, 'whatsapp'],
    ['a WhatsApp number without its country', { whatsapp: '11 2233 4455' }, 'whatsapp'],
    ['a WhatsApp number without + or 00', { whatsapp: '5491122334455' }, 'whatsapp'],
    ['no payment method', { payment_methods: [] }, 'payment_methods'],
    ['an unknown payment method', { payment_methods: ['cheque'] }, 'payment_methods.0'],
    ['a payment method twice', { payment_methods: ['efectivo', 'efectivo'] }, 'payment_methods'],
    ['an unknown currency', { currency: 'GBP' }, 'currency'],
    ['a negative fee', { shipping_flat_fee: -1 }, 'shipping_flat_fee'],
    ['a fee as text', { shipping_flat_fee: '100' }, 'shipping_flat_fee'],
    ['a decimal fee', { shipping_flat_fee: 10.5 }, 'shipping_flat_fee'],
    [
      '501-letter transfer instructions',
      { transfer_instructions: 'x'.repeat(501) },
      'transfer_instructions',
    ],
    ['a 201-letter pickup address', { pickup_address: 'x'.repeat(201) }, 'pickup_address'],
  ])('refuses %s (400)', async (_case, change, field) => {
    const store = await freshStore()
    const res = await put(store, { ...VALID, ...change })
    expect(res.statusCode).toBe(400)
    expect(res.json<ErrorBody>().code).toBe('invalid')
    expect(Object.keys(res.json<ErrorBody>().errors!)).toContain(field)
  })

  it('says each refusal once, naming the values allowed', async () => {
    const store = await freshStore()
    const res = await put(store, {
      ...VALID,
      currency: 'XYZ',
      payment_methods: ['tarjeta'],
      shipping_flat_fee: -1,
    })
    expect(res.statusCode).toBe(400)
    const errors = res.json<ErrorBody>().errors!
    expect(errors.currency).toEqual([
      'Valor no válido: debe ser uno de ARS, BOB, BRL, CLP, COP, CRC, DOP, EUR, GTQ, HNL, MXN, NIO, PAB, PEN, PYG, USD, UYU.',
    ])
    expect(errors['payment_methods.0']).toEqual([
      'Valor no válido: debe ser uno de a_convenir, transferencia, efectivo.',
    ])
    expect(errors.shipping_flat_fee).toEqual([
      'Valor no válido: debe ser mayor o igual que 0.',
      'Valor no válido: debe ser nulo.',
    ])
  })

  it('accepts WhatsApp numbers as people type them', async () => {
    const store = await freshStore()
    for (const [typed, stored] of [
      ['+54 9 11 2233-4455', '+5491122334455'],
      ['0054 9 11 2233 4455', '+5491122334455'],
      ['(+56) 9 8765 4321', '+56987654321'],
      ['+598.99.123.456', '+59899123456'],
      // 8 and 15 digits, the spec's bounds.
      ['+506 2222 3', '+50622223'],
      ['+1 234 567 890 123 45', '+123456789012345'],
    ]) {
      const res = await put(store, { ...VALID, whatsapp: typed })
      expect([typed, res.json<StoreSettings>().whatsapp]).toEqual([typed, stored])
    }
  })

  it('is the owner’s alone', async () => {
    const store = await freshStore()
    const customer = await h.user(`c${seq}@x.test`)
    const tokens = await h.login(store.subdomain, customer.email)
    expect((await getSettings(store, tokens.access)).statusCode).toBe(403)
    expect((await put(store, VALID, tokens.access)).statusCode).toBe(403)
    const anonymous = await h.request(store.subdomain, {
      method: 'GET',
      url: '/api/v1/admin/tienda/configuracion/',
    })
    expect(anonymous.statusCode).toBe(401)
    const other = await freshStore()
    expect((await getSettings(store, other.access)).statusCode).toBe(401)
  })

  it('rescales every amount when the currency changes, keeping its major-unit value', async () => {
    const store = await freshStore()
    expect((await put(store, VALID)).statusCode).toBe(200)
    const p = await addProduct(h.database.db, store.id, {
      variants: [
        { price: 129900, compareAt: 150000 },
        { price: 99950, compareAt: 99999 },
        { price: null },
      ],
    })
    const res = await put(store, { ...VALID, currency: 'CLP' })
    expect(res.statusCode).toBe(200)
    expect(res.json<StoreSettings>()).toMatchObject({ currency: 'CLP', shipping_flat_fee: 1500 })
    const rows = await h.database.db
      .select({ price: variants.price, compareAt: variants.compareAtPrice })
      .from(variants)
      .where(eq(variants.productId, p.id))
      .orderBy(variants.position)
    expect(rows).toEqual([
      { price: 1299, compareAt: 1500 },
      // 999.50 → 1000 and 999.99 → 1000: kept one unit above the price, never lost.
      { price: 1000, compareAt: 1001 },
      { price: null, compareAt: null },
    ])
    const [summary] = await h.database.db
      .select({
        min: products.priceMin,
        max: products.priceMax,
        compareAt: products.compareAtPrice,
      })
      .from(products)
      .where(eq(products.id, p.id))
    expect(summary).toEqual({ min: 1000, max: 1299, compareAt: 1001 })
    // The products rewritten, the search's indexes took new entries: merged after the save
    // (before, they stayed pending until the next product write).
    await h.app.searchIndexes.idle()
    expect(await pendingIndexPages(h.database.db)).toBe(0)

    // And back, with a fee typed in the new currency.
    const back = await put(store, { ...VALID, currency: 'USD', shipping_flat_fee: 2500 })
    expect(back.json<StoreSettings>()).toMatchObject({ currency: 'USD', shipping_flat_fee: 2500 })
    const [first] = await h.database.db
      .select({ price: variants.price })
      .from(variants)
      .where(eq(variants.productId, p.id))
      .orderBy(variants.position)
    expect(first!.price).toBe(129900)
  })

  it('refuses a change that would lift a price past the maximum, and changes nothing', async () => {
    const store = await freshStore()
    expect((await put(store, { ...VALID, currency: 'CLP' })).statusCode).toBe(200)
    const p = await addProduct(h.database.db, store.id, {
      variants: [{ price: 999_999_999 }, { price: 1_000_000_000 }],
    })
    const res = await put(store, { ...VALID, currency: 'ARS' })
    expect(res.statusCode).toBe(400)
    expect(res.json<ErrorBody>().errors).toEqual({
      currency: [
        'Con esta moneda algún precio superaría el máximo admitido: bajalo antes de cambiarla.',
      ],
    })
    expect((await getSettings(store)).json<StoreSettings>().currency).toBe('CLP')
    const prices = async () =>
      (
        await h.database.db
          .select({ price: variants.price })
          .from(variants)
          .where(eq(variants.productId, p.id))
          .orderBy(variants.position)
      ).map((row) => row.price)
    expect(await prices()).toEqual([999_999_999, 1_000_000_000])
    // Once that price is lowered, the change goes through, every amount within the maximum.
    await h.database.db
      .update(variants)
      .set({ price: 999_999_999 })
      .where(eq(variants.productId, p.id))
    expect((await put(store, { ...VALID, currency: 'ARS' })).statusCode).toBe(200)
    expect(await prices()).toEqual([99_999_999_900, 99_999_999_900])
  })

  it('refuses a currency change while orders are open (409 currency_locked), not after', async () => {
    const store = await freshStore()
    await setSettings(h.database.db, store.id, SELLING)
    const p = await addProduct(h.database.db, store.id, { variants: [{ price: 129900 }] })
    const placed = await h.request(store.subdomain, {
      method: 'POST',
      url: '/api/v1/store/pedidos/',
      headers: { 'idempotency-key': `settings-${seq}-key` },
      payload: {
        items: [{ variant_id: p.variants[0]!, quantity: 1 }],
        customer: { name: 'Ana', phone: '+5491155551234' },
        delivery: { method: 'retiro' },
        payment_method: 'a_convenir',
      },
    })
    expect(placed.statusCode).toBe(201)
    const settings = (await getSettings(store)).json<StoreSettings>()
    const locked = await put(store, { ...settings, currency: 'CLP' })
    expect(locked.statusCode).toBe(409)
    expect(locked.json<ErrorBody>().code).toBe('currency_locked')
    const [variant] = await h.database.db
      .select({ price: variants.price })
      .from(variants)
      .where(eq(variants.id, p.variants[0]!))
    expect(variant!.price).toBe(129900)
    // Other settings still save while orders are open.
    expect((await put(store, { ...settings, whatsapp: '+5491100000000' })).statusCode).toBe(200)

    await h.database.db
      .update(orders)
      .set({ status: 'entregado' })
      .where(eq(orders.storeId, store.id))
    const unlocked = await put(store, { ...settings, currency: 'CLP' })
    expect(unlocked.statusCode).toBe(200)
    const [after] = await h.database.db
      .select({ price: variants.price })
      .from(variants)
      .where(eq(variants.id, p.variants[0]!))
    expect(after!.price).toBe(1299)
    // The order keeps the currency it was placed in.
    const [order] = await h.database.db
      .select({ currency: orders.currency, total: orders.total })
      .from(orders)
      .where(eq(orders.storeId, store.id))
    expect(order).toEqual({ currency: 'ARS', total: 129900 })
  })
})
