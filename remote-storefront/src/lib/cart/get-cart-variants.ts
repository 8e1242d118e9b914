import type { CartVariant } from '@vitrina/contract'
import { api } from '@vitrina/shared'

/** `GET store/carrito/?ids=`: the variants the cart can still find, priced now. */
export const getCartVariants = (ids: number[]) =>
  api
    .get('store/carrito/', {
      searchParams: { ids: ids.join(',') },
      context: { skipAuth: true },
    })
    .json<CartVariant[]>()
