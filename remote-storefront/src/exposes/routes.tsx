import '../locales'

import { useEffect } from 'react'
import { Route, Routes, useLocation } from 'react-router-dom'

import { CatalogueHome } from '../features/catalogue/catalogue-home'
import { CategoryPage } from '../features/catalogue/category-page'
import { PageNotFound } from '../features/catalogue/not-found-state'
import { StoreHome } from '../features/covers/store-home'
import { lazyPage, whenIdle } from '../lib/lazy-page'

// The pages a first visit opens most (the home, a category) come with this module;
// the others are chunks of their own (lib/lazy-page.tsx), each fetched with the first
// view of its own path (the server preloads it) or before the shopper goes there.
const ProductPage = lazyPage('producto', () =>
  import(/* webpackChunkName: "route-producto" */ '../features/catalogue/product-page').then(
    (page) => page.ProductPage,
  ),
)
const CartPage = lazyPage('carrito', () =>
  import(/* webpackChunkName: "route-carrito" */ '../features/cart/cart-page').then(
    (page) => page.CartPage,
  ),
)
const CheckoutPage = lazyPage('checkout', () =>
  import(/* webpackChunkName: "route-checkout" */ '../features/checkout/checkout-page').then(
    (page) => page.CheckoutPage,
  ),
)
const OrderPage = lazyPage('pedido', () =>
  import(/* webpackChunkName: "route-pedido" */ '../features/order/order-page').then(
    (page) => page.OrderPage,
  ),
)

/**
 * Federation module `storefront/routes`. Rendered by the host outside any route, so
 * the paths below are absolute; the host's providers are already mounted.
 */
export default function StorefrontRoutes() {
  const { pathname } = useLocation()
  // From a grid, a shopper opens a product next: its code is fetched when the page is
  // idle, so a card opens at once. The later steps are fetched on the shopper's intent
  // (preloadPage: adding to the cart, pressing 'Finalizar compra', placing the order).
  const grid = pathname === '/' || pathname.startsWith('/categoria/')
  useEffect(() => (grid ? whenIdle(ProductPage.preload) : undefined), [grid])
  return (
    <Routes>
      <Route
        path="/"
        element={
          <StoreHome>
            <CatalogueHome />
          </StoreHome>
        }
      />
      <Route path="/categoria/:slug" element={<CategoryPage />} />
      <Route path="/producto/:slug" element={<ProductPage />} />
      <Route path="/carrito" element={<CartPage />} />
      <Route path="/checkout" element={<CheckoutPage />} />
      <Route path="/pedido/:token" element={<OrderPage />} />
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  )
}
