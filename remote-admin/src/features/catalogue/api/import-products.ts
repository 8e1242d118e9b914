import type { ImportResult } from '@vitrina/contract'
import { api } from '@vitrina/shared'

import { dropEarlyPage } from '../first-page'

/**
 * `POST admin/tienda/productos/importar/` multipart `archivo`. With `dryRun`
 * (`?dry_run=1`) it only checks, and lists the known variants whose stock the
 * file would change (`?detalle_stock=1`); with `keepStock`
 * (`?mantener_stock=1`) those keep the stock they have now. A bad row is a
 * 400 whose `errors` are keyed `fila N`.
 */
export function importProducts(
  file: File,
  { dryRun, keepStock = false }: { dryRun: boolean; keepStock?: boolean },
): Promise<ImportResult> {
  dropEarlyPage()
  const body = new FormData()
  body.append('archivo', file)
  const searchParams: Record<string, string> = dryRun
    ? { dry_run: '1', detalle_stock: '1' }
    : keepStock
      ? { mantener_stock: '1' }
      : {}
  return api
    .post('admin/tienda/productos/importar/', {
      body,
      searchParams,
      // A 10,000-row import may take longer than the client's default timeout.
      timeout: 120_000,
    })
    .json<ImportResult>()
}
