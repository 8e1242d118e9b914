import { api, ApiError } from '@vitrina/shared'

/**
 * `GET store/productos/?page_size=1` (public): how many products the store
 * shows. A server without the catalogue answers 404: no products yet.
 */
export async function getProductCount(): Promise<number> {
  try {
    const page = await api
      .get('store/productos/', { searchParams: { page_size: 1 }, context: { skipAuth: true } })
      .json<{ count?: unknown }>()
    return typeof page.count === 'number' ? page.count : 0
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return 0
    throw error
  }
}
