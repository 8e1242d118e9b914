import type {
  AdminProduct,
  LoginBody,
  LoginResponse,
  Order,
  OrderBody,
  ProductBody,
} from '@vitrina/contract'

/** An example request body and answers (by status) of one operation. */
export interface OperationExample {
  body?: unknown
  answers?: Record<string, unknown>
}

const login: LoginBody = { email: 'owner@demo.localhost', password: 'demo1234' }
const loggedIn: LoginResponse = {
  email: 'owner@demo.localhost',
  username: 'owner',
  user_id: 1,
  tokens: {
    access: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.access-token-signature',
    refresh: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.refresh-token-signature',
    visitor_id: '6f1c2b9e-3d4a-4f5b-8c7d-1e2f3a4b5c6d',
  },
}

const product: ProductBody = {
  title: 'Remera de algodón',
  description: 'Algodón peinado, corte recto.',
  status: 'active',
  options: [{ name: 'Talle', values: ['S', 'M'] }],
  variants: [
    { option_values: ['S'], sku: 'REM-S', price: 1_250_000, stock: 12 },
    { option_values: ['M'], sku: 'REM-M', price: 1_250_000, stock: null },
  ],
}
const savedProduct: AdminProduct = {
  id: 42,
  slug: 'remera-de-algodon',
  title: 'Remera de algodón',
  description: 'Algodón peinado, corte recto.',
  status: 'active',
  category_ids: [],
  images: [],
  options: [{ name: 'Talle', values: ['S', 'M'] }],
  variants: [
    {
      id: 101,
      option_values: ['S'],
      sku: 'REM-S',
      price: 1_250_000,
      compare_at_price: null,
      stock: 12,
    },
    {
      id: 102,
      option_values: ['M'],
      sku: 'REM-M',
      price: 1_250_000,
      compare_at_price: null,
      stock: null,
    },
  ],
  seo_title: null,
  seo_description: null,
  currency: 'ARS',
  created_at: '2026-03-02T14:05:00.000Z',
  updated_at: '2026-03-02T14:05:00.000Z',
}

const order: OrderBody = {
  items: [{ variant_id: 101, quantity: 2 }],
  customer: { name: 'Ana Pérez', phone: '+5491155550000', email: 'ana@example.com' },
  delivery: { method: 'envio', address: 'Av. Corrientes 1234, CABA' },
  payment_method: 'transferencia',
  notes: 'Timbre 3B',
  expected_total: 2_650_000,
}
const placedOrder: Order = {
  number: 1001,
  token: 'q3Jx8bX0c2VZb0r1mT4sKg',
  status: 'pendiente',
  created_at: '2026-03-02T15:30:00.000Z',
  customer: { name: 'Ana Pérez', phone: '+5491155550000', email: 'ana@example.com' },
  delivery: { method: 'envio', address: 'Av. Corrientes 1234, CABA' },
  payment_method: 'transferencia',
  notes: 'Timbre 3B',
  items: [
    {
      variant_id: 101,
      title: 'Remera de algodón',
      option_values: ['S'],
      sku: 'REM-S',
      unit_price: 1_250_000,
      quantity: 2,
      line_total: 2_500_000,
      image: null,
    },
  ],
  subtotal: 2_500_000,
  shipping: 150_000,
  total: 2_650_000,
  currency: 'ARS',
  transfer_instructions: 'CBU 0000003100000000000000, a nombre de Demo SRL.',
}

/** Examples of the main calls, by `METHOD /path` as the document writes it. */
export const examples: Record<string, OperationExample> = {
  'POST /api/v1/login/': { body: login, answers: { 200: loggedIn } },
  'POST /api/v1/admin/tienda/productos/': { body: product, answers: { 201: savedProduct } },
  'GET /api/v1/admin/tienda/productos/{id}/': { answers: { 200: savedProduct } },
  'POST /api/v1/store/pedidos/': { body: order, answers: { 201: placedOrder } },
  'GET /api/v1/store/pedidos/{token}/': {
    answers: { 200: { ...placedOrder, customer: { name: 'Ana Pérez', phone: '•••••••••0000' } } },
  },
}
