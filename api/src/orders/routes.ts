import { type Static, Type } from '@sinclair/typebox'
import {
  type AdminOrderQuery,
  AdminOrderQuerySchema,
  type AdminSummary,
  AdminSummarySchema,
  type Order,
  type OrderBody,
  OrderBodySchema,
  type OrderPage,
  OrderPageSchema,
  type OrderPatch,
  OrderPatchSchema,
  OrderSchema,
} from '@vitrina/contract'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

import { errorResponses, invalid, notFound } from '../http-error.ts'
import { noStore } from '../routes/v1/no-store.ts'
import { cleanOrder, idempotencyKey, TEXTS } from './service.ts'

export const DEFAULT_PAGE_SIZE = 24
export const MAX_PAGE_SIZE = 100

const TokenParams = Type.Object({ token: Type.String() })
const NumberParams = Type.Object({ number: Type.String() })
const PageQuery = Type.Object({
  page: Type.Optional(Type.String()),
  page_size: Type.Optional(Type.String()),
})
const TOKEN = /^[A-Za-z0-9_-]{16,128}$/

/** `page` ≥ 1 (default 1) and `page_size` 1–100 (default 24), as the product lists take them. */
export function pageOf(query: { page?: string; page_size?: string }) {
  const read = (raw: string | undefined, fallback: number, max: number, field: string) => {
    if (raw === undefined || raw === '') return fallback
    const n = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN
    if (!(n >= 1 && n <= max)) {
      throw invalid({ [field]: [`Valor no válido: debe ser un número entre 1 y ${max}.`] })
    }
    return n
  }
  return {
    page: read(query.page, 1, 1_000_000, 'page'),
    pageSize: read(query.page_size, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, 'page_size'),
  }
}

function orderNumber(raw: string): number {
  const n = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN
  if (!(n >= 1 && n <= 2_147_483_647)) throw notFound(TEXTS.orderNotFound)
  return n
}

/** The order page is private: never cached, never indexed, its URL never sent onwards. */
async function privatePage(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  reply.header('Cache-Control', 'no-store')
  reply.header('Referrer-Policy', 'no-referrer')
  reply.header('X-Robots-Tag', 'noindex')
  return payload
}

/**
 * Orders: the shopper's `store/pedidos/`, the customer's `user/pedidos/`,
 * the owner's `admin/tienda/pedidos/` and `admin/tienda/resumen/`.
 */
export default async function ordersRoutes(app: FastifyInstance) {
  const { orders } = app

  await app.register(async (shop) => {
    shop.post<{ Body: OrderBody }>(
      '/store/pedidos/',
      {
        onRequest: noStore,
        schema: {
          body: OrderBodySchema,
          response: { 200: OrderSchema, 201: OrderSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const key = idempotencyKey(request.headers['idempotency-key'])
        const order = cleanOrder(request.body)
        let userId: number | null = null
        if (request.headers.authorization) {
          await app.requireUser(request, reply)
          userId = request.userId
        }
        const result = await orders.create(request.store.id, key, order, userId)
        return reply.code(result.created ? 201 : 200).send(result.order satisfies Order)
      },
    )

    shop.get<{ Params: Static<typeof TokenParams> }>(
      '/store/pedidos/:token/',
      {
        onSend: privatePage,
        schema: { params: TokenParams, response: { 200: OrderSchema, ...errorResponses } },
      },
      async (request): Promise<Order> => {
        const { token } = request.params
        if (!TOKEN.test(token)) throw notFound(TEXTS.orderNotFound)
        return orders.byToken(request.store.id, token)
      },
    )
  })

  await app.register(async (customer) => {
    customer.addHook('onRequest', app.requireUser)
    customer.addHook('onRequest', noStore)
    customer.get<{ Querystring: Static<typeof PageQuery> }>(
      '/user/pedidos/',
      { schema: { querystring: PageQuery, response: { 200: OrderPageSchema, ...errorResponses } } },
      async (request): Promise<OrderPage> => {
        const { page, pageSize } = pageOf(request.query)
        return orders.ofUser(request.store.id, request.userId, page, pageSize)
      },
    )
  })

  await app.register(async (owner) => {
    owner.addHook('onRequest', app.requireOwner)
    owner.addHook('onRequest', noStore)

    owner.get<{ Querystring: AdminOrderQuery }>(
      '/admin/tienda/pedidos/',
      {
        schema: {
          querystring: AdminOrderQuerySchema,
          response: { 200: OrderPageSchema, ...errorResponses },
        },
      },
      async (request): Promise<OrderPage> => {
        const { page, pageSize } = pageOf(request.query)
        const { estado, q } = request.query
        return orders.ofStore(request.store.id, { status: estado, q }, page, pageSize)
      },
    )

    owner.get<{ Params: Static<typeof NumberParams> }>(
      '/admin/tienda/pedidos/:number/',
      { schema: { params: NumberParams, response: { 200: OrderSchema, ...errorResponses } } },
      async (request): Promise<Order> =>
        orders.byNumber(request.store.id, orderNumber(request.params.number)),
    )

    owner.patch<{ Params: Static<typeof NumberParams>; Body: OrderPatch }>(
      '/admin/tienda/pedidos/:number/',
      {
        schema: {
          params: NumberParams,
          body: OrderPatchSchema,
          response: { 200: OrderSchema, ...errorResponses },
        },
      },
      async (request): Promise<Order> =>
        orders.move(request.store.id, orderNumber(request.params.number), request.body.status),
    )

    owner.get(
      '/admin/tienda/resumen/',
      { schema: { response: { 200: AdminSummarySchema, ...errorResponses } } },
      async (request): Promise<AdminSummary> => orders.summary(request.store.id),
    )
  })
}
