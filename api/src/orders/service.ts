import { createHash, randomBytes } from 'node:crypto'

import {
  type AdminSummary,
  type DeliveryMethod,
  type ErrorBody,
  type Order,
  type OrderBody,
  type OrderPage,
  type OrderStatus,
  type PaymentMethod,
  trimText,
} from '@vitrina/contract'
import { type SQL, sql } from 'drizzle-orm'
import { PgTransaction } from 'drizzle-orm/pg-core'

import { catalogueStockChanged, productTag, refreshProductStock } from '../catalogue/summary.ts'
import { trimmedOrNull } from '../catalogue/text.ts'
import { type Db, STORE_CHANGED_CHANNEL } from '../db/client.ts'
import { executeNamed } from '../db/named-statement.ts'
import { conflict, type FieldErrors, invalid, notFound } from '../http-error.ts'
import { storeOrigin } from '../public-url.ts'
import type { MediaStore } from '../services/media-store.ts'
import { orderMessage, whatsappUrl } from './message.ts'
import { maskPhone, toE164 } from './phone.ts'
import { allowedMoves } from './statuses.ts'
import { StoreGate } from './store-gate.ts'

type Tx = Pick<Db, 'execute'>
type Lines = NonNullable<ErrorBody['lines']>

export const TEXTS = {
  name: 'Ingresá tu nombre',
  phone: 'Ingresá un teléfono válido',
  address: 'Ingresá la dirección de envío',
  email: 'Ingresá un email válido',
  duplicate: 'Cada producto puede aparecer una sola vez',
  key: 'Falta la cabecera Idempotency-Key (de 8 a 64 caracteres).',
  badKey: 'La cabecera Idempotency-Key debe tener de 8 a 64 caracteres ASCII imprimibles.',
  delivery: 'La tienda no ofrece esta forma de entrega',
  payment: 'La tienda no acepta este medio de pago',
  cashNeedsPickup: 'El pago en efectivo es solo para retiro en el local',
  outOfStock: 'Algunos productos ya no tienen stock suficiente',
  priceChanged: 'Los precios cambiaron. Revisá el total.',
  idempotency: 'Esta clave de pedido ya se usó con otros datos.',
  transition: 'El pedido no puede pasar a ese estado.',
  orderNotFound: 'El pedido no existe.',
} as const

/** How long an `Idempotency-Key` answers its first order again. */
export const IDEMPOTENCY_HOURS = 24
/** The first number of every store's orders. */
export const FIRST_ORDER_NUMBER = 1001
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** 8–64 printable ASCII characters; a space inside counts (HTTP trims the ends). */
const KEY = /^[\x20-\x7e]{8,64}$/

/** The `Idempotency-Key` header, or a 400. */
export function idempotencyKey(header: string | string[] | undefined): string {
  const key = Array.isArray(header) ? header[0] : header
  if (!key || !KEY.test(key)) {
    const text = key ? TEXTS.badKey : TEXTS.key
    throw invalid({ 'Idempotency-Key': [text] }, text)
  }
  return key
}

/** The order body after the rules that need no database: trimmed, E.164, nulls for absent texts. */
export interface CleanOrder {
  items: { variant_id: number; quantity: number }[]
  customer: { name: string; phone: string; email: string | null }
  delivery: { method: DeliveryMethod; address: string | null }
  payment_method: PaymentMethod
  notes: string | null
  expected_total: number | null
}

/** Applies §4's field rules; 400 `invalid` with Spanish messages per field. */
export function cleanOrder(body: OrderBody): CleanOrder {
  const errors: FieldErrors = {}
  const name = trimText(body.customer.name)
  if ([...name].length < 2 || [...name].length > 80) errors['customer.name'] = [TEXTS.name]
  const phone = toE164(body.customer.phone)
  if (!phone) errors['customer.phone'] = [TEXTS.phone]
  const email = trimmedOrNull(body.customer.email)
  if (email !== null && (!EMAIL.test(email) || email.length > 254)) {
    errors['customer.email'] = [TEXTS.email]
  }
  let address: string | null = null
  if (body.delivery.method === 'envio') {
    address = trimmedOrNull(body.delivery.address)
    const length = address ? [...address].length : 0
    if (length < 5 || length > 300) errors['delivery.address'] = [TEXTS.address]
  }
  const seen = new Set<number>()
  for (const item of body.items) {
    if (seen.has(item.variant_id)) errors.items = [TEXTS.duplicate]
    seen.add(item.variant_id)
  }
  if (Object.keys(errors).length > 0) throw invalid(errors)
  return {
    items: body.items.map(({ variant_id, quantity }) => ({ variant_id, quantity })),
    customer: { name, phone: phone!, email },
    delivery: { method: body.delivery.method, address },
    payment_method: body.payment_method,
    notes: trimmedOrNull(body.notes),
    expected_total: body.expected_total ?? null,
  }
}

/** The body compared for a repeated key: the cleaned body as JSON (its keys in a fixed order). */
export const requestHash = (order: CleanOrder) =>
  createHash('sha256').update(JSON.stringify(order)).digest('base64url')

interface StoreRow {
  name: string
  subdomain: string
  currency: string
  whatsapp: string | null
  payment_methods: string[]
  transfer_instructions: string
  pickup_address: string
  shipping_flat_fee: string | number | null
}

