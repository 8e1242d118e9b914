import '../locales'

import { usePageFocus } from '@vitrina/shared/a11y'
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

function nextPage(pathname: string) {
  if (pathname === '/' || pathname.startsWith('/categoria/')) return ProductPage
  if (pathname.startsWith('/producto/')) return CartPage
  return null
}

/**
 * Federation module `storefront/routes`. Rendered by the host outside any route, so
 * the paths below are absolute; the host's providers are already mounted.
 */
export default function StorefrontRoutes() {
  usePageFocus()
  // The page a shopper most likely opens next is fetched when this one is idle: a
  // product from a grid, the cart from a product (its button is in the app bar). The
  // later steps are fetched on the shopper's intent (preloadPage: pressing 'Finalizar
  // compra', placing the order), which keeps their pages' first views within budget.
  const next = nextPage(useLocation().pathname)
  useEffect(() => (next ? whenIdle(() => void next.preload()) : undefined), [next])
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
