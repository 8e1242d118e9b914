import type { ThemeVersion } from '@vitrina/contract'
import { api } from '@vitrina/shared'

/** `POST admin/tienda/theme/versiones/{id}/restaurar/`: publishes a kept version again, as a new one. */
export async function restoreThemeVersion(id: number): Promise<ThemeVersion> {
  try {
    return await api.post(`admin/tienda/theme/versiones/${id}/restaurar/`).json<ThemeVersion>()
  } catch (error) {
    console.error('[theme] could not restore the theme version', id, error)
    throw error
  }
}
