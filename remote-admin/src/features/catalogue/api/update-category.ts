import type { Category, CategoryBody } from '@vitrina/contract'
import { api } from '@vitrina/shared'

/** `PUT admin/tienda/categorias/{id}/` `{name}`: renames a category. */
export function updateCategory(id: number, body: CategoryBody): Promise<Category> {
  return api.put(`admin/tienda/categorias/${id}/`, { json: body }).json<Category>()
}
