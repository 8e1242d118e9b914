import '../locales'

import { Route, Routes } from 'react-router-dom'

import { CartPage } from '../features/cart/cart-page'
import { CatalogueHome } from '../features/catalogue/catalogue-home'
import { CategoryPage } from '../features/catalogue/category-page'
import { PageNotFound } from '../features/catalogue/not-found-state'
import { ProductPage } from '../features/catalogue/product-page'
import { CheckoutPage } from '../features/checkout/checkout-page'
import { StoreHome } from '../features/covers/store-home'
import { OrderPage } from '../features/order/order-page'

/**
 * Federation module `storefront/routes`. Rendered by the host outside any route, so
 * the paths below are absolute; the host's providers are already mounted.
 */
export default function StorefrontRoutes() {
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
