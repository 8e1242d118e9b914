import type { OrderPage } from '@vitrina/contract'
import { api } from '@vitrina/shared'

/** `GET user/pedidos/?page=`: the user's orders in this store, newest first. */
export const getMyOrders = (page: number) =>
  api.get('user/pedidos/', { searchParams: { page } }).json<OrderPage>()
