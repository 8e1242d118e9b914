import { api, type StoreImage } from '@vitrina/shared'

/** `PUT admin/tienda/logos/` with `[{id, position}]`: sets the order of every logo. */
export async function reorderLogos(
  order: Array<{ id: number; position: number }>,
): Promise<StoreImage[]> {
  try {
    return await api.put('admin/tienda/logos/', { json: order }).json<StoreImage[]>()
  } catch (error) {
    console.error('[logos] could not reorder logos', error)
    throw error
  }
}
