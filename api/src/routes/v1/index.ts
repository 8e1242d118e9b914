import type { FastifyInstance } from 'fastify'

import catalogueRoutes from '../../catalogue/routes/index.ts'
import ordersRoutes from '../../orders/routes.ts'
import settingsRoutes from '../../settings/routes.ts'
import adminImages from './admin/images.ts'
import login from './login/index.ts'
import logout from './logout/index.ts'
import storeImages from './store/images.ts'
import resume from './tienda/resume.ts'
import theme from './tienda/theme.ts'
import refresh from './token/refresh.ts'
import pushToken from './user/push-token.ts'

/** Every `/api/v1/` route; the tenant and auth plugins are already registered on `app`. */
export default async function v1Routes(app: FastifyInstance) {
  await app.register(login)
  await app.register(refresh)
  await app.register(logout)
  await app.register(pushToken)
  await app.register(resume)
  await app.register(theme)
  await app.register(storeImages)
  await app.register(adminImages)
  await app.register(catalogueRoutes)
  await app.register(settingsRoutes)
  await app.register(ordersRoutes)
}
