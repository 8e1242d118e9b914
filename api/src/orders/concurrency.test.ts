import { randomUUID } from 'node:crypto'

import type { ErrorBody, Order } from '@vitrina/contract'
import { eq, sql } from 'drizzle-orm'
import pg from 'pg'

import { addProduct, SELLING, setSettings, stockOf } from '../../test/support/catalogue.ts'
import { testDatabaseUrl } from '../../test/support/db.ts'
import { bearer, createHarness, type Harness, type TestStore } from '../../test/support/harness.ts'
import { products, variants } from '../catalogue/schema.ts'
import { orders } from './schema.ts'

let h: Harness
let seq = 0

beforeAll(async () => {
  h = await createHarness()
}, 120_000)
afterAll(() => h.close())

async function sellingStore() {
  const store = await h.store(`race${++seq}`)
  await setSettings(h.database.db, store.id, SELLING)
  return store
}

/** One order of `items` (variant id and quantity each) with its own key unless given. */
const order = (store: TestStore, items: [number, number][], key = randomUUID()) =>
  h.request(store.subdomain, {
    method: 'POST',
    url: '/api/v1/store/pedidos/',
    headers: { 'idempotency-key': key },
    payload: {
      items: items.map(([variant_id, quantity]) => ({ variant_id, quantity })),
      customer: { name: 'Comprador', phone: '+5491155550000' },
      delivery: { method: 'retiro' },
      payment_method: 'a_convenir',
    },
  })

const checkout = (store: TestStore, variantId: number, key = randomUUID(), quantity = 1) =>
  order(store, [[variantId, quantity]], key)

/** `count` orders at once, the i-th of one unit of each variant of `shapes[i % shapes.length]`. */
const raceShapes = (store: TestStore, shapes: number[][], count: number) =>
  Promise.all(
    Array.from({ length: count }, (_, i) =>
      order(
        store,
        shapes[i % shapes.length]!.map((id): [number, number] => [id, 1]),
      ),
    ),
  )

async function numbers(storeId: number): Promise<number[]> {
  const rows = await h.database.db
    .select({ number: orders.number })
    .from(orders)
    .where(eq(orders.storeId, storeId))
    .orderBy(orders.number)
  return rows.map((row) => row.number)
}

