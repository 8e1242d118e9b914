import { api, type StoreImage } from '@vitrina/shared'

/** `PUT admin/tienda/portadas/` with `[{id, position}]`: sets the order of every cover. */
export async function reorderCovers(
  order: Array<{ id: number; position: number }>,
): Promise<StoreImage[]> {
  try {
    return await api.put('admin/tienda/portadas/', { json: order }).json<StoreImage[]>()
  } catch (error) {
    console.error('[covers] could not reorder covers', error)
    throw error
  }
}
