import type { ThemeVersionList } from '@vitrina/contract'
import { api } from '@vitrina/shared'

/** `GET admin/tienda/theme/versiones/`: the last published themes, newest first. */
export async function getThemeVersions(): Promise<ThemeVersionList> {
  try {
    return await api.get('admin/tienda/theme/versiones/').json<ThemeVersionList>()
  } catch (error) {
    console.error('[theme] could not load the theme versions', error)
    throw error
  }
}
