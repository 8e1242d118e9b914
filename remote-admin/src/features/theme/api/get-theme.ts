import type { ThemeResponse } from '@vitrina/contract'
import { api } from '@vitrina/shared'

/** `GET admin/tienda/theme/`: the store's published theme. */
export async function getTheme(): Promise<ThemeResponse> {
  try {
    return await api.get('admin/tienda/theme/').json<ThemeResponse>()
  } catch (error) {
    console.error('[theme] could not load the theme', error)
    throw error
  }
}
