import type { StoreInfo } from '@vitrina/contract'

/** A store's info as `tienda/resume/subdomain/` answers it, for tests; `overrides` on top. */
export const testStoreInfo = (overrides: Partial<StoreInfo> = {}): StoreInfo => ({
  id: 1,
  subdomain: 'demo',
  name: 'Demo',
  nombre: 'Demo',
  owner_user_id: 7,
  currency: 'ARS',
  whatsapp: null,
  payment_methods: ['a_convenir'],
  pickup: false,
  shipping_flat_fee: null,
  logo: null,
  logo_url: null,
  logos: [],
  ...overrides,
})
