import type { AddressInfo } from 'node:net'

import {
  type CreateStoreBody,
  CreateStoreBodySchema,
  type CreateStoreResponse,
  CreateStoreResponseSchema,
  type SubdomainAvailability,
  SubdomainAvailabilitySchema,
  type SubdomainQuery,
  SubdomainQuerySchema,
} from '@vitrina/contract'
import type { FastifyInstance } from 'fastify'

import { errorResponses } from '../http-error.ts'
import { noStore } from '../routes/v1/no-store.ts'
import { type LoginLimits, LoginThrottle } from '../services/login-throttle.ts'
import { platformUrl, type SignupConfig, storeUrl } from './config.ts'
import { createSignup, labelAvailability, type SignupLimits, sweepSignupRows } from './signup.ts'

export interface SignupRoutesOptions {
  config: SignupConfig
  limits: SignupLimits
  /** The login's budgets: an existing account's password is checked under them too. */
  loginLimits: LoginLimits
}

const SWEEP_EVERY_MS = 60_000

/**
 * The platform's sign-up calls, `GET tiendas/disponible/` and `POST tiendas/`:
 * not per store (no `X-Subdomain`), registered outside the tenant's context.
 */
export default async function signupRoutes(app: FastifyInstance, options: SignupRoutesOptions) {
  const loginThrottle = new LoginThrottle(app.db, options.loginLimits)
  const listeningPort = () => (app.server.address() as AddressInfo | null)?.port
  let lastSweep = 0

  app.get<{ Querystring: SubdomainQuery }>(
    '/disponible/',
    {
      onRequest: noStore,
      schema: {
        querystring: SubdomainQuerySchema,
        response: { 200: SubdomainAvailabilitySchema, ...errorResponses },
      },
    },
    async (request): Promise<SubdomainAvailability> =>
      labelAvailability(app.db, request.query.subdominio),
  )

  app.post<{ Body: CreateStoreBody }>(
    '/',
    {
      onRequest: noStore,
      schema: {
        body: CreateStoreBodySchema,
        response: { 201: CreateStoreResponseSchema, ...errorResponses },
      },
    },
    async (request, reply): Promise<CreateStoreResponse> => {
      const now = Date.now()
      if (now - lastSweep > SWEEP_EVERY_MS) {
        lastSweep = now
        await sweepSignupRows(app.db, now)
      }
      const created = await createSignup(app.db, request.body, {
        ip: request.ip,
        limits: options.limits,
        loginThrottle,
        now,
      })
      request.log.info({ storeId: created.storeId, userId: created.userId }, 'store created')
      void reply.code(201)
      return {
        subdomain: created.subdomain,
        url: storeUrl(platformUrl(options.config, listeningPort()), created.subdomain),
        handoff: created.handoff,
      }
    },
  )
}
