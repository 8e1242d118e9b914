import type { PublicProduct } from '@vitrina/contract'
import { api } from '@vitrina/shared'

/**
 * `GET store/productos/{slug}/`: an active product. An old slug answers 301 to
 * the current one, which the browser follows; a draft or unknown one is a 404.
 */
export const getProduct = (slug: string) =>
  api
    .get(`store/productos/${encodeURIComponent(slug)}/`, { context: { skipAuth: true } })
    .json<PublicProduct>()
