import type { Category, ProductCard, PublicProduct, StoreInfo } from '@vitrina/contract'
import { testStoreInfo } from '@vitrina/shared/testing'

/** The store the catalogue tests render for. */
export const demoStore: StoreInfo = testStoreInfo({
  name: 'Tienda Demo',
  nombre: 'Tienda Demo',
  owner_user_id: 3,
})

export const categories: Category[] = [
  { id: 2, name: 'Remeras', slug: 'remeras', position: 1 },
  { id: 1, name: 'Café', slug: 'cafe', position: 0 },
]

/** A grid card; `overrides` change what a test is about. */
export function card(id: number, overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    id,
    slug: `producto-${id}`,
    title: `Producto ${id}`,
    price_min: 129900,
    price_max: 129900,
    compare_at_price: null,
    currency: 'ARS',
    image: { image: `/media/products/${id}.jpg` },
    available: true,
    ...overrides,
  }
}

/** A t-shirt in two colours and three sizes; Rojo L is not sold, Azul M has none left. */
export const remera: PublicProduct = {
  id: 7,
  slug: 'remera-basica',
  title: 'Remera básica',
  description: 'Algodón peinado.\nLavar a mano.\n<b>sin HTML</b>',
  currency: 'ARS',
  images: [
    { id: 71, image: '/media/products/r1.jpg', position: 0, alt: 'Remera roja de frente' },
    {
      id: 72,
      image: '/media/products/r2.jpg',
      position: 1,
      srcset: '/media/products/r2-480w.webp 480w, /media/products/r2-960w.webp 960w',
    },
  ],
  options: [
    { name: 'Color', values: ['Rojo', 'Azul'] },
    { name: 'Talle', values: ['S', 'M', 'L'] },
  ],
  variants: [
    variant(1, ['Rojo', 'S'], 450000, { compare_at_price: 500000 }),
    variant(2, ['Rojo', 'M'], 450000, { low_stock: 2 }),
    variant(3, ['Azul', 'S'], 480000),
    variant(4, ['Azul', 'M'], 480000, { available: false, low_stock: 0 }),
    variant(5, ['Azul', 'L'], 520000),
  ],
  categories: [{ slug: 'remeras', name: 'Remeras' }],
  seo_title: null,
  seo_description: null,
}

function variant(
  id: number,
  option_values: string[],
  price: number | null,
  overrides: Partial<PublicProduct['variants'][number]> = {},
): PublicProduct['variants'][number] {
  return {
    id,
    option_values,
    sku: null,
    price,
    compare_at_price: null,
    available: true,
    low_stock: null,
    ...overrides,
  }
}

/** A product without options: exactly one variant. */
export const cafe: PublicProduct = {
  ...remera,
  id: 8,
  slug: 'cafe-organico',
  title: 'Café orgánico',
  description: '',
  images: [],
  options: [],
  variants: [variant(9, [], 99900)],
  categories: [],
}
