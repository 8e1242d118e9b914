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

/**
 * The theme the global setup gives `otra` through `pnpm vitrina theme:set`:
 * every size, weight and named colour differs from the default theme, so a
 * test sees whether each one reaches the screen.
 */
export const OTHER_STORE_THEME = {
  light_colors: {
    colors: {
      background: '#FFFFFF',
      surface: '#FFFFFF',
      textColor: '#212121',
      titleColor: '#B00020',
      headlineColor: '#0D47A1',
      subtitleColor: '#1B5E20',
      captionColor: '#6A1B9A',
    },
  },
  dark_colors: {
    colors: {
      background: '#101010',
      surface: '#1A1A1A',
      textColor: '#EEEEEE',
      titleColor: '#FFB4AB',
      headlineColor: '#A8C7FA',
      subtitleColor: '#A5D6A7',
      captionColor: '#E1BEE7',
    },
  },
  typography: {
    fontFamily: 'Lato',
    titleFontFamily: 'Merriweather',
    h1: { fontSize: 40, fontWeight: 800 },
    h2: { fontSize: '1.875rem', fontWeight: 700 },
    h3: { fontSize: 22, fontWeight: 500 },
    body1: { fontSize: 18, fontWeight: 300 },
  },
} as const

/**
 * Stores of their own for the specs that change a store's images, theme, catalogue or
 * session (the other specs read the demo store). The global setup makes them in the
 * run's template, so each such spec starts a product of its own from a copy of it.
 */
export const SPEC_STORES = {
  taller: 'Taller de Pruebas',
  teclado: 'Tienda del Teclado',
  temas: 'Tienda Temas',
  catalogo: 'Tienda Catálogo',
  pestanas: 'Tienda de Pestañas',
} as const

export type SpecStore = keyof typeof SPEC_STORES

/** The owner the global setup gives a spec store. */
export function specOwner(store: SpecStore): Account {
  return { store, email: `owner@${store}.localhost`, password: `${store}1234`, username: store }
}
