import type { Category, CategoryBody } from '@vitrina/contract'
import { api } from '@vitrina/shared'

/** `POST admin/tienda/categorias/` `{name}` → 201 category. */
export function createCategory(body: CategoryBody): Promise<Category> {
  return api.post('admin/tienda/categorias/', { json: body }).json<Category>()
}
