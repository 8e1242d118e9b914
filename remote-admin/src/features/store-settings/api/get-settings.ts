import type { StoreSettings } from '@vitrina/contract'
import { api } from '@vitrina/shared'

/** `GET admin/tienda/configuracion/` */
export function getSettings(): Promise<StoreSettings> {
  return api.get('admin/tienda/configuracion/').json<StoreSettings>()
}
