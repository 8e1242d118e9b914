import type { CartVariant, Order, StoreInfo } from '@vitrina/contract'

/** The demo store with pickup, shipping, WhatsApp and the three payment methods. */
export const shop: StoreInfo = {
  id: 1,
  subdomain: 'demo',
  name: 'Tienda Demo',
  nombre: 'Tienda Demo',
  owner_user_id: 3,
  currency: 'ARS',
  whatsapp: '+5491122334455',
  payment_methods: ['a_convenir', 'transferencia', 'efectivo'],
  pickup: true,
  shipping_flat_fee: 150000,
  logo: null,
  logo_url: null,
  logos: [],
}

export function cartVariant(id: number, overrides: Partial<CartVariant> = {}): CartVariant {
  return {
    variant_id: id,
    product_slug: `producto-${id}`,
    title: `Producto ${id}`,
    option_names: [],
    option_values: [],
    price: 100000,
    stock: null,
    currency: 'ARS',
    image: null,
    ...overrides,
  }
}

export const remeraM = cartVariant(11, {
  product_slug: 'remera',
  title: 'Remera',
  option_names: ['Talle', 'Color'],
  option_values: ['M', 'Azul'],
  price: 1299900,
  image: { image: '/media/products/remera.jpg', alt: 'Remera azul de frente' },
})

export const taza = cartVariant(12, { product_slug: 'taza', title: 'Taza', price: 450000 })

export function storeCart(lines: { variant_id: number; quantity: number }[]) {
  localStorage.setItem('cart:demo', JSON.stringify(lines))
}

export const storedCart = () => JSON.parse(localStorage.getItem('cart:demo') ?? 'null') as unknown

export function placedOrder(overrides: Partial<Order> = {}): Order {
  return {
    number: 1001,
    token: 'tok_abcdefghijklmnopqrstuv',
    status: 'pendiente',
    created_at: '2026-03-05T14:00:00.000Z',
    customer: { name: 'Ana', phone: '+*********4455' },
    delivery: { method: 'retiro' },
    payment_method: 'transferencia',
    items: [
      {
        variant_id: 11,
        title: 'Remera',
        option_values: ['M', 'Azul'],
        sku: null,
        unit_price: 1299900,
        quantity: 2,
        line_total: 2599800,
        image: null,
      },
    ],
    subtotal: 2599800,
    shipping: 0,
    total: 2599800,
    currency: 'ARS',
    whatsapp_url: 'https://wa.me/5491122334455?text=Hola',
    transfer_instructions: 'CBU 0000003100000000000001\nAlias demo.tienda',
    ...overrides,
  }
}
