import type { Order } from '@vitrina/contract'
import { api } from '@vitrina/shared'

/** `GET store/pedidos/{token}/`: the order its token names (phone masked, no email). */
export const getOrder = (token: string) =>
  api
    .get(`store/pedidos/${encodeURIComponent(token)}/`, { context: { skipAuth: true } })
    .json<Order>()
