import fp from 'fastify-plugin'

import { type LoginLimits, LoginThrottle } from '../services/login-throttle.ts'
import { Sessions } from '../services/sessions.ts'
import { StoreImages } from '../services/store-images.ts'

declare module 'fastify' {
  interface FastifyInstance {
    images: StoreImages
    sessions: Sessions
    loginThrottle: LoginThrottle
    /** The public origin absolute links are built on (see public-url.ts). */
    baseUrl: string
  }
}

export interface ServicesPluginOptions {
  loginLimits: LoginLimits
  sessionMaxAgeSeconds?: number
  baseUrl: string
}

/** The domain services the routes use, built once over the db, media and token plugins. */
export default fp<ServicesPluginOptions>(
  async (app, { loginLimits, sessionMaxAgeSeconds, baseUrl }) => {
    app.decorate('baseUrl', baseUrl)
    app.decorate('images', new StoreImages(app.db, app.media, app.storeChanged))
    app.decorate('sessions', new Sessions(app.db, app.tokens, sessionMaxAgeSeconds))
    app.decorate('loginThrottle', new LoginThrottle(app.db, loginLimits))
  },
  { name: 'services', dependencies: ['db', 'media', 'auth', 'public-cache'] },
)
