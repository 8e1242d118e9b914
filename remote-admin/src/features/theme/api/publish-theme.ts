import type { ThemeResponse } from '@vitrina/contract'
import { api } from '@vitrina/shared'

/** `PUT admin/tienda/theme/`: publishes the theme (the server checks it as the editor does). */
export async function publishTheme(theme: ThemeResponse): Promise<ThemeResponse> {
  try {
    return await api.put('admin/tienda/theme/', { json: theme }).json<ThemeResponse>()
  } catch (error) {
    console.error('[theme] could not publish the theme', error)
    throw error
  }
}
