import { api, i18n } from '@vitrina/shared'

/** `DELETE admin/tienda/logos/delete/{id}/` */
export async function deleteLogo(id: number | null | undefined): Promise<void> {
  if (!id) throw new Error(i18n.t('admin:errors.logoIdRequired'))
  try {
    await api.delete(`admin/tienda/logos/delete/${id}/`)
  } catch (error) {
    console.error('[logos] could not delete logo', id, error)
    throw error
  }
}