/** Until `count` sessions of this database wait for a lock. */
async function lockWaiters(client: pg.Client, count: number) {
  for (let i = 0; i < 400; i++) {
    // Inside a transaction the activity view is read once and kept: read it anew.
    await client.query('select pg_stat_clear_snapshot()')
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and state = 'active'
          and wait_event_type = 'Lock'`,
    )
    if (rows[0]!.n >= count) return
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error(`fewer than ${count} sessions waited for a lock`)
}

describe('orders under concurrency', () => {
  it('sells 10 units to exactly 10 of 200 shoppers at once, numbered 1001..1010', async () => {
    const store = await sellingStore()
    const p = await addProduct(h.database.db, store.id, { variants: [{ price: 5000, stock: 10 }] })
    const variant = p.variants[0]!
    const answers = await Promise.all(Array.from({ length: 200 }, () => checkout(store, variant)))
    const created = answers.filter((a) => a.statusCode === 201)
    const refused = answers.filter((a) => a.statusCode === 409)
    expect(created).toHaveLength(10)
    expect(refused).toHaveLength(190)
    for (const answer of refused) {
      expect(answer.json<ErrorBody>()).toMatchObject({
        code: 'out_of_stock',
        lines: [{ variant_id: variant, available: 0, reason: 'short' }],
      })
    }
    expect(created.map((a) => a.json<Order>().number).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => 1001 + i),
    )
    expect(await stockOf(h.database.db, variant)).toBe(0)
    expect(await numbers(store.id)).toEqual(Array.from({ length: 10 }, (_, i) => 1001 + i))
    const [summary] = await h.database.db
      .select({ available: products.available, stockTotal: products.stockTotal })
      .from(products)
      .where(eq(products.id, p.id))
    expect(summary).toEqual({ available: false, stockTotal: 0 })
    const result = await h.database.db.execute(sql`select sum(i.stock_taken)::int as n
      from order_items i join orders o on o.id = i.order_id where o.store_id = ${store.id}`)
    const [taken] = (result as unknown as { rows: { n: number }[] }).rows
    expect(taken!.n).toBe(10)
  }, 120_000)

  it('numbers without gaps when many orders of several variants race, refusals included', async () => {
    const store = await sellingStore()
    const a = await addProduct(h.database.db, store.id, { variants: [{ stock: 7 }] })
    const b = await addProduct(h.database.db, store.id, { variants: [{ stock: null }] })
    const c = await addProduct(h.database.db, store.id, { variants: [{ stock: 3 }] })
    const jobs = Array.from({ length: 60 }, (_, i) =>
      checkout(store, [a, b, c][i % 3]!.variants[0]!, randomUUID(), 1 + (i % 2)),
    )
    const answers = await Promise.all(jobs)
    const created = answers.filter((x) => x.statusCode === 201).length
    expect(answers.every((x) => x.statusCode === 201 || x.statusCode === 409)).toBe(true)
    expect(await numbers(store.id)).toEqual(Array.from({ length: created }, (_, i) => 1001 + i))
    expect(await stockOf(h.database.db, a.variants[0]!)).toBeGreaterThanOrEqual(0)
    expect(await stockOf(h.database.db, c.variants[0]!)).toBeGreaterThanOrEqual(0)
  }, 120_000)

  it("keeps a product's stock figures exact when its variants sell at once", async () => {
    const store = await sellingStore()
    const p = await addProduct(h.database.db, store.id, {
      variants: [{ stock: 5 }, { stock: 5 }, { stock: 5 }, { stock: null }],
    })
    const tracked = p.variants.slice(0, 3)
    const summary = async () => {
      const [row] = await h.database.db
        .select({ available: products.available, stockTotal: products.stockTotal })
        .from(products)
        .where(eq(products.id, p.id))
      return row
    }
    // Half-way: the figure is the sum of what is left.
    const first = await Promise.all(
      Array.from({ length: 9 }, (_, i) => checkout(store, tracked[i % 3]!)),
    )
    expect(first.every((a) => a.statusCode === 201)).toBe(true)
    expect(await summary()).toEqual({ available: true, stockTotal: 6 })
    // Sold out: still available through the untracked variant.
    const rest = await Promise.all(
      Array.from({ length: 30 }, (_, i) => checkout(store, tracked[i % 3]!)),
    )
    expect(rest.filter((a) => a.statusCode === 201)).toHaveLength(6)
    expect(await summary()).toEqual({ available: true, stockTotal: 0 })
    await h.database.db.delete(variants).where(eq(variants.id, p.variants[3]!))
    const last = await Promise.all(Array.from({ length: 20 }, () => checkout(store, tracked[0]!)))
    expect(last.every((a) => a.statusCode === 409)).toBe(true)
  }, 120_000)

  it("keeps a product's stock total exact when cancels of one variant race orders of another", async () => {
    const store = await sellingStore()
    const p = await addProduct(h.database.db, store.id, {
      variants: [{ stock: 40 }, { stock: 40 }],
    })
    const [a, b] = [p.variants[0]!, p.variants[1]!]
    const placed = await Promise.all(Array.from({ length: 20 }, () => checkout(store, a)))
    expect(placed.every((x) => x.statusCode === 201)).toBe(true)
    const cancel = (number: number) =>
      h.request(store.subdomain, {
        method: 'PATCH',
        url: `/api/v1/admin/tienda/pedidos/${number}/`,
        headers: bearer(store.access),
        payload: { status: 'cancelado' },
      })
    const answers = await Promise.all(
      placed.flatMap((x) => [cancel(x.json<Order>().number), checkout(store, b)]),
    )
    expect(answers.every((x) => x.statusCode === 200 || x.statusCode === 201)).toBe(true)
    expect([await stockOf(h.database.db, a), await stockOf(h.database.db, b)]).toEqual([40, 20])
    const [row] = await h.database.db
      .select({ stockTotal: products.stockTotal })
      .from(products)
      .where(eq(products.id, p.id))
    expect(row).toEqual({ stockTotal: 60 })
  }, 120_000)

  it('marks a product unavailable when its last units of two variants sell at once', async () => {
    const store = await sellingStore()
    const p = await addProduct(h.database.db, store.id, {
      variants: [{ stock: 1 }, { stock: 1 }],
    })
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => checkout(store, p.variants[i % 2]!)),
    )
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(2)
    const [row] = await h.database.db
      .select({ available: products.available, stockTotal: products.stockTotal })
      .from(products)
      .where(eq(products.id, p.id))
    expect(row).toEqual({ available: false, stockTotal: 0 })
  }, 120_000)

  it('takes orders of several lines at once without a deadlock, whatever order their lines come in', async () => {
    const store = await sellingStore()
    const a = await addProduct(h.database.db, store.id, {
      variants: [{ stock: 1000 }, { stock: 1000 }],
    })
    const b = await addProduct(h.database.db, store.id, {
      variants: [{ stock: 1000 }, { stock: 1000 }],
    })
    // Lines across two products, in id order and against it: the rows the orders lock cross.
    const shapes = [
      [a.variants[0]!, b.variants[1]!],
      [b.variants[1]!, a.variants[0]!],
      [b.variants[0]!, a.variants[1]!, a.variants[0]!],
      [a.variants[1]!, b.variants[0]!, b.variants[1]!],
    ]
    const answers = await raceShapes(store, shapes, 160)
    expect(answers.filter((x) => x.statusCode !== 201).map((x) => x.body)).toEqual([])
    // Each variant lost exactly what its lines took; each product's total follows.
    const sold = new Map<number, number>()
    for (let i = 0; i < 160; i++) {
      for (const id of shapes[i % shapes.length]!) sold.set(id, (sold.get(id) ?? 0) + 1)
    }
    for (const [id, n] of sold)
      expect([id, await stockOf(h.database.db, id)]).toEqual([id, 1000 - n])
    const totals = await h.database.db
      .select({ id: products.id, stockTotal: products.stockTotal })
      .from(products)
      .where(eq(products.storeId, store.id))
    for (const p of [a, b]) {
      const expected = 2000 - p.variants.reduce((sum, id) => sum + (sold.get(id) ?? 0), 0)
      expect(totals.find((row) => row.id === p.id)?.stockTotal).toBe(expected)
    }
    expect(await numbers(store.id)).toEqual(Array.from({ length: 160 }, (_, i) => 1001 + i))
  }, 120_000)

  it('takes orders of several lines beside orders of an untracked sibling without a deadlock', async () => {
    const store = await sellingStore()
    // The untracked variant's orders take no stock: they lock nothing of the product before
    // the store's counter, and only check its key when their line is written.
    const p = await addProduct(h.database.db, store.id, {
      variants: [{ stock: 1000 }, { stock: 1000 }, { stock: null }],
    })
    const [t1, t2, untracked] = p.variants as [number, number, number]
    const shapes = [[t1, t2], [untracked], [t2, t1], [untracked]]
    const answers = await raceShapes(store, shapes, 200)
    expect(answers.filter((x) => x.statusCode !== 201).map((x) => x.body)).toEqual([])
    expect([await stockOf(h.database.db, t1), await stockOf(h.database.db, t2)]).toEqual([900, 900])
    expect(await numbers(store.id)).toEqual(Array.from({ length: 200 }, (_, i) => 1001 + i))
  }, 120_000)

  it('never makes a second order for a retried key, even when the retries race', async () => {
    const store = await sellingStore()
    const p = await addProduct(h.database.db, store.id, { variants: [{ stock: 100 }] })
    const keys = Array.from({ length: 5 }, () => randomUUID())
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => checkout(store, p.variants[0]!, keys[i % 5]!)),
    )
    expect(answers.filter((x) => x.statusCode === 201)).toHaveLength(5)
    expect(answers.filter((x) => x.statusCode === 200)).toHaveLength(45)
    const byKey = new Map<string, Set<number>>()
    answers.forEach((answer, i) => {
      const set = byKey.get(keys[i % 5]!) ?? new Set()
      set.add(answer.json<Order>().number)
      byKey.set(keys[i % 5]!, set)
    })
    expect([...byKey.values()].map((set) => set.size)).toEqual([1, 1, 1, 1, 1])
    expect(await numbers(store.id)).toEqual([1001, 1002, 1003, 1004, 1005])
    expect(await stockOf(h.database.db, p.variants[0]!)).toBe(95)
  }, 120_000)
})

if (testDatabaseUrl) {
  /**
   * An owner's write that holds the store's row while an order arrives: the order waits for
   * the store, and must then be placed on what the write committed. Under READ COMMITTED the
   * order's statement re-reads the store's row it waited for, but the variants and products
   * of its snapshot, taken before the write committed. To hold the write at that point, a
   * second connection locks a row the write needs after the store's.
   */
  describe('orders placed while an owner write holds the store (PostgreSQL)', () => {
    async function whileHeld(
      row: string,
      write: () => ReturnType<Harness['request']>,
      place: () => ReturnType<Harness['request']>,
    ) {
      const blocker = new pg.Client({ connectionString: h.database.url })
      await blocker.connect()
      try {
        await blocker.query('begin')
        await blocker.query(row)
        const written = write()
        await lockWaiters(blocker, 1)
        const placed = place()
        await lockWaiters(blocker, 2)
        await blocker.query('commit')
        return { written: await written, placed: await placed }
      } finally {
        await blocker.end()
      }
    }

    const orderOf = (store: TestStore, variantId: number, expectedTotal?: number) => () =>
      h.request(store.subdomain, {
        method: 'POST',
        url: '/api/v1/store/pedidos/',
        headers: { 'idempotency-key': randomUUID() },
        payload: {
          items: [{ variant_id: variantId, quantity: 1 }],
          customer: { name: 'Comprador', phone: '+5491155550000' },
          delivery: { method: 'retiro' },
          payment_method: 'a_convenir',
          ...(expectedTotal === undefined ? {} : { expected_total: expectedTotal }),
        },
      })

    it('prices the order in the currency and prices a currency change committed', async () => {
      const store = await sellingStore()
      const p = await addProduct(h.database.db, store.id, {
        variants: [{ price: 129940, stock: null }],
      })
      const variant = p.variants[0]!
      const { written, placed } = await whileHeld(
        `select id from variants where id = ${variant} for update`,
        () =>
          h.request(store.subdomain, {
            method: 'PUT',
            url: '/api/v1/admin/tienda/configuracion/',
            headers: bearer(store.access),
            payload: { currency: 'CLP' },
          }),
        orderOf(store, variant, 129940),
      )
      expect(written.statusCode).toBe(200)
      // Before, 201: the order in CLP at the ARS figure (100 times the price), past the
      // currency lock's count of open orders.
      expect(placed.statusCode).toBe(409)
      expect(placed.json()).toMatchObject({
        code: 'price_changed',
        total: 1299,
        lines: [{ variant_id: variant, unit_price: 1299 }],
      })
      expect(await numbers(store.id)).toEqual([])
      const again = await orderOf(store, variant, 1299)()
      expect(again.statusCode).toBe(201)
      expect(again.json<Order>()).toMatchObject({ currency: 'CLP', total: 1299 })
    }, 60_000)

    it('refuses a line whose product a delete committed, without a 500', async () => {
      const store = await sellingStore()
      // Untracked: a tracked variant's stock update finds the row gone and refuses anyway.
      const p = await addProduct(h.database.db, store.id, { variants: [{ stock: null }] })
      const variant = p.variants[0]!
      const { written, placed } = await whileHeld(
        `select id from products where id = ${p.id} for update`,
        () =>
          h.request(store.subdomain, {
            method: 'DELETE',
            url: `/api/v1/admin/tienda/productos/${p.id}/`,
            headers: bearer(store.access),
          }),
        orderOf(store, variant),
      )
      expect(written.statusCode).toBe(204)
      // Before, 500: the order's line named the deleted variant (a foreign key).
      expect(placed.statusCode).toBe(409)
      expect(placed.json()).toMatchObject({
        code: 'out_of_stock',
        lines: [{ variant_id: variant, available: 0, reason: 'gone' }],
      })
      expect(await numbers(store.id)).toEqual([])
    }, 60_000)

    it('refuses a line whose product became a draft, and takes no stock', async () => {
      const store = await sellingStore()
      const p = await addProduct(h.database.db, store.id, { variants: [{ stock: 5 }] })
      const variant = p.variants[0]!
      const { written, placed } = await whileHeld(
        `select id from products where id = ${p.id} for update`,
        () =>
          h.request(store.subdomain, {
            method: 'PATCH',
            url: `/api/v1/admin/tienda/productos/${p.id}/`,
            headers: bearer(store.access),
            payload: { status: 'draft' },
          }),
        orderOf(store, variant),
      )
      expect(written.statusCode).toBe(200)
      // Before, 201: an order of a draft.
      expect(placed.statusCode).toBe(409)
      expect(placed.json()).toMatchObject({
        code: 'out_of_stock',
        lines: [{ variant_id: variant, available: 0, reason: 'gone' }],
      })
      expect(await numbers(store.id)).toEqual([])
      expect(await stockOf(h.database.db, variant)).toBe(5)
    }, 60_000)
  })

  /**
   * Orders of a store whose counter row is held (from outside here; an owner's long
   * write does the same to the store's row) wait inside PostgreSQL, each on a pooled
   * connection. Without a limit per store they took the whole pool (10), and every
   * other store's orders and reads waited with them.
   */
  describe('a store whose orders wait does not hold up the others (PostgreSQL)', () => {
    it('places another store’s order while one store’s counter is locked', async () => {
      const held = await sellingStore()
      const other = await sellingStore()
      const variantOf = async (store: TestStore) =>
        (await addProduct(h.database.db, store.id, { variants: [{ price: 1000, stock: null }] }))
          .variants[0]!
      const heldVariant = await variantOf(held)
      const otherVariant = await variantOf(other)
      // Their counter rows exist from the first order of each.
      expect((await checkout(held, heldVariant)).statusCode).toBe(201)
      expect((await checkout(other, otherVariant)).statusCode).toBe(201)
      const blocker = new pg.Client({ connectionString: h.database.url })
      await blocker.connect()
      try {
        await blocker.query('begin')
        await blocker.query(`select * from order_counters where store_id = ${held.id} for update`)
        const waiting = Array.from({ length: 14 }, () => checkout(held, heldVariant))
        await lockWaiters(blocker, 4)
        const answered = await Promise.race([
          checkout(other, otherVariant).then((res) => res.statusCode),
          new Promise((resolve) => setTimeout(() => resolve('still waiting after 5 s'), 5000)),
        ])
        expect(answered).toBe(201)
        // Six of the held store’s orders wait in PostgreSQL, the rest in the process.
        expect(await lockWaiters(blocker, 4)).toBeUndefined()
        await blocker.query('commit')
        const placed = await Promise.all(waiting)
        expect(placed.map((res) => res.statusCode)).toEqual(Array(14).fill(201))
        expect(await numbers(held.id)).toEqual(Array.from({ length: 15 }, (_, i) => 1001 + i))
        expect(await numbers(other.id)).toEqual([1001, 1002])
      } finally {
        await blocker.end()
      }
    }, 60_000)
  })
}
