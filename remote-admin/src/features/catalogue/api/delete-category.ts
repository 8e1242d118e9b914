import { api } from '@vitrina/shared'

/** `DELETE admin/tienda/categorias/{id}/`: its products stay. */
export async function deleteCategory(id: number): Promise<void> {
  await api.delete(`admin/tienda/categorias/${id}/`)
}