interface OrderRow {
  id: number
  store_id: number
  number: number
  token: string
  status: OrderStatus
  user_id: number | null
  customer_name: string
  customer_phone: string
  customer_email: string | null
  delivery_method: DeliveryMethod
  delivery_address: string | null
  payment_method: PaymentMethod
  notes: string | null
  subtotal: string | number
  shipping: string | number
  total: string | number
  currency: string
  stock_returned_at: Date | string | null
  created_at: Date | string
}

interface ItemRow {
  order_id: number
  variant_id: number | null
  product_id: number | null
  title: string
  option_values: string[]
  sku: string | null
  unit_price: string | number
  quantity: number
  line_total: string | number
  image_file: string | null
}

interface HistoryRow {
  order_id: number
  status: OrderStatus
  at: Date | string
}

interface VariantRow {
  id: number
  product_id: number
  option_values: string[]
  sku: string | null
  price: string | number | null
  stock: number | null
  title: string
  status: string
  image_file: string | null
}

const rows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows
const iso = (value: Date | string) => new Date(value).toISOString()
const list = (values: readonly (number | string)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )

/** How an order is shown: to the owner (everything, with history) or by its token (masked). */
export type OrderAudience = 'owner' | 'public' | 'customer'

const ORDER_COLUMNS = sql`o.id, o.store_id, o.number, o.token, o.status, o.user_id,
  o.customer_name, o.customer_phone, o.customer_email, o.delivery_method, o.delivery_address,
  o.payment_method, o.notes, o.subtotal, o.shipping, o.total, o.currency,
  o.stock_returned_at, o.created_at`

const STORE_COLUMNS = sql`s.name, s.subdomain, s.currency, s.whatsapp, s.payment_methods,
  s.transfer_instructions, s.pickup_address, s.shipping_flat_fee`

/**
 * What an order's answer takes from its store today. Not the currency: an
 * order keeps the one it was placed in when the store changes its own.
 */
const VIEW_STORE_COLUMNS = sql`s.name, s.subdomain, s.whatsapp, s.transfer_instructions, s.pickup_address`
type ViewStore = Pick<
  StoreRow,
  'name' | 'subdomain' | 'whatsapp' | 'transfer_instructions' | 'pickup_address'
>

export interface OrdersOptions {
  db: Db
  media: MediaStore
  /** The public origin order links are built on (public-url.ts), or how to read it. */
  baseUrl: string | (() => string)
  /** Drops this instance's public answers of a store (after a commit). */
  changed?: (storeId: number, tags?: readonly string[]) => void
  /** How many orders of one store run at once in this process (`StoreGate`); 6 unless said. */
  perStore?: number
}

/** Orders of one store at once in a process: a pool of 10 keeps 4 for the other stores. */
const ORDERS_PER_STORE = 6

/**
 * Orders (commerce spec §4–§5). Creating one is a single transaction: the
 * key's advisory lock, the store's settings, the variants locked in id order,
 * the stock taken, the products' summaries, the store's counter, the rows.
 * Anything refused rolls it all back, so a refused attempt takes nothing
 * and leaves its key free. See docs/orders.md.
 */
export class Orders {
  private readonly db: Db
  private readonly media: MediaStore
  private readonly baseUrl: () => string
  private readonly changed: (storeId: number, tags?: readonly string[]) => void
  private readonly gate: StoreGate

  constructor(options: OrdersOptions) {
    this.gate = new StoreGate(options.perStore ?? ORDERS_PER_STORE)
    this.db = options.db
    this.media = options.media
    const { baseUrl } = options
    this.baseUrl = typeof baseUrl === 'function' ? baseUrl : () => baseUrl
    this.changed = options.changed ?? (() => {})
  }

  /**
   * Places an order, or answers the one its key already made (`created`
   * false). A refusal for stock first cancels the store's overdue pending
   * orders, and tries once more if that gave stock back.
   */
  async create(
    storeId: number,
    key: string,
    order: CleanOrder,
    userId: number | null,
  ): Promise<{ order: Order; created: boolean }> {
    return this.gate.run(storeId, async () => {
      try {
        return await this.createOnce(storeId, key, order, userId)
      } catch (error) {
        if ((error as { code?: string }).code !== 'out_of_stock') throw error
        if ((await this.expireDue(storeId)) === 0) throw error
        return this.createOnce(storeId, key, order, userId)
      }
    })
  }

