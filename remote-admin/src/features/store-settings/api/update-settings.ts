import type { StoreSettings, StoreSettingsBody } from '@vitrina/contract'
import { api } from '@vitrina/shared'

/** `PUT admin/tienda/configuracion/`: 400 with field errors, 409 `currency_locked`. */
export function updateSettings(body: StoreSettingsBody): Promise<StoreSettings> {
  return api.put('admin/tienda/configuracion/', { json: body }).json<StoreSettings>()
}
