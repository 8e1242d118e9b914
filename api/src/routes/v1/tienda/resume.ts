import { type StoreInfo, StoreInfoSchema } from '@vitrina/contract'
import type { FastifyInstance } from 'fastify'

import { errorResponses } from '../../../http-error.ts'

export default async function resume(app: FastifyInstance) {
  app.get(
    '/tienda/resume/subdomain/',
    {
      config: { publicCache: 'tienda/resume/subdomain/' },
      schema: { response: { 200: StoreInfoSchema, ...errorResponses } },
    },
    async (request): Promise<StoreInfo> => {
      const { store } = request
      const logos = await app.images.list(store.id, 'logo')
      const logo = logos[0]?.image ?? null
      return {
        id: store.id,
        subdomain: store.subdomain,
        name: store.name,
        nombre: store.name,
        owner_user_id: store.ownerUserId,
        logo,
        logo_url: logo,
        logos,
        currency: store.currency as StoreInfo['currency'],
        whatsapp: store.whatsapp,
        payment_methods: store.paymentMethods as StoreInfo['payment_methods'],
        pickup: store.pickupAddress !== '',
        shipping_flat_fee: store.shippingFlatFee,
      }
    },
  )
}