  private async createOnce(
    storeId: number,
    key: string,
    order: CleanOrder,
    userId: number | null,
    attempt = 1,
  ): Promise<{ order: Order; created: boolean }> {
    const hash = requestHash(order)
    const token = randomBytes(24).toString('base64url')
    // In a caller's transaction (the demo seed) the statement is not its own
    // transaction, and its failing on purpose would abort the caller's: the
    // checked way only, whose refusals roll back to a savepoint.
    let result =
      attempt === 1 && !(this.db instanceof PgTransaction)
        ? await this.placeAtOnce(storeId, key, hash, token, order, userId)
        : null
    if (result) {
      if (result.moved.length > 0) this.changed(storeId, result.moved.map(productTag))
      return { order: this.view(result.row, result.items, result.store, 'customer'), created: true }
    }
    try {
      result = await this.db.transaction(async (tx) => {
        // The store's row first, in a statement of its own: the order's statement then
        // starts after any write holding the store has committed, and reads what it wrote.
        await tx.execute(sql`select 1 from stores where id = ${storeId} for share`)
        const [placed] = rows<PlacedRow>(
          await executeNamed(
            tx,
            placeOrderName('vitrina_place_order', order),
            placeOrder(storeId, key, hash, token, order, userId),
          ),
        )
        const store = placed?.store
        if (!placed || !store) throw notFound('La tienda no existe.')
        if (!placed.fresh) throw new Error('the store changed while this transaction held it')
        // A fresh key of an earlier order: its answer again, or 409 for another body.
        if (placed.old_key?.fresh) throw new KeyTaken(placed.old_key)
        // The key was claimed by an order that committed while this one ran.
        if (!placed.key_claimed) throw new KeyTaken(null)
        checkMethods(store, order)

        const byId = new Map((placed.variants ?? []).map((row) => [row.id, row]))
        const taken = placed.taken ?? []
        const takenIds = new Set(taken.map((row) => row.id))
        const lines = order.items.map((item) => {
          const variant = byId.get(item.variant_id)
          const unitPrice = Number(variant?.price ?? 0)
          return { item, variant, unitPrice, lineTotal: unitPrice * item.quantity }
        })
        // A line refused as this statement saw it: the exact answer is read after the rollback.
        if (
          lines.some(
            ({ item, variant }) =>
              !variant ||
              variant.status !== 'active' ||
              variant.price === null ||
              (variant.stock !== null && !takenIds.has(item.variant_id)),
          )
        ) {
          throw new Refused()
        }
        const total = Number(placed.total)
        if (order.expected_total !== null && order.expected_total !== total) {
          throw conflict('price_changed', TEXTS.priceChanged, {
            total,
            lines: lines.map((line) => ({
              variant_id: line.item.variant_id,
              unit_price: line.unitPrice,
            })),
          })
        }
        // A variant sold out: whether its product can still be bought depends on its
        // siblings, read now (a new snapshot, the product rows locked by this transaction).
        const soldOut = taken.filter((row) => row.stock === 0).map((row) => row.product_id)
        if (soldOut.length > 0) await refreshProductStock(tx, soldOut)

        return placedResult(placed, storeId, token, order, userId)
      })
    } catch (error) {
      if (error instanceof Refused) {
        const refused = await this.refusedLines(storeId, order)
        if (refused.length > 0) {
          throw conflict('out_of_stock', TEXTS.outOfStock, { lines: refused })
        }
        // What refused it changed meanwhile (stock came back): once more.
        if (attempt < 3) return this.createOnce(storeId, key, order, userId, attempt + 1)
        throw error
      }
      if (!(error instanceof KeyTaken)) throw error
      // Everything this attempt wrote is rolled back; the key's order answers.
      const held = error.key ?? (await this.heldKey(storeId, key))
      if (!held) throw new Error('idempotency key claimed but not found')
      if (held.request_hash !== hash) throw conflict('idempotency_conflict', TEXTS.idempotency)
      const [view] = await this.load(sql`o.id = ${held.order_id}`, 'customer')
      return { order: view!, created: false }
    }
    if (result.moved.length > 0) this.changed(storeId, result.moved.map(productTag))
    return { order: this.view(result.row, result.items, result.store, 'customer'), created: true }
  }

  /**
   * Nearly every order: `placeOrder` as one statement that is its own
   * transaction, so the store's counter row is free as soon as it ends, with
   * no round trip held. Null when it failed on purpose (a refusal, a key
   * already used, a product to refresh, a store written while it waited):
   * nothing was written, and the order goes the checked way, in a transaction
   * that takes the store's row before its statement.
   */
  private async placeAtOnce(
    storeId: number,
    key: string,
    hash: string,
    token: string,
    order: CleanOrder,
    userId: number | null,
  ) {
    try {
      const [placed] = rows<PlacedRow>(
        await executeNamed(
          this.db,
          placeOrderName('vitrina_place_order_at_once', order),
          placeOrder(storeId, key, hash, token, order, userId, true),
        ),
      )
      return placedResult(placed!, storeId, token, order, userId)
    } catch (error) {
      if (isRefusedAtOnce(error)) return null
      throw error
    }
  }

  /**
   * Every line an order cannot take now, as the catalogue stands (read after
   * the refused attempt rolled back): unknown to this store or its product a
   * draft (`gone`), no price (`no_price`), tracked stock below the quantity
   * (`short`, with what is left).
   */
  private async refusedLines(storeId: number, order: CleanOrder): Promise<Lines> {
    const found = rows<Pick<VariantRow, 'id' | 'price' | 'stock' | 'status'>>(
      await this.db.execute(sql`select v.id, v.price, v.stock, p.status
        from variants v join products p on p.id = v.product_id
        where v.store_id = ${storeId}
          and v.id = any(${intArray(order.items.map((item) => item.variant_id))}::int[])`),
    )
    const byId = new Map(found.map((row) => [row.id, row]))
    const refused: Lines = []
    for (const item of order.items) {
      const variant = byId.get(item.variant_id)
      if (!variant || variant.status !== 'active') {
        refused.push({ variant_id: item.variant_id, available: 0, reason: 'gone' })
      } else if (variant.price === null) {
        refused.push({ variant_id: item.variant_id, available: 0, reason: 'no_price' })
      } else if (variant.stock !== null && variant.stock < item.quantity) {
        refused.push({ variant_id: item.variant_id, available: variant.stock, reason: 'short' })
      }
    }
    return refused
  }

