import { api, i18n } from '@vitrina/shared'

/** `DELETE admin/tienda/portadas/delete/{id}/` */
export async function deleteCover(id: number | null | undefined): Promise<void> {
  if (!id) throw new Error(i18n.t('admin:errors.coverIdRequired'))
  try {
    await api.delete(`admin/tienda/portadas/delete/${id}/`)
  } catch (error) {
    console.error('[covers] could not delete cover', id, error)
    throw error
  }
}
