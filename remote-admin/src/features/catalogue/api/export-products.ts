import { api } from '@vitrina/shared'

/** `GET admin/tienda/productos/exportar/`: the catalogue as CSV (one row per variant), as a file. */
export function exportProducts(): Promise<Blob> {
  return api.get('admin/tienda/productos/exportar/').blob()
}
