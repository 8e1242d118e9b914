import {
  type LoginBody,
  LoginBodySchema,
  type LoginResponse,
  LoginResponseSchema,
} from '@vitrina/contract'
import type { FastifyInstance } from 'fastify'

import { errorResponses, HttpError, invalid } from '../../../http-error.ts'
import { findUserByEmail, normalizeEmail, verifyPassword } from '../../../services/accounts.ts'
import { noStore } from '../no-store.ts'

export default async function login(app: FastifyInstance) {
  app.post<{ Body: LoginBody }>(
    '/login/',
    {
      onRequest: noStore,
      schema: { body: LoginBodySchema, response: { 200: LoginResponseSchema, ...errorResponses } },
    },
    async (request): Promise<LoginResponse> => {
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
