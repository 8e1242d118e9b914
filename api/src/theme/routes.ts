import { Type } from '@sinclair/typebox'
import {
  type ThemeResponse,
  ThemeSchema,
  type ThemeVersion,
  type ThemeVersionList,
  ThemeVersionListSchema,
  ThemeVersionSchema,
} from '@vitrina/contract'
import type { FastifyInstance } from 'fastify'

import { errorResponses, invalid, notFound } from '../http-error.ts'
import { noStore } from '../routes/v1/no-store.ts'
import { applyThemeInput } from './theme-rules.ts'
import {
  listThemeVersions,
  publishTheme,
  restoreThemeVersion,
  type ThemeVersionRow,
} from './theme-versions.ts'

const IdParams = Type.Object({ id: Type.String() })

function versionOf(row: ThemeVersionRow): ThemeVersion {
  return { id: row.id, created_at: row.createdAt.toISOString(), theme: row.theme }
}

function parseId(raw: string): number {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) {
    throw notFound('La versión del tema no existe.')
  }
  return id
}

/**
 * The owner's theme: read, publish (checked as `theme:set` checks it, contrast
 * included), its last versions and restoring one. Every route runs
 * `requireOwner` first; answers are never cached.
 */
export default async function adminTheme(app: FastifyInstance) {
  app.addHook('onRequest', app.requireOwner)
  app.addHook('onRequest', noStore)

  app.get(
    '/admin/tienda/theme/',
    { schema: { response: { 200: ThemeSchema, ...errorResponses } } },
    async (request): Promise<ThemeResponse> => request.store.theme,
  )

  app.put(
    '/admin/tienda/theme/',
    { schema: { response: { 200: ThemeSchema, ...errorResponses } } },
    async (request): Promise<ThemeResponse> => {
      const published = await publishTheme(app.db, request.store.id, (current) => {
        const { theme, errors } = applyThemeInput(current, request.body)
        if (Object.keys(errors).length > 0) throw invalid(errors, 'El tema no es válido.')
        return theme
      })
      app.storeChanged(request.store.id)
      return published.theme
    },
  )

  app.get(
    '/admin/tienda/theme/versiones/',
    { schema: { response: { 200: ThemeVersionListSchema, ...errorResponses } } },
    async (request): Promise<ThemeVersionList> =>
      (await listThemeVersions(app.db, request.store.id)).map(versionOf),
  )

  app.post<{ Params: { id: string } }>(
    '/admin/tienda/theme/versiones/:id/restaurar/',
    { schema: { params: IdParams, response: { 200: ThemeVersionSchema, ...errorResponses } } },
    async (request): Promise<ThemeVersion> => {
      const row = await restoreThemeVersion(app.db, request.store.id, parseId(request.params.id))
      app.storeChanged(request.store.id)
      return versionOf(row)
    },
  )
}
