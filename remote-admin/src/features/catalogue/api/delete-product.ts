import { api } from '@vitrina/shared'

import { dropEarlyPage } from '../first-page'

/** `DELETE admin/tienda/productos/{id}/` */
export async function deleteProduct(id: number): Promise<void> {
  dropEarlyPage()
  await api.delete(`admin/tienda/productos/${id}/`)
}
