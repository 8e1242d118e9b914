import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'

import { errorResponses } from '../../../http-error.ts'

const Colors = Type.Object({ colors: Type.Record(Type.String(), Type.String()) })
const TextStyle = Type.Object({ fontSize: Type.String(), fontWeight: Type.Integer() })

const Reply = Type.Object({
  light_colors: Colors,
  dark_colors: Colors,
  typography: Type.Object({
    fontFamily: Type.String(),
    titleFontFamily: Type.String(),
    h1: TextStyle,
    h2: TextStyle,
    h3: TextStyle,
    body1: TextStyle,
  }),
})

export default async function theme(app: FastifyInstance) {
  app.get(
    '/tienda/theme/',
    {
      config: { publicCache: 'tienda/theme/' },
      schema: { response: { 200: Reply, ...errorResponses } },
    },
    async (request) => request.store.theme,
  )
}