  /** The key's row as committed (after an order of another request claimed it). */
  private async heldKey(storeId: number, key: string) {
    const [held] = rows<{ request_hash: string; order_id: number }>(
      await this.db.execute(sql`select request_hash, order_id from idempotency_keys
        where store_id = ${storeId} and key = ${key}`),
    )
    return held
  }

  /** `GET store/pedidos/{token}/`: another store's token is not found. */
  async byToken(storeId: number, token: string): Promise<Order> {
    await this.expireDue(storeId)
    const [order] = await this.load(sql`o.store_id = ${storeId} and o.token = ${token}`, 'public')
    if (!order) throw notFound(TEXTS.orderNotFound)
    return order
  }

  async byNumber(storeId: number, number: number): Promise<Order> {
    await this.expireDue(storeId)
    const [order] = await this.load(sql`o.store_id = ${storeId} and o.number = ${number}`, 'owner')
    if (!order) throw notFound(TEXTS.orderNotFound)
    return order
  }

  /** `GET user/pedidos/`: the user's orders in this store, newest first. */
  async ofUser(storeId: number, userId: number, page: number, pageSize: number) {
    await this.expireDue(storeId)
    return this.page(
      sql`o.store_id = ${storeId} and o.user_id = ${userId}`,
      page,
      pageSize,
      'customer',
    )
  }

