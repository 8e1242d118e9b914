import { Readable } from 'node:stream'

import { Type } from '@sinclair/typebox'
import { type ImportResult, ImportResultSchema } from '@vitrina/contract'
import type { FastifyInstance } from 'fastify'

import { errorResponses, fileTooLarge, invalid } from '../../http-error.ts'
import { acceptUploads } from '../../plugins/uploads.ts'
import { isMalformedMultipart, malformedMultipart } from '../../routes/v1/admin/upload.ts'
import { exportProducts } from '../export.ts'
import { IMPORT_TOO_LARGE_TEXT, importProducts, MAX_IMPORT_BYTES } from '../import.ts'

const Flag = Type.Optional(
  Type.Union([Type.Literal('1'), Type.Literal('0'), Type.Literal('true'), Type.Literal('false')]),
)
const ImportQuery = Type.Object({
  dry_run: Flag,
  /** Variants the file gives another stock keep the one they have now. */
  mantener_stock: Flag,
  /** The answer lists those variants (`stock_changed`, `stock_changes`). */
  detalle_stock: Flag,
})
type ImportFlags = { [K in 'dry_run' | 'mantener_stock' | 'detalle_stock']?: string }
const isOn = (flag: string | undefined) => flag === '1' || flag === 'true'

/** CSV export and the all-or-nothing import. Owner only (registered with the admin routes). */
export default async function catalogueCsv(app: FastifyInstance) {
  await acceptUploads(app)
  app.addHook('onRequest', app.requireOwner)

  app.get('/admin/tienda/productos/exportar/', async (request, reply) => {
    const { store } = request
    const date = new Date().toISOString().slice(0, 10)
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="productos-${store.subdomain}-${date}.csv"`,
      )
      .header('cache-control', 'no-store')
      .send(Readable.from(exportProducts(app.db, store.id, store.currency)))
  })

  app.post<{ Querystring: ImportFlags }>(
    '/admin/tienda/productos/importar/',
    {
      schema: {
        querystring: ImportQuery,
        response: { 200: ImportResultSchema, ...errorResponses },
      },
    },
    async (request): Promise<ImportResult> => {
      if (!request.isMultipart())
        throw invalid({ archivo: ['Envía el archivo CSV en el campo "archivo".'] })
      const file = await request
        .file({ limits: { fileSize: MAX_IMPORT_BYTES, files: 1 } })
        .catch((error: unknown) => {
          throw isMalformedMultipart(error) ? malformedMultipart() : error
        })
      if (!file || file.fieldname !== 'archivo') {
        file?.file.resume()
        throw invalid({ archivo: ['Envía el archivo CSV en el campo "archivo".'] })
      }
      const dryRun = isOn(request.query.dry_run)
      try {
        const result = await importProducts(
          app.db,
          request.store.id,
          request.store.currency,
          file.file,
          {
            dryRun,
            keepStock: isOn(request.query.mantener_stock),
            stockDetail: isOn(request.query.detalle_stock),
          },
          () => file.file.truncated,
        )
        if (!dryRun) {
          app.storeChanged(request.store.id)
          app.searchIndexes.flushSoon()
        }
        return result
      } catch (error) {
        file.file.resume()
        // A cut file read as rows of the wrong width (or an unclosed quote): its size is the error.
        if (file.file.truncated) throw fileTooLarge(IMPORT_TOO_LARGE_TEXT)
        throw error
      }
    },
  )
}
