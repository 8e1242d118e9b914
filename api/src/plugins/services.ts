import fp from 'fastify-plugin'

import { LoginThrottle, type ThrottleOptions } from '../services/login-throttle.ts'
import { Sessions } from '../services/sessions.ts'
import { StoreImages } from '../services/store-images.ts'

declare module 'fastify' {
  interface FastifyInstance {
    images: StoreImages
    sessions: Sessions
    loginThrottle: LoginThrottle
  }
}

export interface ServicesPluginOptions {
  loginRateLimit: ThrottleOptions
}

/** The domain services the routes use, built once over the db, media and token plugins. */
export default fp<ServicesPluginOptions>(
  async (app, { loginRateLimit }) => {
    app.decorate('images', new StoreImages(app.db, app.media, app.storeChanged))
    app.decorate('sessions', new Sessions(app.db, app.tokens))
    app.decorate('loginThrottle', new LoginThrottle(loginRateLimit))
  },
  { name: 'services', dependencies: ['db', 'media', 'auth', 'public-cache'] },
)
