import type { AdminSummary } from '@vitrina/contract'
import { api } from '@vitrina/shared'

/** `GET admin/tienda/resumen/`: the store's counts, the pending orders among them. */
export function getSummary(): Promise<AdminSummary> {
  return api.get('admin/tienda/resumen/').json<AdminSummary>()
}
