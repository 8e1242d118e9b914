import { api } from '@vitrina/shared'

/** The exported file: its bytes and the name the server gives it. */
export interface ExportedFile {
  blob: Blob
  /** `productos-<store>-<date>.csv` from `Content-Disposition`; `productos.csv` without one. */
  filename: string
}

/** `GET admin/tienda/productos/exportar/`: the catalogue as CSV (one row per variant), as a file. */
export async function exportProducts(): Promise<ExportedFile> {
  const response = await api.get('admin/tienda/productos/exportar/')
  const disposition = response.headers.get('content-disposition') ?? ''
  const named = /filename="([^"/\\]+)"/.exec(disposition)?.[1]
  return { blob: await response.blob(), filename: named ?? 'productos.csv' }
}
