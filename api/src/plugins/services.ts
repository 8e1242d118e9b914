import fp from 'fastify-plugin'

import { Orders } from '../orders/service.ts'
import { startOrderSweep } from '../orders/sweep.ts'
import { type LoginLimits, LoginThrottle } from '../services/login-throttle.ts'
import { Sessions } from '../services/sessions.ts'
import { StoreImages } from '../services/store-images.ts'

declare module 'fastify' {
  interface FastifyInstance {
    images: StoreImages
    sessions: Sessions
    loginThrottle: LoginThrottle
    orders: Orders
  }
}

export interface ServicesPluginOptions {
  loginLimits: LoginLimits
  sessionMaxAgeSeconds?: number
  /** The public origin order links are built on (public-url.ts), or how to read it. */
  baseUrl: string | (() => string)
  /** How often overdue pending orders are cancelled (orders/sweep.ts); 0: only when read. */
  orderSweepMs: number
}

/** The domain services the routes use, built once over the db, media and token plugins. */
export default fp<ServicesPluginOptions>(
  async (app, { loginLimits, sessionMaxAgeSeconds, baseUrl, orderSweepMs }) => {
    app.decorate('images', new StoreImages(app.db, app.media, app.storeChanged))
    app.decorate('sessions', new Sessions(app.db, app.tokens, sessionMaxAgeSeconds))
    app.decorate('loginThrottle', new LoginThrottle(app.db, loginLimits))
    const orders = new Orders({ db: app.db, media: app.media, baseUrl, changed: app.storeChanged })
    app.decorate('orders', orders)
    const stopSweep = startOrderSweep(orders, orderSweepMs, app.log)
    app.addHook('onClose', async () => stopSweep())
  },
  { name: 'services', dependencies: ['db', 'media', 'auth', 'public-cache'] },
)
