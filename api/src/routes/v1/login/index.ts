import { type Static, Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'

import { errorResponses, HttpError, invalid } from '../../../http-error.ts'
import {
  findUserByEmail,
  MAX_PASSWORD_LENGTH,
  normalizeEmail,
  verifyPassword,
} from '../../../services/accounts.ts'
import { AuthUserFields, noStore, Text } from '../schemas.ts'

const Body = Type.Object({
  email: Text({ maxLength: 254 }),
  password: Text({ maxLength: MAX_PASSWORD_LENGTH }),
})

const Reply = Type.Object({
  ...AuthUserFields,
  tokens: Type.Object({
    access: Type.String(),
    refresh: Type.String(),
    visitor_id: Type.String(),
  }),
})

export default async function login(app: FastifyInstance) {
  app.post<{ Body: Static<typeof Body> }>(
    '/login/',
    { onRequest: noStore, schema: { body: Body, response: { 200: Reply, ...errorResponses } } },
    async (request) => {
      const email = normalizeEmail(request.body.email)
      const { password } = request.body
      const errors: Record<string, string[]> = {}
      if (!email) errors.email = ['El correo es obligatorio']
      if (!password) errors.password = ['La contraseña es obligatoria']
      if (Object.keys(errors).length > 0) throw invalid(errors)

      const attempt = await app.loginThrottle.begin(request.ip, email)
      const user = await findUserByEmail(app.db, email)
      if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
        await attempt.failed()
        throw new HttpError(401, 'invalid_credentials', 'Credenciales incorrectas')
      }
      await attempt.succeeded()
      const tokens = await app.sessions.start(user.id, request.store.id)
      return {
        email: user.email,
        username: user.username,
        user_id: user.id,
        tokens: { ...tokens, visitor_id: user.visitorId },
      }
    },
  )
}
