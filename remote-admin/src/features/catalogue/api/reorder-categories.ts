import type { Category, CategoryOrder } from '@vitrina/contract'
import { api } from '@vitrina/shared'

/** `PUT admin/tienda/categorias/` with `[{id, position}]` of every category → the list in order. */
export function reorderCategories(order: CategoryOrder): Promise<Category[]> {
  return api.put('admin/tienda/categorias/', { json: order }).json<Category[]>()
}
