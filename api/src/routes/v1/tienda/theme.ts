import { type ThemeResponse, ThemeSchema } from '@vitrina/contract'
import type { FastifyInstance } from 'fastify'

import { errorResponses } from '../../../http-error.ts'

export default async function theme(app: FastifyInstance) {
  app.get(
    '/tienda/theme/',
    {
      config: { publicCache: 'tienda/theme/' },
      schema: { response: { 200: ThemeSchema, ...errorResponses } },
    },
    async (request): Promise<ThemeResponse> => request.store.theme,
  )
}
