import type { ImportResult } from '@vitrina/contract'
import { api } from '@vitrina/shared'

/**
 * `POST admin/tienda/productos/importar/` multipart `archivo`; with `dryRun`
 * (`?dry_run=1`) it only checks. A bad row is a 400 whose `errors` are keyed `fila N`.
 */
export function importProducts(file: File, dryRun: boolean): Promise<ImportResult> {
  const body = new FormData()
  body.append('archivo', file)
  return api
    .post('admin/tienda/productos/importar/', {
      body,
      ...(dryRun && { searchParams: { dry_run: '1' } }),
      // A 10,000-row import may take longer than the client's default timeout.
      timeout: 120_000,
    })
    .json<ImportResult>()
}