  /** `GET admin/tienda/pedidos/`: `q` matches the number, the name or the phone. */
  async ofStore(
    storeId: number,
    filter: { status?: OrderStatus; q?: string },
    page: number,
    pageSize: number,
  ): Promise<OrderPage> {
    await this.expireDue(storeId)
    const where = [sql`o.store_id = ${storeId}`]
    if (filter.status) where.push(sql`o.status = ${filter.status}`)
    const q = filter.q?.trim()
    if (q) {
      const digits = q.replace(/\D/g, '')
      const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
      // Case and accents ignored, as the catalogue's search: 'diaz' finds 'Díaz'.
      const anyOf = [
        sql`lower(vitrina_unaccent(o.customer_name)) like lower(vitrina_unaccent(${like}))`,
      ]
      if (/^#?\d{1,9}$/.test(q)) anyOf.push(sql`o.number = ${Number(digits)}`)
      if (digits.length >= 3 && /^[\d\s+\-().]+$/.test(q)) {
        anyOf.push(sql`o.customer_phone like ${`%${digits}%`}`)
      }
      where.push(sql`(${sql.join(anyOf, sql` or `)})`)
    }
    return this.page(sql.join(where, sql` and `), page, pageSize, 'owner')
  }

  /** `PATCH admin/tienda/pedidos/{number}/`: one move of §5; a cancel gives the stock back once. */
  async move(storeId: number, number: number, status: OrderStatus): Promise<Order> {
    await this.expireDue(storeId)
    const afterCommit = await this.db.transaction(async (tx) => {
      const [order] = rows<OrderRow>(
        await tx.execute(sql`select ${ORDER_COLUMNS} from orders o
          where o.store_id = ${storeId} and o.number = ${number} for update`),
      )
      if (!order) throw notFound(TEXTS.orderNotFound)
      if (!allowedMoves(order.status, order.delivery_method).includes(status)) {
        throw conflict('invalid_transition', TEXTS.transition)
      }
      if (status === 'cancelado') return this.cancelLocked(tx, order)
      await setStatus(tx, order.id, status)
      return undefined
    })
    afterCommit?.()
    return this.byNumber(storeId, number)
  }

  /**
   * Cancels `pendiente` orders older than their store's `pending_hold_hours`
   * (0: never), giving their stock back; one store or, without `storeId`,
   * every store (the periodic sweep). Safe with several instances: each
   * order is taken with `skip locked` and checked again under its lock.
   * Answers how many it cancelled.
   */
  async expireDue(storeId?: number, limit = 50): Promise<number> {
    const due = rows<{ id: number }>(
      await this.db.execute(sql`select o.id from orders o join stores s on s.id = o.store_id
        where ${storeId === undefined ? sql`true` : sql`o.store_id = ${storeId}`}
          and o.status = 'pendiente' and s.pending_hold_hours > 0
          and o.created_at < now() - make_interval(hours => s.pending_hold_hours)
        order by o.id limit ${limit}`),
    )
    let cancelled = 0
    for (const { id } of due) {
      const afterCommit = await this.db.transaction(async (tx) => {
        const [order] = rows<OrderRow>(
          await tx.execute(sql`select ${ORDER_COLUMNS} from orders o join stores s on s.id = o.store_id
            where o.id = ${id} and o.status = 'pendiente' and s.pending_hold_hours > 0
              and o.created_at < now() - make_interval(hours => s.pending_hold_hours)
            for update of o skip locked`),
        )
        if (!order) return null
        return (await this.cancelLocked(tx, order)) ?? (() => {})
      })
      if (afterCommit) {
        cancelled++
        afterCommit()
      }
    }
    return cancelled
  }

  /** Idempotency keys older than 24 h go (a few thousand at a time). */
  async sweepKeys(): Promise<void> {
    await this.db.execute(sql`delete from idempotency_keys where (store_id, key) in (
      select store_id, key from idempotency_keys
      where created_at < now() - make_interval(hours => ${IDEMPOTENCY_HOURS}) limit 5000)`)
  }

  async summary(storeId: number): Promise<AdminSummary> {
    await this.expireDue(storeId)
    const [row] = rows<AdminSummary>(
      await this.db.execute(sql`select
          (select count(*)::int from products where store_id = ${storeId} and status = 'active') as products_active,
          (select count(*)::int from products where store_id = ${storeId}) as products_total,
          (select count(*)::int from orders where store_id = ${storeId} and status = 'pendiente') as orders_pending`),
    )
    return row!
  }

  /**
   * Under the order's row lock: `cancelado`, and its stock back exactly once
   * (`stock_returned_at`), to variants that still exist and are still
   * tracked, locked in id order. Answers what to run after the commit.
   */
  private async cancelLocked(tx: Tx, order: OrderRow): Promise<(() => void) | undefined> {
    await setStatus(tx, order.id, 'cancelado')
    if (order.stock_returned_at !== null) return undefined
    await tx.execute(sql`update orders set stock_returned_at = now() where id = ${order.id}`)
    const taken = rows<{ variant_id: number; stock_taken: number }>(
      await tx.execute(sql`select variant_id, sum(stock_taken)::int as stock_taken from order_items
        where order_id = ${order.id} and stock_taken > 0 and variant_id is not null
        group by variant_id order by variant_id`),
    )
    if (taken.length === 0) return undefined
    const ids = taken.map((line) => line.variant_id)
    await tx.execute(
      sql`select id from variants where id in (${list(ids)}) order by id for no key update`,
    )
    const values = sql.join(
      taken.map((line) => sql`(${line.variant_id}::int, ${line.stock_taken}::int)`),
      sql`, `,
    )
    const back = rows<{ product_id: number }>(
      await tx.execute(sql`update variants v set stock = v.stock + x.q
        from (values ${values}) as x(id, q)
        where v.id = x.id and v.store_id = ${order.store_id} and v.stock is not null
        returning v.product_id`),
    )
    if (back.length === 0) return undefined
    const products = back.map((row) => row.product_id)
    await refreshProductStock(tx, products)
    return catalogueStockChanged(tx, order.store_id, products, this.changed)
  }

  private async page(
    where: SQL,
    page: number,
    pageSize: number,
    audience: OrderAudience,
  ): Promise<OrderPage> {
    const [count] = rows<{ n: number }>(
      await this.db.execute(sql`select count(*)::int as n from orders o where ${where}`),
    )
    const results = await this.load(
      where,
      audience,
      sql`order by o.created_at desc, o.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`,
    )
    return { count: count?.n ?? 0, page, page_size: pageSize, results }
  }

  /** Orders matching `where`, with their items (and history for the owner), as answered. */
  private async load(where: SQL, audience: OrderAudience, tail: SQL = sql``): Promise<Order[]> {
    const found = rows<OrderRow & ViewStore>(
      await this.db.execute(sql`select ${ORDER_COLUMNS}, ${VIEW_STORE_COLUMNS}
        from orders o join stores s on s.id = o.store_id
        where ${where} ${tail}`),
    )
    if (found.length === 0) return []
    const ids = found.map((order) => order.id)
    const items = rows<ItemRow>(
      // The photo shows while the product still has it: a deleted photo's file is gone.
      await this.db.execute(sql`select i.order_id, i.variant_id, i.product_id, i.title,
          i.option_values, i.sku, i.unit_price, i.quantity, i.line_total,
          case when exists (select 1 from product_images pi
            where pi.product_id = i.product_id and pi.file = i.image_file)
          then i.image_file end as image_file
        from order_items i
        where i.order_id in (${list(ids)})
        order by i.order_id, i.position`),
    )
    const history =
      audience === 'owner'
        ? rows<HistoryRow>(
            await this.db.execute(sql`select order_id, status, at from order_history
              where order_id in (${list(ids)}) order by order_id, id`),
          )
        : []
    return found.map((order) => {
      const view = this.view(
        order,
        items.filter((item) => item.order_id === order.id),
        order,
        audience,
      )
      if (audience === 'owner') {
        view.history = history
          .filter((entry) => entry.order_id === order.id)
          .map((entry) => ({ status: entry.status, at: iso(entry.at) }))
      }
      return view
    })
  }

  private view(
    order: OrderRow,
    items: ItemRow[],
    store: ViewStore,
    audience: OrderAudience,
  ): Order {
    const pageUrl = `${storeOrigin(this.baseUrl(), store.subdomain)}/pedido/${order.token}`
    const view: Order = {
      number: order.number,
      token: order.token,
      status: order.status,
      created_at: iso(order.created_at),
      customer: {
        name: order.customer_name,
        phone: audience === 'public' ? maskPhone(order.customer_phone) : order.customer_phone,
        ...(audience !== 'public' && order.customer_email ? { email: order.customer_email } : {}),
      },
      delivery: {
        method: order.delivery_method,
        ...(order.delivery_address ? { address: order.delivery_address } : {}),
      },
      payment_method: order.payment_method,
      ...(order.notes ? { notes: order.notes } : {}),
      items: items.map((item) => ({
        variant_id: item.variant_id,
        title: item.title,
        option_values: item.option_values,
        sku: item.sku,
        unit_price: Number(item.unit_price),
        quantity: item.quantity,
        line_total: Number(item.line_total),
        image: item.image_file ? this.media.urlFor(item.image_file) : null,
      })),
      subtotal: Number(order.subtotal),
      shipping: Number(order.shipping),
      total: Number(order.total),
      currency: order.currency as Order['currency'],
    }
    if (store.whatsapp) {
      const message = orderMessage({
        number: order.number,
        storeName: store.name,
        currency: order.currency,
        items: items.map((item) => ({
          title: item.title,
          optionValues: item.option_values,
          quantity: item.quantity,
          lineTotal: Number(item.line_total),
        })),
        shipping: view.shipping,
        total: view.total,
        deliveryMethod: order.delivery_method,
        deliveryAddress: order.delivery_address,
        paymentMethod: order.payment_method,
        pageUrl,
      })
      view.whatsapp_url = whatsappUrl(store.whatsapp, message)
    }
    if (order.payment_method === 'transferencia' && store.transfer_instructions) {
      view.transfer_instructions = store.transfer_instructions
    }
    // A shopper who picks up needs to know where (the store's address of now, as the
    // transfer details are the store's of now).
    if (order.delivery_method === 'retiro' && store.pickup_address) {
      view.pickup_address = store.pickup_address
    }
    return view
  }
}

/** The error the statement run on its own fails with when the order needs the checked path. */
const REFUSED_AT_ONCE = 'vitrina_order_needs_checks'

function isRefusedAtOnce(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause
  return cause?.code === '22P02' && (cause.message ?? '').includes(REFUSED_AT_ONCE)
}

/** The placed order's row, its lines and the products whose stock moved, from the statement's answer. */
function placedResult(
  placed: PlacedRow,
  storeId: number,
  token: string,
  order: CleanOrder,
  userId: number | null,
) {
  const store = placed.store!
  const byId = new Map((placed.variants ?? []).map((row) => [row.id, row]))
  const taken = placed.taken ?? []
  const lines = order.items.map((item) => {
    const variant = byId.get(item.variant_id)!
    const unitPrice = Number(variant.price)
    return { item, variant, unitPrice, lineTotal: unitPrice * item.quantity }
  })
  const total = Number(placed.total)
  const row: OrderRow = {
    id: placed.order_id!,
    store_id: storeId,
    number: placed.number!,
    token,
    status: 'pendiente',
    user_id: userId,
    customer_name: order.customer.name,
    customer_phone: order.customer.phone,
    customer_email: order.customer.email,
    delivery_method: order.delivery.method,
    delivery_address: order.delivery.address,
    payment_method: order.payment_method,
    notes: order.notes,
    subtotal: placed.subtotal!,
    shipping: placed.shipping!,
    total,
    currency: store.currency,
    stock_returned_at: null,
    created_at: placed.created_at!,
  }
  const items: ItemRow[] = lines.map((line) => ({
    order_id: placed.order_id!,
    variant_id: line.variant.id,
    product_id: line.variant.product_id,
    title: line.variant.title,
    option_values: line.variant.option_values,
    sku: line.variant.sku,
    unit_price: line.unitPrice,
    quantity: line.item.quantity,
    line_total: line.lineTotal,
    image_file: line.variant.image_file,
  }))
  return { row, items, store, moved: [...new Set(taken.map((t) => t.product_id))] }
}

/** What `placeOrder` answers: one row, whether the order was placed or is refused. */
interface PlacedRow {
  /** The store's settings, read `for share`; null when there is no such store. */
  store: StoreRow | null
  /** The key's row as this statement found it (null when new). */
  old_key: { request_hash: string; order_id: number; fresh: boolean } | null
  /** The ordered variants found in this store, locked, as they were before the stock was taken. */
  variants: VariantRow[] | null
  /** The tracked variants whose stock was taken, with their stock after it. */
  taken: { id: number; product_id: number; stock: number }[] | null
  /** Whether this order holds the key now (false: another request's order took it meanwhile). */
  key_claimed: boolean
  /**
   * False when a write holding the store committed while the statement waited for it:
   * what it read is of before that write, and it wrote nothing.
   */
  fresh: boolean
  order_id: number | null
  number: number | null
  created_at: Date | string | null
  subtotal: string | number | null
  shipping: string | number | null
  total: string | number | null
}

/** The order's statement saw a line it cannot take: rolled back, then answered exactly. */
class Refused extends Error {
  constructor() {
    super('order refused')
  }
}

/** A key that already belongs to an order: its answer is that order's (or 409). */
class KeyTaken extends Error {
  constructor(readonly key: { request_hash: string; order_id: number } | null) {
    super('idempotency key taken')
  }
}

/**
 * Steps 2 and 3 of `placeOrder` for one line: its variant's stock taken (`t`,
 * the store id read from `s` first), then its product's total (`ps`). One row
 * of each: nothing to take in an order.
 */
const stockTaken = (storeId: number) => sql`t as (
      update variants w set stock = w.stock - x.q
      from x
      where w.id = x.id and w.store_id = ${storeId} and (select fresh from f) and w.stock >= x.q
      returning w.id, w.product_id, w.stock
    ), d as (
      select t.product_id, sum(x.q)::int as q from t join x on x.id = t.id
      group by t.product_id
    ), ps as (
      update products p set stock_total = p.stock_total - d.q
      from d where p.id = d.product_id
      returning p.id`

/**
 * The same for several lines: the tracked variants locked in id order first
 * (`lv`), and the products (`lp`), each forced before its update by reading
 * it whole. The updates alone take their rows in the order of the join
 * PostgreSQL picks, so two orders whose lines cross could lock them in
 * opposite orders and deadlock. The lock is the update's own strength (`for
 * no key update`), not `for update`: that one would also stop the key-share
 * check of another order's line of the same product, an order that may
 * already hold the store's counter this one waits for.
 */
const lockedStockTaken = (storeId: number) => sql`lv as (
      select w.id from variants w
      where w.id in (select id from x) and w.store_id = (select ${storeId}::int from s)
        and w.stock is not null
      order by w.id for no key update
    ), t as (
      update variants w set stock = w.stock - x.q
      from x
      where w.id = x.id and w.id in (select id from lv) and (select count(*) from lv) >= 0
        and (select fresh from f) and w.stock >= x.q
      returning w.id, w.product_id, w.stock
    ), d as (
      select t.product_id, sum(x.q)::int as q from t join x on x.id = t.id
      group by t.product_id
    ), lp as (
      select p.id from products p where p.id in (select product_id from d)
      order by p.id for no key update
    ), ps as (
      update products p set stock_total = p.stock_total - d.q
      from d where p.id = d.product_id and (select count(*) from lp) >= 0
      returning p.id`

/** The prepared statement's name: an order of several lines has its own text (it locks first). */
const placeOrderName = (name: string, order: CleanOrder) =>
  order.items.length > 1 ? `${name}_lines` : name

/** A PostgreSQL array literal of integers, sent as one parameter. */
const intArray = (values: readonly number[]) => `{${values.join(',')}}`

/**
 * The whole order as one statement (the caller commits, or rolls it back when
 * the answer shows a refusal). Each step is forced after the one before by
 * reading its result whole (a scalar subquery runs before the part that needs
 * it), so locks are taken in the documented order:
 *
 * 1. the store's settings `for share` (a currency change waits for orders in
 *    flight), before any variant (the stock's update needs `f` from it);
 *    the key's row as it stands; the ordered variants with their product and
 *    first image (read, not locked). `f` says whether the store's row is still
 *    the version of the statement's snapshot: every write that holds the
 *    store (catalogue, settings) writes its row, so a statement that waited
 *    for one sees a newer version locked than the one it read (READ COMMITTED
 *    re-reads a locked row, not the rest) and its variants, prices and
 *    statuses are those of before that write. Then nothing is written
 *    (`fresh` false) and the caller places the order again;
 * 2. with several lines, the tracked variants locked in id order (`lv`: a
 *    locking read sorted before the update, whose own join order PostgreSQL
 *    may choose; taking rows in the order of the join deadlocked orders of two
 *    lines under load; one line has one row, and skips the extra lock), then
 *    their stock taken where it suffices (`stock >= q` is checked again on the
 *    newest row version under READ COMMITTED, and the CHECK is behind it);
 * 3. with several lines, the products locked in id order (`lp`, for the same reason), and their
 *    `stock_total` less what was taken: a delta, so concurrent
 *    orders of sibling variants never overwrite each other's figure
 *    (`available` can only change when a variant sells out, which the caller
 *    refreshes in a statement of its own);
 * 4. last, the store's counter row (held until the commit: numbers in commit
 *    order, none lost to a rollback), the order, its first history entry, the
 *    key's claim (`on conflict`: a key another order holds is not taken, unless
 *    older than 24 h) and the lines;
 * 5. the announcement of the products whose stock moved, with
 *    `catalogueStockChanged`'s payload (`p:` is `productTag`), delivered at commit.
 *
 * Writes do not wait for the checks: a refused order is rolled back whole.
 */
function placeOrder(
  storeId: number,
  key: string,
  hash: string,
  token: string,
  order: CleanOrder,
  userId: number | null,
  atOnce = false,
): SQL {
  // On its own, the statement commits itself: it must fail whenever the order
  // would be refused, answered from its key, or need its products refreshed.
  const checked = atOnce
    ? sql`, (case when coalesce(exists (select 1 from s)
          and (select fresh from f)
          and (${order.delivery.method} <> 'retiro' or (select pickup_address <> '' from s))
          and (${order.delivery.method} <> 'envio'
            or (select shipping_flat_fee is not null from s))
          and (select ${order.payment_method} = any(payment_methods) from s)
          and (${order.payment_method} <> 'efectivo' or ${order.delivery.method} = 'retiro')
          and not exists (select 1 from k)
          and exists (select 1 from kk)
          and (select count(*) from v where status = 'active' and price is not null)
            = ${order.items.length}
          and (select count(*) from v where stock is not null) = (select count(*) from t)
          and not exists (select 1 from t where stock = 0)
          and (${order.expected_total}::bigint is null or o.total = ${order.expected_total}::bigint),
        false) then '0' else '${sql.raw(REFUSED_AT_ONCE)}' end)::int as checked`
    : sql``
  // Several lines lock their rows in id order first; one line has one row of each.
  const crossing = order.items.length > 1
  const ids = intArray(order.items.map((item) => item.variant_id))
  const quantities = intArray(order.items.map((item) => item.quantity))
  return sql`with x as (
      select id, q, (pos - 1)::int as pos
      from unnest(${ids}::int[], ${quantities}::int[]) with ordinality as x(id, q, pos)
    ), s as (
      select ${STORE_COLUMNS}, s.xmin::text as version
      from stores s where s.id = ${storeId} for share
    ), f as (
      select (select r.xmin::text from stores r where r.id = ${storeId}) = s.version as fresh
      from s
    ), k as (
      select request_hash, order_id,
        created_at > now() - make_interval(hours => ${IDEMPOTENCY_HOURS}) as fresh
      from idempotency_keys where store_id = ${storeId} and key = ${key}
    ), v as (
      select v.id, v.product_id, v.option_values, v.sku, v.price, v.stock, p.title, p.status,
        (select i.file from product_images i where i.product_id = p.id
          order by i.position, i.id limit 1) as image_file
      from variants v join products p on p.id = v.product_id
      where v.store_id = ${storeId} and v.id in (select id from x)
    ), ${crossing ? lockedStockTaken(storeId) : stockTaken(storeId)}
    ), c as (
      insert into order_counters (store_id, last_number)
      select ${storeId}, ${FIRST_ORDER_NUMBER} from s
      where (select count(*) from ps) >= 0 and (select fresh from f)
      on conflict (store_id) do update set last_number = order_counters.last_number + 1
      returning last_number
    ), o as (
      insert into orders (store_id, number, token, user_id, customer_name, customer_phone,
        customer_email, delivery_method, delivery_address, payment_method, notes,
        subtotal, shipping, total, currency)
      select ${storeId}, c.last_number, ${token}, ${userId}, ${order.customer.name},
        ${order.customer.phone}, ${order.customer.email}, ${order.delivery.method},
        ${order.delivery.address}, ${order.payment_method}, ${order.notes},
        l.subtotal, l.shipping, l.subtotal + l.shipping, s.currency
      from c cross join s cross join lateral (
        select coalesce((select sum(coalesce(v.price, 0) * x.q) from x join v on v.id = x.id), 0)
            as subtotal,
          case when ${order.delivery.method} = 'envio' then coalesce(s.shipping_flat_fee, 0)
            else 0 end as shipping
      ) l
      returning id, number, created_at, subtotal, shipping, total
    ), h as (
      insert into order_history (order_id, status, at)
      select id, 'pendiente', created_at from o
    ), kk as (
      insert into idempotency_keys (store_id, key, request_hash, order_id)
      select ${storeId}, ${key}, ${hash}, id from o
      on conflict (store_id, key) do update
        set request_hash = excluded.request_hash, order_id = excluded.order_id,
          created_at = now()
        where idempotency_keys.created_at <= now() - make_interval(hours => ${IDEMPOTENCY_HOURS})
      returning order_id
    ), i as (
      insert into order_items (order_id, position, variant_id, product_id, title,
        option_values, sku, unit_price, quantity, line_total, image_file, stock_taken)
      select o.id, x.pos, v.id, v.product_id, v.title, v.option_values, v.sku,
        coalesce(v.price, 0), x.q, coalesce(v.price, 0) * x.q, v.image_file,
        case when x.id in (select id from t) then x.q else 0 end
      from o cross join x join v on v.id = x.id
    )
    select (select row_to_json(s) from s) as store,
      (select row_to_json(k) from k) as old_key,
      (select json_agg(v) from v) as variants,
      (select json_agg(t) from t) as taken,
      exists (select 1 from kk) as key_claimed,
      coalesce((select fresh from f), false) as fresh,
      o.id as order_id, o.number, o.created_at, o.subtotal, o.shipping, o.total,
      (select pg_notify(${STORE_CHANGED_CHANNEL},
          ${`${storeId}:`} || string_agg(distinct 'p:' || product_id, ','))
        from t having count(*) > 0) as announced${checked}
    from (select 1) as one left join o on true`
}

/** A method or payment the store has not enabled is a 400 on that field. */
function checkMethods(store: StoreRow, order: CleanOrder) {
  const errors: FieldErrors = {}
  const method = order.delivery.method
  if (method === 'retiro' && store.pickup_address === '')
    errors['delivery.method'] = [TEXTS.delivery]
  if (method === 'envio' && store.shipping_flat_fee === null) {
    errors['delivery.method'] = [TEXTS.delivery]
  }
  if (!store.payment_methods.includes(order.payment_method)) {
    errors.payment_method = [TEXTS.payment]
  } else if (order.payment_method === 'efectivo' && method !== 'retiro') {
    errors.payment_method = [TEXTS.cashNeedsPickup]
  }
  if (Object.keys(errors).length > 0) throw invalid(errors)
}

async function setStatus(tx: Tx, orderId: number, status: OrderStatus) {
  await tx.execute(sql`with u as (
      update orders set status = ${status}, updated_at = now() where id = ${orderId} returning id
    )
    insert into order_history (order_id, status) select id, ${status} from u`)
}
