/** A user who can log in on `store` (a subdomain). */
export interface Account {
  store: string
  email: string
  password: string
  username: string
}

/** Made by `demo:seed`: the demo store's owner. */
export const DEMO_OWNER: Account = {
  store: 'demo',
  email: 'owner@demo.localhost',
  password: 'demo1234',
  username: 'owner',
}

/** Made by `demo:seed`: a customer of the demo store. */
export const DEMO_CUSTOMER: Account = {
  store: 'demo',
  email: 'cliente@demo.localhost',
  password: 'demo1234',
  username: 'cliente',
}

/** A second store, `otra`, and its owner (made by the global setup), for tenancy tests. */
export const OTHER_STORE = { subdomain: 'otra', name: 'Otra Tienda' } as const

export const OTHER_OWNER: Account = {
  store: OTHER_STORE.subdomain,
  email: 'owner@otra.localhost',
  password: 'otra12345',
  username: 'otra',
}
