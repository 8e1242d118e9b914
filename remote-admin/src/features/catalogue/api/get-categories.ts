import type { Category } from '@vitrina/contract'
import { api } from '@vitrina/shared'

/** `GET admin/tienda/categorias/`: the store's categories by position. */
export function getCategories(): Promise<Category[]> {
  return api.get('admin/tienda/categorias/').json<Category[]>()
}
