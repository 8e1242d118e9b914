import type { AdminProductPage } from '@vitrina/contract'
import { api } from '@vitrina/shared'

/** The number of active products: `count` of `GET admin/tienda/productos/?estado=active&page_size=1`. */
export async function getActiveProductCount(): Promise<number> {
  const page = await api
    .get('admin/tienda/productos/', { searchParams: { estado: 'active', page_size: '1' } })
    .json<AdminProductPage>()
  return page.count
}
